// npm run mutation [-- shard ...]: runs Stryker shard by shard (all by default), then adds up the
// score over every shard's latest report. Fails when a shard has no report or the total is under 80 %.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { shards, unshardedDomainAreas } from '../mutation-shards.mjs'

// Each shard's incremental results are kept in the repository (mutation/<shard>.json.gz, a few
// hundred kB): a fresh checkout then runs only the mutants whose code or tests changed since,
// instead of hours of mutants nobody touched.
const incremental = shard => `reports/mutation/${shard}/stryker-incremental.json`
const kept = shard => `mutation/${shard}.json.gz`

function restore (shard) {
  if (fs.existsSync(incremental(shard)) || !fs.existsSync(kept(shard))) return
  fs.mkdirSync(path.dirname(incremental(shard)), { recursive: true })
  fs.writeFileSync(incremental(shard), gunzipSync(fs.readFileSync(kept(shard))))
}

function keep (shard) {
  if (!fs.existsSync(incremental(shard))) return
  fs.mkdirSync('mutation', { recursive: true })
  fs.writeFileSync(kept(shard), gzipSync(fs.readFileSync(incremental(shard)), { level: 9 }))
}

const FLOOR = 80
const unsharded = unshardedDomainAreas()
if (unsharded.length > 0) throw new Error(`Domain folders in no mutation shard: ${unsharded.join(', ')}; add them to mutation-shards.mjs`)
const scoreOnly = process.argv.includes('--score')
const wanted = process.argv.slice(2).filter(arg => arg !== '--score')
for (const name of wanted) if (!(name in shards)) throw new Error(`Unknown shard ${name}; one of ${Object.keys(shards).join(', ')}`)
const run = scoreOnly ? [] : (wanted.length > 0 ? wanted : Object.keys(shards))

for (const shard of run) {
  console.log(`\n== mutation shard ${shard}`)
  restore(shard)
  const result = spawnSync('npx', ['stryker', 'run'], { stdio: 'inherit', env: { ...process.env, MUTATION_SHARD: shard } })
  if (result.status !== 0) process.exit(result.status ?? 1)
  keep(shard)
}

const counted = ['Killed', 'Timeout', 'Survived', 'NoCoverage']
const total = Object.fromEntries(counted.map(status => [status, 0]))
const byFolder = new Map()
const missing = []
for (const shard of Object.keys(shards)) {
  // The incremental file is a full report of the shard's last run (same schema as mutation.json).
  restore(shard)
  const file = incremental(shard)
  if (!fs.existsSync(file)) { missing.push(shard); continue }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  for (const [name, { mutants }] of Object.entries(report.files)) {
    const folder = name.split('/').slice(0, 3).join('/')
    const tally = byFolder.get(folder) ?? Object.fromEntries(counted.map(status => [status, 0]))
    for (const { status } of mutants) if (status in tally) { tally[status]++; total[status]++ }
    byFolder.set(folder, tally)
  }
}

const score = tally => {
  const detected = tally.Killed + tally.Timeout
  const valid = detected + tally.Survived + tally.NoCoverage
  return { detected, valid, percent: valid === 0 ? 100 : 100 * detected / valid }
}
for (const [folder, tally] of [...byFolder].sort()) {
  const { detected, valid, percent } = score(tally)
  console.log(`${percent.toFixed(1).padStart(6)} %  ${String(detected).padStart(5)} / ${String(valid).padEnd(5)} ${folder}`)
}
const { detected, valid, percent } = score(total)
const partial = missing.length > 0 ? ` over ${Object.keys(shards).length - missing.length} of ${Object.keys(shards).length} shards; no report yet: ${missing.join(', ')}` : ''
console.log(`\nmutation score ${percent.toFixed(2)} % (${detected} of ${valid} mutants detected; ${total.Survived} survived, ${total.NoCoverage} without coverage)${partial}`)
if (missing.length > 0 || percent < FLOOR) process.exit(1)

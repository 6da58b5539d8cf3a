// node scripts/mutation/survivors.mjs <shard> [file-filter]: the surviving and uncovered mutants of a
// shard, read from the event recorder while Stryker is still running (a shard takes up to an hour),
// or from its last report when it has finished (the kept results on a fresh checkout). Prints the tally, then each mutant by file and line
// (leaving out survivors the fresh-module pass killed, fresh-pass.mjs), then the static mutants and
// survivors that pass let through.
import fs from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { mutantKey } from './fresh-pass.mjs'
import { projectRoot, shardName, shards } from './shards.mjs'

const shard = shardName(process.argv[2])
const filter = process.argv[3] ?? ''
const workspace = path.join(projectRoot, shards[shard].workspace)
const reports = path.join(workspace, 'reports/mutation', shard)

function tested () {
  const events = `${reports}/events`
  if (fs.existsSync(events)) {
    const names = fs.readdirSync(events).filter(name => name.endsWith('-onMutantTested.json'))
    if (names.length > 0) return names.map(name => JSON.parse(fs.readFileSync(path.join(events, name), 'utf8')))
  }
  // The last report on this machine, else the results kept in the repository (a fresh checkout).
  const report = `${reports}/mutation.json`
  const kept = path.join(workspace, 'mutation', `${shard}.json.gz`)
  const text = fs.existsSync(report) ? fs.readFileSync(report, 'utf8') : fs.existsSync(kept) ? gunzipSync(fs.readFileSync(kept)).toString('utf8') : null
  if (text === null) return []
  return Object.entries(JSON.parse(text).files)
    .flatMap(([fileName, { mutants }]) => mutants.map(mutant => ({ ...mutant, fileName })))
}

const mutants = tested()
const tally = {}
for (const { status } of mutants) tally[status] = (tally[status] ?? 0) + 1
console.log(`${shard}: ${mutants.length} mutants`, tally)

const keptFresh = path.join(workspace, 'mutation', `${shard}.fresh.json.gz`)
const fresh = fs.existsSync(keptFresh) ? JSON.parse(gunzipSync(fs.readFileSync(keptFresh)).toString('utf8')).results : {}
const freshlyKilled = mutant => ['Killed', 'Timeout'].includes(fresh[`${path.relative(workspace, path.resolve(workspace, mutant.fileName))}#${mutantKey(mutant)}`]?.status)

const open = mutants.filter(mutant => (mutant.status === 'Survived' || mutant.status === 'NoCoverage') && mutant.fileName.includes(filter) && !freshlyKilled(mutant))
const byFile = new Map()
for (const mutant of open) {
  const file = path.relative(projectRoot, path.resolve(workspace, mutant.fileName))
  byFile.set(file, [...(byFile.get(file) ?? []), mutant])
}
for (const [file, list] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`\n${file} (${list.length})`)
  for (const { location, status, mutatorName, replacement } of list.sort((a, b) => a.location.start.line - b.location.start.line)) {
    const shown = (replacement ?? '').replace(/\s+/g, ' ').slice(0, 110)
    console.log(`  ${String(location.start.line).padStart(4)}:${location.start.column} ${status === 'NoCoverage' ? 'uncovered' : 'survived '} ${mutatorName}: ${shown}`)
  }
}

const through = Object.entries(fresh).filter(([key, { status }]) => status === 'Survived' && key.includes(filter))
if (Object.keys(fresh).length > 0) console.log(`\nmutants the fresh-module pass let through: ${through.length} of ${Object.keys(fresh).length} tested`)
for (const [key] of through.sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))) {
  const [file, mutant] = key.split('#')
  console.log(`  ${shards[shard].workspace}/${file} ${mutant.replace(/\s+/g, ' ').slice(0, 140)}`)
}

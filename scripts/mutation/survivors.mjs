// node scripts/mutation/survivors.mjs <shard> [file-filter]: the surviving and uncovered mutants of a
// shard, read from the event recorder while Stryker is still running (a shard takes up to an hour),
// or from its last report when it has finished. Prints the tally, then each mutant by file and line,
// then the static mutants the static pass let through (static-pass.mjs).
import fs from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
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
  const report = `${reports}/mutation.json`
  if (!fs.existsSync(report)) return []
  return Object.entries(JSON.parse(fs.readFileSync(report, 'utf8')).files)
    .flatMap(([fileName, { mutants }]) => mutants.map(mutant => ({ ...mutant, fileName })))
}

const mutants = tested()
const tally = {}
for (const { status } of mutants) tally[status] = (tally[status] ?? 0) + 1
console.log(`${shard}: ${mutants.length} mutants`, tally)

const open = mutants.filter(({ status, fileName }) => (status === 'Survived' || status === 'NoCoverage') && fileName.includes(filter))
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

const keptStatic = path.join(workspace, 'mutation', `${shard}.static.json.gz`)
if (fs.existsSync(keptStatic)) {
  const { results } = JSON.parse(gunzipSync(fs.readFileSync(keptStatic)).toString('utf8'))
  const through = Object.entries(results).filter(([key, { status }]) => status === 'Survived' && key.includes(filter))
  console.log(`\nstatic mutants the static pass let through: ${through.length} of ${Object.keys(results).length} tested`)
  for (const [key] of through.sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))) {
    const [file, mutant] = key.split('#')
    console.log(`  ${shards[shard].workspace}/${file} ${mutant.replace(/\s+/g, ' ').slice(0, 140)}`)
  }
}

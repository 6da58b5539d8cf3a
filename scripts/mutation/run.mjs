/*
 * npm run mutation [-- shard ... | --score | --fresh shard ... | --no-fresh shard ... | --salvage shard ...]: runs Stryker
 * shard by shard (all by default; server shards in server/, web shards in web/), each followed by
 * the fresh-module pass (fresh-pass.mjs: the static mutants Stryker leaves out and its survivors,
 * in fresh processes), then adds up the score over every shard's kept results. `--fresh` runs only
 * that pass on kept results, `--no-fresh` only Stryker. A run stopped part way (Ctrl-C, or Stryker failing) keeps the mutants
 * it had decided (salvage.mjs); `--salvage` does that afterwards for a run whose driver was killed.
 * Fails when a shard has no results or the total counting static mutants is under 80 %.
 *
 * Each shard's results are kept in the repository (<workspace>/mutation/<shard>.json.gz, Stryker's
 * incremental file, a few hundred kB, and <shard>.sources.json.gz, the manifest of sources.mjs): a
 * fresh checkout then runs only the mutants whose code or tests changed since, and those whose
 * tests reach a source file outside the shard that changed.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { printScores, readKept } from './score.mjs'
import { missingTestFiles, projectRoot, shardingFaults, shards } from './shards.mjs'
import { shardTestFiles } from './dependencies.mjs'
import { outdatedReason, sourceManifest, staleReason, unmutatedFiles, withoutShakenResults } from './sources.mjs'
import { freshPass, heldFreshResults } from './fresh-pass.mjs'
import { partialReason, salvagedReport, startSnapshot } from './salvage.mjs'

const workspaceOf = shard => path.join(projectRoot, shards[shard].workspace)
const incremental = shard => path.join(workspaceOf(shard), `reports/mutation/${shard}/stryker-incremental.json`)
const keptSources = shard => path.join(workspaceOf(shard), `mutation/${shard}.sources.json.gz`)
const keptResults = shard => path.join(workspaceOf(shard), `mutation/${shard}.json.gz`)
const keptUnmutated = shard => path.join(workspaceOf(shard), `mutation/${shard}.unmutated.json.gz`)
const keptFresh = shard => path.join(workspaceOf(shard), `mutation/${shard}.fresh.json.gz`)
const startFile = shard => path.join(workspaceOf(shard), `reports/mutation/${shard}/start.json.gz`)

const readGzipJson = file => fs.existsSync(file) ? JSON.parse(gunzipSync(fs.readFileSync(file)).toString('utf8')) : null
const writeGzipJson = (file, value) => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, gzipSync(JSON.stringify(value), { level: 9 }))
}

/**
 * Puts the kept results where Stryker looks for them, without those that rest on tests reaching a
 * file changed since (sources.mjs): Stryker tests those mutants again and reuses the rest.
 */
function prepare (shard, manifest) {
  if (!fs.existsSync(keptResults(shard))) return
  const recorded = readGzipJson(keptSources(shard))
  const { report, dropped, changed } = withoutShakenResults(shard, readGzipJson(keptResults(shard)), recorded, manifest)
  if (changed === null) {
    console.log('re-running everything: no record of the sources the kept results were measured against')
    fs.rmSync(incremental(shard), { force: true })
    return
  }
  if (dropped > 0) console.log(`testing again ${dropped} kept results whose tests reach one of ${changed.length} changed files: ${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ', …' : ''}`)
  fs.mkdirSync(path.dirname(incremental(shard)), { recursive: true })
  fs.writeFileSync(incremental(shard), JSON.stringify(report))
}

/** Keeps a run's results (`results`, Stryker's incremental report) with the manifest and test files taken at its start. */
function keep (shard, manifest, tests, results) {
  // A run that missed a test file would understate the score: not kept (missingTestFiles).
  const missing = missingTestFiles(shard, results, tests)
  if (missing.length > 0) {
    console.error(`Not kept: the run of ${shard} did not load ${missing.length} test file(s):\n${missing.join('\n')}`)
    process.exit(1)
  }
  writeGzipJson(keptResults(shard), results)
  writeGzipJson(keptSources(shard), manifest)
  writeGzipJson(keptUnmutated(shard), unmutatedFiles(shard, results))
}

/** Keeps what an interrupted run of the shard had decided (salvage.mjs), if it got past its dry run. */
function salvage (shard) {
  const start = readGzipJson(startFile(shard))
  const report = start === null ? null : salvagedReport(path.join(workspaceOf(shard), `reports/mutation/${shard}/events`), workspaceOf(shard), start)
  if (report === null) { console.log(`nothing of ${shard}'s run to keep`); return }
  keep(shard, start.manifest, start.testList, report)
  console.log(`kept ${report.partial.decided} of ${report.partial.planned} mutants of ${shard}'s interrupted run`)
}

const faults = shardingFaults()
if (faults.length > 0) throw new Error(`Files outside the mutation shards (scripts/mutation/shards.mjs):\n${faults.join('\n')}`)
/** Tests the static mutants and survivors of the shard's kept results that have no valid result yet. */
async function runFreshPass (shard) {
  const report = readGzipJson(keptResults(shard))
  if (report === null) { console.log(`no kept results of ${shard}: no fresh-module pass`); return }
  const save = results => { writeGzipJson(keptFresh(shard), results) }
  save(await freshPass(shard, report, readGzipJson(keptFresh(shard)), { concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1), save }))
}

const flags = new Set(['--score', '--fresh', '--salvage', '--no-fresh'])
const scoreOnly = process.argv.includes('--score')
const freshOnly = process.argv.includes('--fresh')
const salvageOnly = process.argv.includes('--salvage')
// Stryker alone, its fresh-module pass left for a later `--fresh` (a sitting that cannot wait for both).
const strykerOnly = process.argv.includes('--no-fresh')
const wanted = process.argv.slice(2).filter(arg => !flags.has(arg))
for (const name of wanted) if (!(name in shards)) throw new Error(`Unknown shard ${name}; one of ${Object.keys(shards).join(', ')}`)
const run = scoreOnly ? [] : (wanted.length > 0 ? wanted : Object.keys(shards))

for (const shard of run) {
  console.log(`\n== mutation shard ${shard}`)
  if (salvageOnly) { salvage(shard); continue }
  if (!freshOnly) {
    // Taken before Stryker copies the tree: the results describe the sources as they are now.
    const manifest = sourceManifest(shard)
    const testList = shardTestFiles(shard)
    writeGzipJson(startFile(shard), { manifest, testList, ...startSnapshot(shard, workspaceOf(shard)) })
    prepare(shard, manifest)
    // Ctrl-C reaches Stryker too; this process outlives it to keep what it had decided.
    const ignore = () => {}
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, ignore)
    const result = spawnSync(process.execPath, [path.join(projectRoot, 'scripts/mutation/stryker-once.mjs')], { cwd: workspaceOf(shard), stdio: 'inherit', env: { ...process.env, MUTATION_SHARD: shard, MUTATION_PROJECT_ROOT: projectRoot } })
    for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, ignore)
    if (result.status !== 0) {
      salvage(shard)
      process.exit(result.status ?? 1)
    }
    if (fs.existsSync(incremental(shard))) keep(shard, manifest, testList, JSON.parse(fs.readFileSync(incremental(shard), 'utf8')))
  }
  if (!strykerOnly) await runFreshPass(shard)
}

const kept = Object.keys(shards).map(shard => {
  const report = readGzipJson(keptResults(shard))
  const stale = report === null ? null : staleReason(shard, report, readGzipJson(keptSources(shard)), sourceManifest(shard)) ?? outdatedReason(shard, report, projectRoot, readGzipJson(keptUnmutated(shard)) ?? {}) ?? partialReason(report)
  return { shard, workspace: shards[shard].workspace, report, stale, freshResult: heldFreshResults(shard, readGzipJson(keptFresh(shard))) }
})
const ok = printScores(readKept(kept))
if (!ok) process.exit(1)

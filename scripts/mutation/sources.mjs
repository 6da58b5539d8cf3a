/*
 * Kept results go stale when code they did not mutate changes. Stryker's incremental mode re-runs a
 * mutant when its own file or a test file covering it changed, but not when a helper or another
 * module its tests go through did: a "killed" kept from last week may rest on a repository or a
 * router that has changed since. So each shard's kept results carry a manifest: a hash of every
 * source file of the workspace and of the shared contract outside the shard (tests excluded, which
 * Stryker tracks itself), taken when the run started. When some of them differ, the results whose
 * tests can reach a changed file (dependencies.mjs) are taken out before Stryker's next run, which
 * then tests those mutants again; the others still hold.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { affectedTests, changedFiles } from './dependencies.mjs'
import { productionFiles, projectRoot, shardFiles, shards } from './shards.mjs'

/**
 * Every non-test source file the shard's tests may rest on, relative to the project root. Test
 * helpers (test-support/) are in: a changed helper can make a test pass that should fail.
 */
function dependedOn (shard, root) {
  const { workspace } = shards[shard]
  const mutated = new Set(shardFiles(shard, root).map(file => `${workspace}/${file}`))
  return [...productionFiles(root, `${workspace}/src`), ...productionFiles(root, 'contract/src')].filter(file => !mutated.has(file))
}

/** A short hash of a file's text, as the kept results record it. */
export const digest = text => createHash('sha256').update(text).digest('hex').slice(0, 16)

/** The manifest of a shard as the working tree is now: { file: hash } sorted by file. */
export function sourceManifest (shard, root = projectRoot) {
  return Object.fromEntries(dependedOn(shard, root).map(file => [file, digest(fs.readFileSync(path.join(root, file)))]))
}

/** The test files of a report by test id. */
export function testFileById (report) {
  const fileOf = new Map()
  for (const [testFile, { tests: list }] of Object.entries(report.testFiles ?? {})) {
    for (const { id } of list) fileOf.set(id, testFile)
  }
  return fileOf
}

const DETECTED = new Set(['Killed', 'Timeout', 'RuntimeError', 'CompileError'])

/**
 * The test ids a kept mutant's status rests on: the tests that killed it (those that covered it
 * when none is named), every covering test of a survivor; null for a static or uncovered mutant,
 * whose status no test decided (Stryker works out the coverage afresh on each run).
 */
function restingOn (mutant) {
  if (mutant.status === 'Ignored' || mutant.status === 'NoCoverage') return null
  const killers = DETECTED.has(mutant.status) ? (mutant.killedBy ?? []) : []
  return killers.length > 0 ? killers : (mutant.coveredBy ?? [])
}

/**
 * A function test file (relative to the workspace) → whether results it produced against the
 * `recorded` manifest may differ against `current`: it can reach a file that changed between them
 * (all of them, without a record).
 */
export function shakenTests (shard, recorded, current, root = projectRoot) {
  if (recorded === null || recorded === undefined) return () => true
  return affectedTests(shards[shard].workspace, changedFiles(recorded, current), root)
}

/**
 * The kept Stryker report without the results that rest on a test file able to reach a file
 * changed since the run (`recorded` → `current`), so that the shard's next run tests those mutants
 * again; with how many were taken out and which files changed.
 */
export function withoutShakenResults (shard, report, recorded, current, root = projectRoot) {
  const shaken = shakenTests(shard, recorded, current, root)
  const fileOfTest = testFileById(report)
  // A result resting on no test, or on one gone since, Stryker itself tests again (incremental-differ).
  const holds = mutant => (restingOn(mutant) ?? []).every(id => !fileOfTest.has(id) || !shaken(fileOfTest.get(id)))
  let dropped = 0
  const files = Object.fromEntries(Object.entries(report.files).map(([file, entry]) => {
    const mutants = entry.mutants.filter(holds)
    dropped += entry.mutants.length - mutants.length
    return [file, { ...entry, mutants }]
  }))
  return { report: { ...report, files }, dropped, changed: recorded ? [...changedFiles(recorded, current)].sort() : null }
}

/**
 * Why some kept results no longer hold because files outside the shard changed, or null: how
 * many rest on tests that reach a changed file, and the first such file in name order.
 */
export function staleReason (shard, report, recorded, current, root = projectRoot) {
  if (recorded === null || recorded === undefined) return 'no record of the sources the kept results were measured against'
  const { dropped, changed } = withoutShakenResults(shard, report, recorded, current, root)
  if (dropped === 0) return null
  return `${dropped} results rest on changed files (${changed.length}, first ${changed[0]})`
}

/**
 * Hashes of the shard's own files that Stryker found nothing to mutate in (type declarations), as
 * { file: hash }: its report leaves such a file out, so without this record the file would count
 * as never measured. Taken when the run ends, from the files the report lacks.
 */
export function unmutatedFiles (shard, report, root = projectRoot) {
  const { workspace } = shards[shard]
  const kept = report.files ?? {}
  return Object.fromEntries(shardFiles(shard, root).filter(file => !(file in kept))
    .map(file => [file, digest(fs.readFileSync(path.join(root, workspace, file)))]))
}

/**
 * Why kept results no longer describe the shard's own files, or null: Stryker keeps each mutated
 * file's text in its report and re-tests the mutants of a file whose text changed on the shard's
 * next run, but until then the kept figure is the older text's. Names the first such file, one the
 * shard gained since, or one it lost. `unmutated` is what `unmutatedFiles` recorded for the run.
 */
export function outdatedReason (shard, report, root = projectRoot, unmutated = {}) {
  const { workspace } = shards[shard]
  const kept = report.files ?? {}
  const files = [...new Set([...shardFiles(shard, root), ...Object.keys(kept)])].sort()
  for (const file of files) {
    const absolute = path.join(root, workspace, file)
    if (!(file in kept)) {
      if (file in unmutated && fs.existsSync(absolute) && digest(fs.readFileSync(absolute)) === unmutated[file]) continue
      return `${workspace}/${file} is not measured yet`
    }
    if (!fs.existsSync(absolute)) return `${workspace}/${file} was removed`
    if (fs.readFileSync(absolute, 'utf8') !== kept[file].source) return `${workspace}/${file} changed since it was measured`
  }
  return null
}

/*
 * An interrupted shard's finished work, kept. Stryker writes its results only when a shard ends,
 * and a web shard takes hours on two cores: stopped before its end, every mutant it had tested was
 * lost, so a shard longer than one sitting could never be measured. The event recorder
 * (stryker-options.mjs) writes the dry run, the plan and each tested mutant as they happen; with
 * the texts the shard's files and tests had when the run started (`startSnapshot`, taken by
 * run.mjs), they give the incremental report Stryker would have written, holding the mutants
 * decided so far. It is marked `partial` ({ planned, decided }): the score shows the shard as not
 * current, and its next run reuses what was decided and tests the rest.
 */
import fs from 'node:fs'
import path from 'node:path'
import { shardFiles, testFilesAtStart } from './shards.mjs'

/** The shard's own files and its workspace's test files as they are now, by path relative to the workspace. */
export function startSnapshot (shard, workspaceDir) {
  const texts = files => Object.fromEntries(files.map(file => [file, fs.readFileSync(path.join(workspaceDir, file), 'utf8')]))
  return { sources: texts(shardFiles(shard, path.dirname(workspaceDir))), tests: texts(testFilesAtStart(shard, path.dirname(workspaceDir))) }
}

/** The recorded events of a run, by kind, in the order they were written. */
function readEvents (eventsDir) {
  const events = { onDryRunCompleted: [], onMutationTestingPlanReady: [], onMutantTested: [] }
  if (!fs.existsSync(eventsDir)) return events
  for (const name of fs.readdirSync(eventsDir).sort()) {
    const kind = /^\d+-(\w+)\.json$/.exec(name)?.[1]
    if (kind === undefined || !(kind in events)) continue
    // The last event may have been cut off by the interruption.
    try { events[kind].push(JSON.parse(fs.readFileSync(path.join(eventsDir, name), 'utf8'))) } catch { /* half written */ }
  }
  return events
}

const MUTANT_FIELDS = ['id', 'mutatorName', 'replacement', 'statusReason', 'status', 'static', 'testsCompleted', 'killedBy', 'coveredBy', 'location']
const pick = mutant => Object.fromEntries(MUTANT_FIELDS.filter(field => mutant[field] !== undefined).map(field => [field, mutant[field]]))

/**
 * The incremental report of an interrupted run from its events, or null when it got no further
 * than its dry run. `workspaceDir` is where the run's absolute file names point; `snapshot` is
 * `startSnapshot` of the run.
 */
export function salvagedReport (eventsDir, workspaceDir, snapshot) {
  const events = readEvents(eventsDir)
  const dryRun = events.onDryRunCompleted[0]
  const plan = events.onMutationTestingPlanReady[0]
  if (dryRun === undefined || plan === undefined) return null
  const relative = file => path.relative(workspaceDir, file).split(path.sep).join('/')
  const tested = new Map(events.onMutantTested.map(result => [result.id, result]))

  const files = {}
  let decided = 0
  for (const { plan: kind, mutant } of plan.mutantPlans) {
    const file = relative(mutant.fileName)
    if (!(file in snapshot.sources)) throw new Error(`The plan names ${file}, which the run's snapshot lacks`)
    files[file] ??= { language: 'typescript', source: snapshot.sources[file], mutants: [] }
    const result = kind === 'EarlyResult' ? mutant : tested.get(mutant.id)
    if (result === undefined) continue
    files[file].mutants.push(pick(result))
    decided++
  }

  const testFiles = {}
  for (const { id, name, fileName } of dryRun.result.tests ?? []) {
    const file = relative(fileName)
    testFiles[file] ??= { source: snapshot.tests[file], tests: [] }
    testFiles[file].tests.push({ id, name })
  }
  return { schemaVersion: '1.0', thresholds: { high: 90, low: 80, break: null }, projectRoot: workspaceDir, files, testFiles, partial: { planned: plan.mutantPlans.length, decided } }
}

/** Why a kept report is not a whole run's, or null. */
export const partialReason = report => report.partial === undefined
  ? null
  : `an interrupted run: ${report.partial.decided} of ${report.partial.planned} mutants decided; its next run tests the rest`

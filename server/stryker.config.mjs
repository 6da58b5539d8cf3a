// Mutation testing (npm run mutation; not part of npm test): changes the server's code one small
// edit at a time and checks that some test fails. A surviving mutant is a behaviour no test pins
// down. Incremental: only mutants whose code or tests changed run again.
//
// The run is cut into shards (MUTATION_SHARD, see ../scripts/mutation/shards.mjs), each with its own
// reports: a whole run takes hours on a small machine, and Stryker writes its results only when a
// run ends, so an interrupted run keeps every shard it finished. ../scripts/mutation/run.mjs runs
// them and adds up the score.
import { shardFiles, shardName, shards } from '../scripts/mutation/shards.mjs'

const shard = shardName(process.env.MUTATION_SHARD ?? 'challenges')
if (shards[shard].workspace !== 'server') throw new Error(`Shard ${shard} belongs to ${shards[shard].workspace}/`)
const reports = `reports/mutation/${shard}`

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: shardFiles(shard),
  coverageAnalysis: 'perTest',
  // Static mutants (module-level constants, evaluated once on import) need the whole suite re-run
  // with fresh modules for each one: on this shared machine that was over half of the run time, and
  // with the shared module cache below they could not be killed anyway. They are reported as ignored.
  ignoreStatic: true,
  // One test runner by default, since the machine is usually shared; MUTATION_CONCURRENCY=2 on a quiet one.
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
  incremental: true,
  incrementalFile: `${reports}/stryker-incremental.json`,
  // event-recorder writes each tested mutant as it finishes, so survivors can be read (scripts/
  // mutation/survivors.mjs) while a shard that takes an hour is still running.
  reporters: ['clear-text', 'progress', 'html', 'json', 'event-recorder'],
  eventReporter: { baseDir: `${reports}/events` },
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  // The 80 % floor applies to the shards together, static mutants counted (../scripts/mutation/score.mjs).
  thresholds: { high: 90, low: 80, break: null },
  timeoutMS: 20000,
  // The first run of the whole suite (with coverage) takes minutes under nice on a shared machine;
  // Stryker's default of 5 minutes ended shards before any mutant ran.
  dryRunTimeoutMinutes: Number(process.env.MUTATION_DRY_RUN_MINUTES ?? 40),
  tempDirName: `.stryker-tmp/${shard}`,
  cleanTempDir: 'always'
}

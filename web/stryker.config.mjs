// Mutation testing of the web app (npm run mutation; not part of npm test), through the component
// tests (Testing Library on happy-dom, the API answered by MSW) and the pure-function tests. The
// shards are feature folders (../scripts/mutation/shards.mjs), run and added up with the server's
// by ../scripts/mutation/run.mjs, with the same kept-results format (web/mutation/<shard>.json.gz).
import { shardFiles, shardName, shards } from '../scripts/mutation/shards.mjs'

const shard = shardName(process.env.MUTATION_SHARD ?? 'web-app')
if (shards[shard].workspace !== 'web') throw new Error(`Shard ${shard} belongs to ${shards[shard].workspace}/`)
const reports = `reports/mutation/${shard}`

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // vite.config.ts holds the test settings (happy-dom per component test file, its virtual asset server).
  vitest: { configFile: 'vite.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: shardFiles(shard),
  coverageAnalysis: 'perTest',
  // Static mutants (module-level constants: the form schemas, route tables, translations setup) would
  // need the whole web suite per mutant; they are counted as survived in the score instead.
  ignoreStatic: true,
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
  incremental: true,
  incrementalFile: `${reports}/stryker-incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json', 'event-recorder'],
  eventReporter: { baseDir: `${reports}/events` },
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  thresholds: { high: 90, low: 80, break: null },
  // A component test clicks through a form; on a loaded machine one can take seconds.
  timeoutMS: 30000,
  // The first run of the whole suite (with coverage) takes minutes under nice on a shared machine;
  // Stryker's default of 5 minutes ended shards before any mutant ran.
  dryRunTimeoutMinutes: Number(process.env.MUTATION_DRY_RUN_MINUTES ?? 40),
  tempDirName: `.stryker-tmp/${shard}`,
  cleanTempDir: 'always'
}

// The Stryker options both workspaces share (server/stryker.config.mjs, web/stryker.config.mjs):
// one shard per run, its reports apart, incremental, and the score's floor applied by score.mjs.
import { fileURLToPath } from 'node:url'
import { shardTestFiles } from './dependencies.mjs'
import { runsWholeSuite, shardFiles, shardName, shards } from './shards.mjs'

const layoutIgnorer = fileURLToPath(new URL('./layout-ignorer.mjs', import.meta.url))

/**
 * Options for the shard named by MUTATION_SHARD (or `fallback`), which must belong to `workspace`.
 * @param {'server' | 'web'} workspace
 * @param {string} fallback
 * @param {{ configFile: string, timeoutMS: number }} own
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function strykerOptions (workspace, fallback, own) {
  const shard = shardName(process.env.MUTATION_SHARD ?? fallback)
  if (shards[shard].workspace !== workspace) throw new Error(`Shard ${shard} belongs to ${shards[shard].workspace}/`)
  const reports = `reports/mutation/${shard}`
  return {
    testRunner: 'vitest',
    vitest: { configFile: own.configFile, related: !runsWholeSuite(shard) },
    plugins: ['@stryker-mutator/vitest-runner', ...(workspace === 'web' ? [layoutIgnorer] : [])],
    // The web app's fixed layout values are left out and counted apart (layout-ignorer.mjs).
    ignorers: workspace === 'web' ? ['layout'] : [],
    mutate: shardFiles(shard),
    // A whole-suite shard starts from the test files that can reach its code (dependencies.mjs).
    ...(runsWholeSuite(shard) ? { testFiles: shardTestFiles(shard) } : {}),
    coverageAnalysis: 'perTest',
    // Static mutants (module-level constants, evaluated once on import) would need the whole suite
    // re-run with fresh modules for each one: on a shared machine that was over half of the run
    // time. They are reported as ignored and counted as survived by score.mjs.
    ignoreStatic: true,
    // One test runner by default, since the machine is usually shared. On a quiet one, three per core
    // for the web shards: a web runner spends most of its time waiting (MSW answers, findBy… polling),
    // so two runners left two cores 80 % idle.
    concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
    incremental: true,
    incrementalFile: `${reports}/stryker-incremental.json`,
    // event-recorder writes each tested mutant as it finishes, so survivors can be read
    // (survivors.mjs) while a shard that takes an hour is still running.
    reporters: ['clear-text', 'progress', 'html', 'json', 'event-recorder'],
    eventReporter: { baseDir: `${reports}/events` },
    htmlReporter: { fileName: `${reports}/index.html` },
    jsonReporter: { fileName: `${reports}/mutation.json` },
    // The 80 % floor applies to the shards together, static mutants counted (score.mjs).
    thresholds: { high: 90, low: 80, break: null },
    timeoutMS: own.timeoutMS,
    // The first run of the whole suite (with coverage) takes minutes under nice on a shared machine;
    // Stryker's default of 5 minutes ended shards before any mutant ran.
    dryRunTimeoutMinutes: Number(process.env.MUTATION_DRY_RUN_MINUTES ?? 40),
    tempDirName: `.stryker-tmp/${shard}`,
    // Shards run side by side in one workspace: without this, a shard starting up copies the other
    // shards' sandboxes into its own while they change, and fails on a file that just went away.
    ignorePatterns: ['/.stryker-tmp'],
    cleanTempDir: 'always'
  }
}

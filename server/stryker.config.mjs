// Mutation testing (npm run mutation; not part of npm test): changes the challenge mechanisms and the
// domain rules one small edit at a time and checks that some test fails. A surviving mutant is a
// behaviour no test pins down. Incremental: only mutants whose code or tests changed run again.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/challenges/**/*.ts',
    'src/domain/**/*.ts',
    '!src/**/*.test.ts'
  ],
  coverageAnalysis: 'perTest',
  // The machine is shared; one test runner at a time keeps the run from starving the others.
  concurrency: 1,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: 80 },
  timeoutMS: 20000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always'
}

import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import base from './vitest.config.js'
import MutationSequencer from './mutation-sequencer.js'
import { testsLeftOut } from './mutation-left-out.mjs'

// For Stryker only: the test files share one module cache, so each mutant run skips re-importing
// the server (about 2 s a file). Safe because no server module keeps state (every shop is an instance).
// The test files the mutation run leaves to `npm test`, and why: mutation-left-out.mjs.
export default mergeConfig(base, defineConfig({
  test: {
    isolate: false,
    sequence: { sequencer: MutationSequencer },
    exclude: [...configDefaults.exclude, ...testsLeftOut(process.env.MUTATION_SHARD ?? '')]
  }
}))

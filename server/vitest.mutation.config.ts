import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import type { BaseSequencer } from 'vitest/node'
import base from './vitest.config.js'
import { testsLeftOut } from './mutation-left-out.mjs'

// The test order of the mutation run, shared with web/ (../scripts/mutation/sequencer.mjs); this file
// runs in Stryker's copy of server/, so the project root comes from run.mjs.
const projectRoot = process.env.MUTATION_PROJECT_ROOT ?? fileURLToPath(new URL('..', import.meta.url))
const { default: MutationSequencer } = await import(pathToFileURL(join(projectRoot, 'scripts/mutation/sequencer.mjs')).href) as { default: typeof BaseSequencer }

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

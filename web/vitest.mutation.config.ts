import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { defineConfig, mergeConfig } from 'vitest/config'
import type { BaseSequencer } from 'vitest/node'
import base from './vite.config'

// The test order of the mutation run, shared with server/ (../scripts/mutation/sequencer.mjs): the
// quickest test files first, since Stryker stops at the first that fails. This file runs in
// Stryker's copy of web/, so the project root comes from run.mjs.
const projectRoot = process.env.MUTATION_PROJECT_ROOT ?? fileURLToPath(new URL('..', import.meta.url))
const { default: MutationSequencer } = await import(pathToFileURL(join(projectRoot, 'scripts/mutation/sequencer.mjs')).href) as { default: typeof BaseSequencer }

export default mergeConfig(base, defineConfig({ test: { sequence: { sequencer: MutationSequencer } } }))

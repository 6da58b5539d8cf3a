import { defineConfig, mergeConfig } from 'vitest/config'
import base from './vitest.config.js'

// For Stryker only: the test files share one module cache, so each mutant run skips re-importing
// the server (about 2 s a file). Safe because no server module keeps state (every shop is an instance).
export default mergeConfig(base, defineConfig({ test: { isolate: false } }))

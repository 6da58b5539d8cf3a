import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each test file builds its own shop in a temporary data folder, so files can run in parallel.
    pool: 'forks',
    testTimeout: 20000,
    env: { NODE_ENV: 'test' }
  }
})

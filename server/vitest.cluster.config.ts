import { defineConfig } from 'vitest/config'

/** `npm run test:cluster`: the three-replica test (Redis, nginx, the built server); not part of `npm test`. */
export default defineConfig({
  test: {
    include: ['src/cluster/**/*.cluster.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false
  }
})

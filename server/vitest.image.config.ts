import { defineConfig } from 'vitest/config'

/*
 * npm run test:image: the container image's recipe run in a clean copy of the build context
 * (src/deploy/image-recipe.image-test.ts). Heavy (a full npm ci and build), so outside npm test;
 * .ci/run runs it after npm test.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.image-test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 900_000
  }
})

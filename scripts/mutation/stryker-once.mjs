/*
 * Runs Stryker for the shard named by MUTATION_SHARD in the current workspace and ends the process
 * as soon as Stryker is done. `stryker run` ends only once its event loop is empty, so a handle a
 * test or a runner left open would keep run.mjs waiting, with the shard's results not yet kept.
 */
import { Stryker } from '@stryker-mutator/core'

try {
  await new Stryker({}).runMutationTest()
  process.exit(0)
} catch (error) {
  console.error(error)
  process.exit(1)
}

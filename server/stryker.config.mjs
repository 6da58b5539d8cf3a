// Mutation testing (npm run mutation; not part of npm test): changes the server's code one small
// edit at a time and checks that some test fails. A surviving mutant is a behaviour no test pins
// down. Incremental: only mutants whose code or tests changed run again.
//
// The run is cut into shards (MUTATION_SHARD, see ../scripts/mutation/shards.mjs), each with its own
// reports: a whole run takes hours on a small machine, and Stryker writes its results only when a
// run ends, so an interrupted run keeps every shard it finished. ../scripts/mutation/run.mjs runs
// them and adds up the score.
import { strykerOptions } from '../scripts/mutation/stryker-options.mjs'

export default strykerOptions('server', 'challenges', { configFile: 'vitest.mutation.config.ts', timeoutMS: 20000 })

import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import base from './vitest.config.js'
import MutationSequencer from './mutation-sequencer.js'

// For Stryker only: the test files share one module cache, so each mutant run skips re-importing
// the server (about 2 s a file). Safe because no server module keeps state (every shop is an instance).
// The audit journeys replay the family exploits in one shop and touch every detector, so a surviving
// detector mutant would run them both (16 s) on top of the family tests that already hold the same
// exploits. The containment tests wait out the real time limits (1.5 to 6 s each) and reach every
// request path, so they would run for every surviving mutant anywhere, three quarters of the suite's
// time; they guard src/containment/ and the reset script, which only the containment shard changes.
// The CTF export tool's compatibility test runs the real tool six times (about 15 s); the hint list it
// reads is pinned by routes/hints.test.ts and domain/progress/hints.test.ts.
// The mutation run leaves all of these to `npm test`, except that the containment shard, which mutates
// the pool and its queue, runs the containment tests that pin them; it still leaves out the load
// tests, which measure latency under attack and would only time out under a mutant.
const containmentShard = process.env.MUTATION_SHARD === 'containment'
const containment = containmentShard
  ? ['src/containment/sql-fairness.test.ts', 'src/containment/event-loop-budget*.test.ts', 'src/containment/file-roots-containment.test.ts']
  : ['src/containment/**']
// The leaderboard API test answers 200 where it expects 401 once it shares the module cache with the
// other files (seen in the initial run of the repositories shard on 2026-11-26, cause not yet found);
// it runs in `npm test`, isolated, until the leak is found. The classroom isolation test is a load
// test like the containment ones (a team's flood against the other team's latency): under a mutant
// it would only time out, and on a loaded machine its comparison failed the initial run.
const leaking = ['src/routes/classroom-scores.test.ts', 'src/classroom/isolation.test.ts']
export default mergeConfig(base, defineConfig({
  test: {
    isolate: false,
    sequence: { sequencer: MutationSequencer },
    exclude: [...configDefaults.exclude, 'src/audit/**', ...containment, 'src/instance/reset.test.ts', 'src/routes/compat-ctf-tool.test.ts', ...leaking]
  }
}))

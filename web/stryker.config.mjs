// Mutation testing of the web app (npm run mutation; not part of npm test), through the component
// tests (Testing Library on happy-dom, the API answered by MSW) and the pure-function tests. The
// shards are feature folders (../scripts/mutation/shards.mjs), run and added up with the server's
// by ../scripts/mutation/run.mjs, with the same kept-results format (web/mutation/<shard>.json.gz).
import { strykerOptions } from '../scripts/mutation/stryker-options.mjs'

// vitest.mutation.config.ts: vite.config.ts's test settings (happy-dom per component test file, its virtual asset
// server) in the mutation run's test order; a component test clicks through a form, which can take seconds on a loaded machine.
export default strykerOptions('web', 'web-app', { configFile: 'vitest.mutation.config.ts', timeoutMS: 30000 })

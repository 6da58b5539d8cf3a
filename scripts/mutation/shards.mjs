/*
 * The mutation run's shards, for both workspaces, each a part of the code a reader would name (the
 * routers by first letter, about 700 lines each). A shard stopped part way keeps what it decided
 * (salvage.mjs), so a long one (a web feature area takes hours) can be measured over several sittings.
 *
 * A shard is a list of parts: a folder (relative to its workspace) and, optionally, which file names
 * in it (`names`, searched recursively) or only its own files (`flat`). `shardingFaults` checks that
 * every production file below the covered roots is in exactly one shard, so a new file or folder
 * cannot slip out of the figure unnoticed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { leftOut } from '../../server/mutation-left-out.mjs'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

const domain = areas => areas.map(area => ({ dir: `src/domain/${area}` }))

/*
 * The contained worker's own code runs in a child process started with a stripped environment and a
 * bundle built once per test process: Stryker can neither switch a mutant on there nor see which test
 * reached it, so every such mutant would count as uncovered without telling anything. These files are
 * pinned by the containment tests through the real worker (npm test), not by the mutation run.
 */
export const WORKER_SIDE = [
  // Bundles the worker for tests and tsx; it runs once per test process, before any mutant is active.
  'dev-worker.ts',
  'worker.ts', 'memory-ceiling.ts', 'orphan-watch.ts', 'refusal.ts', 'sql-task.ts', 'sandbox-task.ts',
  'sandbox-decoys.ts', 'xml-task.ts', 'xml-expansions.ts', 'yaml-task.ts', 'match-task.ts', 'zip-task.ts'
]

const server = {
  challenges: [{ dir: 'src/challenges' }],
  'domain-identity': domain(['auth', 'accounts']),
  'domain-profile': domain(['profile', 'privacy', 'coding', 'accounting']),
  'domain-support': domain(['chatbot', 'progress', 'feedback', 'recycle', 'complaints', 'redirect']),
  'domain-checkout': domain(['checkout', 'basket', 'wallet', 'addresses', 'delivery', 'deluxe', 'orders']),
  'domain-content': domain(['catalogue', 'reviews', 'memories', 'uploads', 'files']),
  // The domain's own top-level modules (errors, languages, validation) go with the records.
  'domain-records': [...domain(['disclosure', 'logs', 'metrics']), { dir: 'src/domain', flat: true }],
  repositories: [{ dir: 'src/repositories' }],
  http: [{ dir: 'src/http' }],
  containment: [{ dir: 'src/containment', skip: WORKER_SIDE }],
  // The routers by first letter, about 600 to 800 lines each.
  'routes-a': [{ dir: 'src/routes', names: /^[a-c]/ }],
  'routes-b': [{ dir: 'src/routes', names: /^[d-o]/ }],
  'routes-c': [{ dir: 'src/routes', names: /^[p-z]/ }]
}

const feature = names => names.map(name => ({ dir: `src/features/${name}` }))
const web = {
  'web-app': [{ dir: 'src/app' }, { dir: 'src', names: /^main\.tsx$/, flat: true }],
  'web-lib': [{ dir: 'src/lib' }, { dir: 'src/components' }],
  'web-account': feature(['account', 'auth', 'meta', 'errors']),
  'web-shopping': feature(['basket', 'catalogue', 'orders']),
  'web-checkout': feature(['checkout']),
  'web-classroom': feature(['classroom']),
  'web-community': feature(['about', 'support', 'deluxe', 'recycle', 'notifications']),
  'web-staff': feature(['staff', 'hacking-instructor']),
  'web-scoreboard': feature(['scoreboard'])
}

/** name → { workspace, parts } for every shard, server first. */
export const shards = Object.fromEntries([
  ...Object.entries(server).map(([name, parts]) => [name, { workspace: 'server', parts }]),
  ...Object.entries(web).map(([name, parts]) => [name, { workspace: 'web', parts }])
])

/** The folders whose every production file must be in one shard (test helpers are not production). */
const covered = {
  server: { roots: ['src/challenges', 'src/domain', 'src/repositories', 'src/http', 'src/containment', 'src/routes'], skip: { 'src/containment': WORKER_SIDE } },
  web: { roots: ['src'], skip: {}, skipDirs: ['src/test-support'] }
}

const isProduction = name => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')

/**
 * Files below a folder whose name `keep` accepts, relative to `root` (with `dir` in front), sorted;
 * `flat` stays in the folder itself, `skipDirs` (relative to `root`) are not entered.
 */
export function filesBelow (root, dir, keep, { flat = false, skipDirs = [] } = {}) {
  const found = []
  const walk = relative => {
    const absolute = path.join(root, relative)
    if (!fs.existsSync(absolute)) return
    for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name)
      if (entry.isDirectory()) { if (!flat && !skipDirs.includes(child)) walk(child) } else if (keep(entry.name)) found.push(child)
    }
  }
  walk(dir)
  return found.sort()
}

/** Production files below a folder of a workspace, relative to the workspace, sorted. */
export const productionFiles = (workspaceRoot, dir, options = {}) => filesBelow(workspaceRoot, dir, isProduction, options)

/**
 * Vitest finds the tests "related" to the mutated files through static imports only. The web app's
 * screens and the server's API routers are loaded with import() (lazy chunks, lazy-router.ts), so
 * for them it found almost none (a web shard's first run ran 8 of 356 tests): those shards start
 * from the whole suite instead.
 */
export const runsWholeSuite = name => shards[shardName(name)].workspace === 'web' || name.startsWith('routes-')

/**
 * Every test file of a shard's workspace, relative to it, as the tree is now: taken when a run
 * starts, since a test file written while the run goes on was never in Stryker's copy. Of these, a
 * whole-suite shard's run must have loaded those that reach its code (shardTestFiles in dependencies.mjs).
 */
export function testFilesAtStart (name, root = projectRoot) {
  return filesBelow(path.join(root, shards[shardName(name)].workspace), 'src', entry => /\.test\.tsx?$/.test(entry))
}

/**
 * Test files a whole-suite shard's run (Stryker's results: `testFiles` by path) did not load, of
 * those there when it started (`testFilesAtStart`), apart from those the run leaves out on purpose. Stryker runs the tests in a copy of the
 * workspace; a test file that fails to load there (it read a file outside the copy) is dropped
 * without a word, and the mutants it would kill count as uncovered: the web results kept at one
 * stop rested on 62 of 66 test files.
 */
export function missingTestFiles (name, results, atStart) {
  if (!runsWholeSuite(name)) return []
  const ran = new Set(Object.keys(results.testFiles ?? {}))
  const { workspace } = shards[shardName(name)]
  // The server's run leaves some test files to `npm test` on purpose (server/mutation-left-out.mjs).
  return atStart.filter(file => !ran.has(file) && !(workspace === 'server' && leftOut(name, file)))
}

export function shardName (name) {
  if (!(name in shards)) throw new Error(`Unknown mutation shard "${name}"; one of ${Object.keys(shards).join(', ')}`)
  return name
}

/** The files a shard mutates, relative to its workspace (what Stryker's `mutate` takes). */
export function shardFiles (name, root = projectRoot) {
  const { workspace, parts } = shards[shardName(name)]
  const workspaceRoot = path.join(root, workspace)
  return parts.flatMap(({ dir, flat, names, skip = [] }) => productionFiles(workspaceRoot, dir, { flat })
    .filter(file => names === undefined || names.test(path.posix.basename(file)))
    .filter(file => !skip.includes(path.posix.relative(dir, file))))
}

/** Production files in no shard or in several, as readable lines; empty when the sharding is sound. */
export function shardingFaults (root = projectRoot) {
  const faults = []
  for (const [workspace, { roots, skip, skipDirs = [] }] of Object.entries(covered)) {
    const owners = new Map()
    for (const name of Object.keys(shards).filter(name => shards[name].workspace === workspace)) {
      for (const file of shardFiles(name, root)) owners.set(file, [...(owners.get(file) ?? []), name])
    }
    for (const dir of roots) {
      for (const file of productionFiles(path.join(root, workspace), dir, { skipDirs })) {
        if ((skip[dir] ?? []).includes(path.posix.relative(dir, file))) continue
        const names = owners.get(file) ?? []
        if (names.length !== 1) faults.push(`${workspace}/${file} is in ${names.length === 0 ? 'no shard' : `several shards (${names.join(', ')})`}`)
      }
    }
  }
  return faults
}

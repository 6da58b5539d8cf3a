/*
 * The fresh-module pass: what Stryker's own run cannot decide, decided the way `npm test` runs.
 * - Static mutants, which Stryker leaves out (ignoreStatic, stryker-options.mjs): a change to a
 *   module-level constant (a detector's pattern, a price table) takes effect only when the module
 *   is loaded, so Stryker would have to run the whole suite in fresh processes for each one.
 * - Survivors: Stryker's server runs share one module cache between test files
 *   (server/vitest.mutation.config.ts), so code that runs once when a module is first loaded (a
 *   lazily built router's tables and texts) is attributed to whichever test loaded it and cannot be
 *   changed afterwards; such a mutant "survives" although the tests catch it in fresh processes.
 * Each such mutant is written into a copy of the workspace and the test files that reach it most
 * directly (the file's own tests, those importing it, those that covered the mutant, then those
 * that covered most of the file's mutants in the kept report; at most six) run in fresh processes. A
 * mutant a failing test catches is killed; one the chosen tests let through might still have been
 * caught by a test outside them, so the pass can understate the score, never overstate it.
 *
 * Results are kept beside the shard's (<shard>.fresh.json.gz), each with the digests of the
 * mutated file and of the test files it ran; a result counts only while both are unchanged and no
 * source file those tests reach has changed (sources.mjs), so a later pass re-tests only what changed.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot, shards, testFilesAtStart } from './shards.mjs'
import { reachability, specifierPath, specifiers } from './dependencies.mjs'
import { digest, shakenTests, sourceManifest, testFileById } from './sources.mjs'


/** Stryker's name for a static mutant it did not run. */
export const isUntestedStatic = mutant => mutant.status === 'Ignored' && /static mutant/i.test(mutant.statusReason ?? '')

/** The mutants the fresh-module pass decides: static ones and survivors. */
export const needsFreshRun = mutant => isUntestedStatic(mutant) || mutant.status === 'Survived'

/** What identifies a mutant across runs: where it is, what it changes and into what. */
export const mutantKey = ({ mutatorName, location: { start, end }, replacement }) =>
  `${mutatorName}@${start.line}:${start.column}-${end.line}:${end.column}=${replacement ?? ''}`

/** The source with the mutant's replacement written over its location (lines and columns from 1, end exclusive). */
export function applyMutant (source, { location: { start, end }, replacement }) {
  const lines = source.split('\n')
  const offset = ({ line, column }) => lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1
  return source.slice(0, offset(start)) + (replacement ?? '') + source.slice(offset(end))
}

/** At most this many test files per mutated file: a middleware is reached by nearly every test file. */
export const MOST_TESTS = 6

const withoutExtension = file => file.replace(/\.(?:[cm]?js|tsx?)$/, '')

/** Whether a test file's text imports `file` (both relative to the workspace), by relative path or the `@/` alias. */
export function importsFile (testFile, text, file) {
  const target = withoutExtension(`w/${file}`)
  return specifiers(text).some(specifier => {
    const named = specifierPath(`w/${testFile}`, specifier)
    return named !== null && withoutExtension(named) === target
  })
}

/**
 * The test files (relative to the workspace) that reach `file`: `direct` are its own test files
 * (`<name>.test.ts`, `<name>.unit.test.ts`, … beside it) and those in `tests` (name → text) that
 * import it; `covering` those whose tests covered its mutants in `report`, most mutants first.
 */
export function testsReaching (report, file, tests, reaches = () => false) {
  const own = `${withoutExtension(file)}.`
  const ownTests = Object.keys(tests).filter(testFile => testFile.startsWith(own)).sort()
  const importing = Object.entries(tests).filter(([testFile, text]) => importsFile(testFile, text, file)).map(([testFile]) => testFile).sort()
  const fileOfTest = testFileById(report)
  const reach = new Map()
  for (const { coveredBy = [] } of report.files[file]?.mutants ?? []) {
    for (const testFile of new Set(coveredBy.map(id => fileOfTest.get(id)).filter(Boolean))) reach.set(testFile, (reach.get(testFile) ?? 0) + 1)
  }
  const covering = [...reach].sort(([a, m], [b, n]) => n - m || a.localeCompare(b)).map(([testFile]) => testFile)
  const direct = [...new Set([...ownTests, ...importing])]
  if (direct.length > 0) return { direct, covering }
  // A file only loaded through others (a tutorial script through its registry) has no test of its
  // own: after those that covered it (which may be only the one that ran its functions, not the one
  // checking its texts), the tests whose imports reach it, those nearest in the tree first.
  const shared = testFile => {
    const [a, b] = [path.posix.dirname(testFile).split('/'), path.posix.dirname(file).split('/')]
    let depth = 0
    while (depth < a.length && a[depth] === b[depth]) depth++
    return depth
  }
  const reaching = Object.keys(tests).filter(testFile => !covering.includes(testFile) && reaches(testFile))
    .sort((a, b) => shared(b) - shared(a) || a.localeCompare(b))
  return { direct, covering: [...covering, ...reaching] }
}

/** Whether a kept result still describes the mutant as the tree is now. */
export function resultHolds (result, fileDigest, testDigest) {
  return result.source === fileDigest && Object.entries(result.tests).every(([testFile, hash]) => testDigest(testFile) === hash)
}

const COPY_SKIP = new Set(['node_modules', 'reports', 'mutation', '.stryker-tmp', '.fresh-tmp'])

/** A copy of the workspace to mutate, sharing its installed packages. */
function makeSandbox (workspaceDir, name) {
  const sandbox = path.join(workspaceDir, '.fresh-tmp', name)
  fs.rmSync(sandbox, { recursive: true, force: true })
  fs.mkdirSync(sandbox, { recursive: true })
  for (const entry of fs.readdirSync(workspaceDir)) {
    if (!COPY_SKIP.has(entry)) fs.cpSync(path.join(workspaceDir, entry), path.join(sandbox, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(workspaceDir, 'node_modules'), path.join(sandbox, 'node_modules'), 'dir')
  return sandbox
}

const endGroup = pid => { try { process.kill(-pid, 'SIGKILL') } catch { /* already gone */ } }

/**
 * The set of test runs under way (each its own process group), ended with the pass however it
 * ends, and the function that stops watching.
 */
function watchRuns () {
  const running = new Set()
  const endAll = () => { for (const pid of running) endGroup(pid) }
  const interrupted = () => { process.exit(130) }
  process.once('exit', endAll)
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, interrupted)
  return [running, () => {
    process.off('exit', endAll)
    for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, interrupted)
  }]
}

/** Runs the test files in fresh processes; resolves 'passed', 'failed' or 'timed out'. */
function runTests (running, sandbox, testFiles, configFile, timeoutMs) {
  const vitest = path.join(projectRoot, 'node_modules/vitest/vitest.mjs')
  return new Promise(resolve => {
    const child = spawn(process.execPath, [vitest, 'run', '--config', configFile, '--reporter=dot', '--bail=1', ...testFiles],
      { cwd: sandbox, stdio: 'ignore', detached: true, env: { ...process.env, CI: '1' } })
    running.add(child.pid)
    const timer = setTimeout(() => {
      endGroup(child.pid)
      resolve('timed out')
    }, timeoutMs)
    child.on('exit', code => {
      running.delete(child.pid)
      clearTimeout(timer)
      resolve(code === 0 ? 'passed' : 'failed')
    })
  })
}

/** The test settings `npm test` uses in each workspace (each test file in its own process). */
const CONFIG = { server: 'vitest.config.ts', web: 'vite.config.ts' }

/** Every test file of the shard's workspace (name → text), and the digest of one by name (null when gone). */
function workspaceTests (shard) {
  const workspaceDir = path.join(projectRoot, shards[shard].workspace)
  const tests = Object.fromEntries(testFilesAtStart(shard).map(file => [file, fs.readFileSync(path.join(workspaceDir, file), 'utf8')]))
  return { tests, testDigest: file => file in tests ? digest(tests[file]) : null }
}

const STATUS = { failed: 'Killed', 'timed out': 'Timeout', passed: 'Survived' }


/**
 * The tests to run for one mutant, at most MOST_TESTS: those written for its file (`direct`), then
 * those that covered this mutant (a survivor), those in the mutated file's own folder first (a
 * router's sibling tests, not whichever of the many covering tests sort first by name), then those
 * that covered most of its file.
 */
export function testsForMutant (mutant, fileOfTest, { direct, covering }, file = '') {
  const folder = `${path.posix.dirname(file)}/`
  const near = testFile => file !== '' && testFile.startsWith(folder) ? 0 : 1
  const coveringMutant = [...new Set((mutant.coveredBy ?? []).map(id => fileOfTest.get(id)).filter(Boolean))]
    .sort((a, b) => near(a) - near(b) || a.localeCompare(b))
  return [...new Set([...direct, ...coveringMutant, ...covering])].slice(0, MOST_TESTS)
}

/**
 * The pass's work as [file, entries, 'static' | 'survivors'] parts, every file's static mutants
 * before any survivor: only this pass decides a static mutant, while a survivor already has
 * Stryker's verdict and is seldom overturned here, so a pass stopped part way has spent its time
 * where the score moves. `byFile` maps a file to its entries ({ mutant, … }).
 */
export function staticFirst (byFile) {
  // A file's part is cut into pieces of at most PART_SIZE, so that the 92 static mutants of a routes
  // table do not keep one worker busy for a quarter of an hour while the others have nothing to take.
  const pieces = (file, entries, kind) => Array.from({ length: Math.ceil(entries.length / PART_SIZE) },
    (_, index) => [file, entries.slice(index * PART_SIZE, (index + 1) * PART_SIZE), kind])
  const parts = [...byFile.entries()].map(([file, entries]) => [
    pieces(file, entries.filter(({ mutant }) => isUntestedStatic(mutant)), 'static'),
    pieces(file, entries.filter(({ mutant }) => !isUntestedStatic(mutant)), 'survivors')
  ])
  return [...parts.flatMap(([first]) => first), ...parts.flatMap(([, second]) => second)]
}

/** At most this many mutants of one file in one part of the pass's queue. */
export const PART_SIZE = 8

/** Whether a status counts as detected. */
export const caught = status => status === 'Killed' || status === 'Timeout'

/**
 * Tests the shard's static mutants and survivors that have no valid result in `kept` and returns
 * the results to keep. `report` is the shard's kept Stryker report; `log` gets one line per file,
 * `save` the results so far after each file (a pass over a large shard takes an hour).
 */
export async function freshPass (shard, report, kept, { concurrency = 1, log = console.log, save = () => {} } = {}) {
  const workspaceDir = path.join(projectRoot, shards[shard].workspace)
  const configFile = CONFIG[shards[shard].workspace]
  const { tests, testDigest } = workspaceTests(shard)
  const manifest = sourceManifest(shard)
  const usable = holding(shard, kept, manifest)
  const fileOfTest = testFileById(report)
  // What each test file can reach, worked out only for files no test names.
  const graph = { reach: null, memo: new Map() }
  const reachedFrom = testFile => {
    graph.reach ??= reachability(shards[shard].workspace)
    if (!graph.memo.has(testFile)) graph.memo.set(testFile, graph.reach(testFile))
    return graph.memo.get(testFile)
  }
  const results = {}
  const byFile = new Map()
  let keptCount = 0
  for (const [file, { mutants, source }] of Object.entries(report.files)) {
    const open = mutants.filter(needsFreshRun)
    if (open.length === 0) continue
    // The report's locations fit the text it measured; a file changed since waits for Stryker's next run.
    const current = path.join(workspaceDir, file)
    if (!fs.existsSync(current) || fs.readFileSync(current, 'utf8') !== source) { log(`  ${file} changed since the report: waits for the shard's next run`); continue }
    const fileDigest = digest(source)
    const reaching = testsReaching(report, file, tests, testFile => reachedFrom(testFile).has(`${shards[shard].workspace}/${file}`))
    for (const mutant of open) {
      const key = `${file}#${mutantKey(mutant)}`
      const chosen = testsForMutant(mutant, fileOfTest, reaching, file)
      const before = usable[key]
      // A kill holds while its tests do; a mutant let through is tried again when other tests would
      // be chosen now, since a better choice may catch it.
      const sameChoice = before !== undefined && Object.keys(before.tests).sort().join('\n') === [...chosen].sort().join('\n')
      if (before !== undefined && (caught(before.status) || sameChoice) && resultHolds(before, fileDigest, testDigest)) { results[key] = before; keptCount++; continue }
      byFile.set(file, [...(byFile.get(file) ?? []), { key, mutant, fileDigest, chosen }])
    }
  }
  const queue = staticFirst(byFile)
  log(`fresh-module pass of ${shard}: ${queue.reduce((sum, [, entries]) => sum + entries.length, 0)} mutants to test, ${keptCount} kept`)
  // Each set of tests runs once unmutated first: it must pass, and its time sets the mutants' budget.
  // Shared by the workers (their copies of the workspace are alike), so the pieces of a file measure
  // their tests once.
  const budgets = new Map()
  const budgetFor = (sandbox, file, chosen) => {
    const id = chosen.join('\n')
    if (!budgets.has(id)) {
      budgets.set(id, (async () => {
        const started = performance.now()
        const baseline = await runTests(running, sandbox, chosen, configFile, 600_000)
        if (baseline !== 'passed') log(`  ${file}: its tests fail unmutated (${chosen.join(', ')}); left untested`)
        return baseline === 'passed' ? Math.max(60_000, 3 * (performance.now() - started) + 10_000) : null
      })())
    }
    return budgets.get(id)
  }
  const worker = async index => {
    const sandbox = makeSandbox(workspaceDir, `${shard}-${index}`)
    try {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const [file, entries, kind] = next
        const target = path.join(sandbox, file)
        const original = fs.readFileSync(target, 'utf8')
        const tally = { Killed: 0, Timeout: 0, Survived: 0, untested: 0 }
        for (const { key, mutant, fileDigest, chosen } of entries) {
          const budget = chosen.length === 0 ? null : await budgetFor(sandbox, file, chosen)
          if (budget === null) { tally.untested++; continue }
          fs.writeFileSync(target, applyMutant(original, mutant))
          const outcome = await runTests(running, sandbox, chosen, configFile, budget)
          fs.writeFileSync(target, original)
          const status = STATUS[outcome]
          tally[status]++
          results[key] = { status, source: fileDigest, tests: Object.fromEntries(chosen.map(testFile => [testFile, testDigest(testFile)])) }
        }
        save({ manifest, results })
        log(`  ${file} (${kind}): ${entries.length} mutants, ${tally.Killed + tally.Timeout} killed, ${tally.Survived} survived, ${tally.untested} without tests to run`)
      }
    } finally {
      fs.rmSync(sandbox, { recursive: true, force: true })
    }
  }
  const [running, unwatch] = watchRuns()
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, (_, index) => worker(index)))
  } finally {
    unwatch()
  }
  return { manifest, results }
}

/** The kept results of a pass whose test files reach no file changed since it (sources.mjs). */
function holding (shard, kept, manifest) {
  if (kept === null) return {}
  const shaken = shakenTests(shard, kept.manifest, manifest)
  return Object.fromEntries(Object.entries(kept.results).filter(([, { tests }]) => !Object.keys(tests).some(shaken)))
}

/**
 * The kept results of a shard's fresh-module pass that still hold, as a function (file, mutant,
 * source) → result or undefined: what score.mjs counts in place of Stryker's "ignored" or
 * "survived". Those whose tests reach a source changed since the pass do not count.
 */
export function heldFreshResults (shard, kept) {
  const results = holding(shard, kept, sourceManifest(shard))
  const { testDigest } = workspaceTests(shard)
  return (file, mutant, source) => {
    const result = results[`${file}#${mutantKey(mutant)}`]
    return result !== undefined && resultHolds(result, digest(source), testDigest) ? result : undefined
  }
}

/*
 * Which source files each test file can load, read from the import statements. A kept mutation
 * result rests on the tests that produced it: when a file outside the shard changes, only the
 * results whose tests can reach that file need testing again, instead of the whole shard (every
 * server shard went stale on any change to any server file, and a full run costs hours).
 *
 * The graph errs on the side of more edges: type-only imports, imports in comments, `vi.mock`
 * targets and `new URL('./x.ts', import.meta.url)` (the contained worker's bundle) all count.
 * Packages outside the repository do not: the manifest (sources.mjs) does not cover them either.
 */
import fs from 'node:fs'
import path from 'node:path'
import { filesBelow, projectRoot, runsWholeSuite, shardFiles, shards, testFilesAtStart } from './shards.mjs'

// `from '…'`, `import '…'`, `import('…')`.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"\n]+)\1/g
// Files loaded otherwise: `vi.mock('…')`, `vi.importActual('…')`, `new URL('…', import.meta.url)`.
const OTHER_LOAD = /(?:\bvi\.(?:mock|doMock|importActual)\(\s*|\bnew URL\(\s*)(['"])([^'"\n]+)\1/g

/** The specifiers a source text imports, as strings. */
export const specifiers = text => [...text.matchAll(IMPORT)].map(match => match[2])

/** Those and the specifiers of files it loads otherwise (a mocked module's original, a worker bundle's entry). */
const loadedSpecifiers = text => [...specifiers(text), ...[...text.matchAll(OTHER_LOAD)].map(match => match[2])]

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

/** Every .ts/.tsx file (tests and test helpers included) of the workspace and the contract, relative to `root`. */
const sourceFiles = (root, workspace) => new Set([`${workspace}/src`, 'contract/src']
  .flatMap(dir => filesBelow(root, dir, name => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))))

/**
 * The path (relative to the project root, its extension as written) a specifier in `from` names,
 * or null for a package. `@/` is the web app's alias of its src/ folder.
 */
export function specifierPath (from, specifier) {
  const bare = specifier.replace(/\?.*$/, '')
  if (bare.startsWith('.')) return path.posix.join(path.posix.dirname(from), bare)
  if (bare.startsWith('@/')) return `${from.split('/')[0]}/src/${bare.slice(2)}`
  if (bare === '@shop/contract') return 'contract/src/index.ts'
  return null
}

/** The file a specifier names, one of `known` (relative to the project root), or null. */
export function resolveSpecifier (from, specifier, known) {
  const base = specifierPath(from, specifier)
  if (base === null) return null
  const stem = base.replace(/\.(?:js|jsx|mjs)$/, '')
  for (const candidate of [base, ...EXTENSIONS.map(extension => stem + extension)]) if (known.has(candidate)) return candidate
  return null
}

/** Files a source text imports, relative to the project root (`from` is the file's own path). */
export function importsOf (from, text, known) {
  const found = new Set()
  for (const specifier of loadedSpecifiers(text)) {
    const file = resolveSpecifier(from, specifier, known)
    if (file !== null && file !== from) found.add(file)
  }
  return found
}

/**
 * A function test file (relative to its workspace) → every source file it can reach, relative to
 * the project root, the test file itself included. Built once from the tree as it is now.
 */
export function reachability (workspace, root = projectRoot) {
  const known = sourceFiles(root, workspace)
  const text = file => fs.readFileSync(path.join(root, file), 'utf8')
  const edges = new Map()
  const importsFrom = file => {
    if (!edges.has(file)) {
      const found = importsOf(file, text(file), known)
      const word = TREE_READERS[file]
      if (word !== undefined) for (const other of known) if (!/\.test\.tsx?$/.test(other) && text(other).includes(word)) found.add(other)
      edges.set(file, found)
    }
    return edges.get(file)
  }
  return testFile => {
    const start = `${workspace}/${testFile}`
    const reached = new Set([start])
    const pending = [start]
    while (pending.length > 0) {
      const file = pending.pop()
      if (!known.has(file)) continue
      for (const next of importsFrom(file)) if (!reached.has(next)) { reached.add(next); pending.push(next) }
    }
    return reached
  }
}

/**
 * Modules that read the source tree itself as text, and the word that makes a file count for them:
 * the coding challenges cut their snippets from every file below server/src and web/src that
 * carries a snippet marker. A test reaching one rests on each file carrying the word now (a file
 * that lost its marker since is missed here; the snippet consistency tests of `npm test` catch a
 * challenge left without its snippet).
 */
export const TREE_READERS = { 'server/src/challenges/snippets/source-index.ts': 'vuln-code-snippet' }

/** The files of two manifests ({ file: hash }) that differ: changed, added or removed. */
export function changedFiles (recorded, current) {
  return new Set([...Object.keys(recorded), ...Object.keys(current)].filter(file => recorded[file] !== current[file]))
}

/**
 * A function test file → whether it can reach one of `changed`, memoised. With nothing changed,
 * no test is affected and the graph is not even read.
 */
export function affectedTests (workspace, changed, root = projectRoot) {
  if (changed.size === 0) return () => false
  const reach = reachability(workspace, root)
  const memo = new Map()
  return testFile => {
    if (!memo.has(testFile)) memo.set(testFile, [...reach(testFile)].some(file => changed.has(file)))
    return memo.get(testFile)
  }
}

/**
 * The test files (relative to the workspace) a whole-suite shard's run starts from: those whose
 * imports can reach one of the shard's files. A web feature shard is reached by about 25 of the
 * app's 190 test files, and the initial run of all of them (10 minutes on one runner) was most of
 * such a shard's time. A test that cannot load a file cannot run a mutant in it, and the graph errs
 * on the side of more edges, so this leaves out no test that could kill one. A shard that starts
 * from Vitest's related tests gets every test file (none is asked for: missingTestFiles).
 */
export function shardTestFiles (name, root = projectRoot) {
  const tests = testFilesAtStart(name, root)
  if (!runsWholeSuite(name)) return tests
  const { workspace } = shards[name]
  const targets = new Set(shardFiles(name, root).map(file => `${workspace}/${file}`))
  const reach = reachability(workspace, root)
  return tests.filter(test => [...reach(test)].some(file => targets.has(file)))
}

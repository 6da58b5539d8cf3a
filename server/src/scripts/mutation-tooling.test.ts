import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../paths.js'
import { fakeCheckouts, write } from '../test-support/fake-checkout.js'

/*
 * The mutation run's bookkeeping (scripts/mutation/): which shard owns each file, when kept results
 * went stale, and the score both ways. Checked on fake checkouts, since the real run takes hours.
 */

type Manifest = Record<string, string>
interface Tally { Killed: number, Timeout: number, Survived: number, NoCoverage: number, Static: number, StaticKilled: number, FreshKilled: number, Layout: number }
interface ShardsModule {
  shards: Record<string, { workspace: string }>
  shardFiles: (name: string, root?: string) => string[]
  shardingFaults: (root?: string) => string[]
  missingTestFiles: (name: string, results: { testFiles?: Record<string, unknown> }, atStart: string[]) => string[]
  testFilesAtStart: (name: string, root?: string) => string[]
}
interface SourcesModule {
  sourceManifest: (shard: string, root?: string) => Manifest
  outdatedReason: (shard: string, report: { files?: Record<string, { source: string }> }, root?: string, unmutated?: Record<string, string>) => string | null
  unmutatedFiles: (shard: string, report: { files?: Record<string, { source: string }> }, root?: string) => Record<string, string>
}
interface Mutant { mutatorName: string, replacement?: string, location: { start: { line: number, column: number }, end: { line: number, column: number } } }
interface Reaching { direct: string[], covering: string[] }
type FreshResult = (file: string, mutant: Mutant, source: string) => { status: string } | undefined
interface FreshModule {
  applyMutant: (source: string, mutant: Mutant) => string
  mutantKey: (mutant: Mutant) => string
  testsReaching: (report: { files: Record<string, { mutants: Array<{ coveredBy?: string[] }> }>, testFiles?: Record<string, { tests: Array<{ id: string }> }> }, file: string, tests: Record<string, string>, reaches?: (testFile: string) => boolean) => Reaching
  resultHolds: (result: { source: string, tests: Record<string, string | null> }, fileDigest: string, testDigest: (file: string) => string | null) => boolean
  testsForMutant: (mutant: { coveredBy?: string[] }, fileOfTest: Map<string, string>, reaching: Reaching, file?: string) => string[]
  staticFirst: (byFile: Map<string, Array<{ mutant: { status: string, statusReason?: string } }>>) => Array<[string, unknown[], string]>
}
interface ScoreModule {
  tallyReport: (report: unknown, tally?: Tally, freshResult?: FreshResult) => Tally
  scores: (tally: Tally) => { detected: number, valid: number, withStatic: number, withoutStatic: number }
  printScores: (shards: Array<{ shard: string, tally: Tally | null, stale: string | null }>, log: (line: string) => void) => boolean
}
interface OptionsModule {
  strykerOptions: (workspace: string, fallback: string, own: { configFile: string, timeoutMS: number }) => { tempDirName: string, ignorePatterns: string[] }
}

const load = async <T>(name: string): Promise<T> => await import(pathToFileURL(path.join(projectRoot, 'scripts', 'mutation', name)).href) as T
const { shards, shardFiles, shardingFaults, missingTestFiles, testFilesAtStart } = await load<ShardsModule>('shards.mjs')
const { sourceManifest, outdatedReason, unmutatedFiles } = await load<SourcesModule>('sources.mjs')
const { tallyReport, scores, printScores } = await load<ScoreModule>('score.mjs')
const { applyMutant, mutantKey, testsReaching, resultHolds, testsForMutant, staticFirst } = await load<FreshModule>('fresh-pass.mjs')
const { strykerOptions } = await load<OptionsModule>('stryker-options.mjs')

const fakeCheckout = fakeCheckouts()

describe('mutation shards', () => {
  it('put every production file of the covered folders of this checkout in exactly one shard', () => {
    expect(shardingFaults()).toEqual([])
  })

  it('name a new folder, a new router or a new web feature that no shard takes', () => {
    const root = fakeCheckout({
      'server/src/domain/auth/login.ts': '',
      'server/src/domain/newarea/rule.ts': '',
      'server/src/domain/newarea/rule.test.ts': '',
      'server/src/routes/basket.ts': '',
      'server/src/routes/0-health.ts': '',
      'server/src/containment/worker.ts': '',
      'web/src/features/newscreen/page.tsx': '',
      'web/src/test-support/render.tsx': ''
    })
    expect(shardingFaults(root).sort()).toEqual([
      'server/src/domain/newarea/rule.ts is in no shard',
      'server/src/routes/0-health.ts is in no shard',
      'web/src/features/newscreen/page.tsx is in no shard'
    ])
  })

  it('split the routers into three shards by first letter and leave the worker-side containment code out', () => {
    const root = fakeCheckout({
      'server/src/routes/basket.ts': '', 'server/src/routes/data-erasure.ts': '', 'server/src/routes/wallet.ts': '',
      'server/src/routes/basket.test.ts': '', 'server/src/containment/pool.ts': '', 'server/src/containment/worker.ts': ''
    })
    expect([shardFiles('routes-a', root), shardFiles('routes-b', root), shardFiles('routes-c', root)])
      .toEqual([['src/routes/basket.ts'], ['src/routes/data-erasure.ts'], ['src/routes/wallet.ts']])
    expect(shardFiles('containment', root)).toEqual(['src/containment/pool.ts'])
    expect(shards['web-checkout'].workspace).toBe('web')
  })
})

describe('a run that did not load every test file', () => {
  const root = (): string => fakeCheckout({
    'web/src/lib/i18n.ts': '', 'web/src/lib/i18n.test.ts': '', 'web/src/app/app.test.tsx': '',
    'server/src/routes/basket.test.ts': '', 'server/src/http/cors.test.ts': ''
  })

  it('names the test files a whole-suite shard (web, routers) did not run, so its results are not kept', () => {
    const checkout = root()
    const web = testFilesAtStart('web-app', checkout)
    expect(web).toEqual(['src/app/app.test.tsx', 'src/lib/i18n.test.ts'])
    expect(missingTestFiles('web-app', { testFiles: { 'src/app/app.test.tsx': {} } }, web)).toEqual(['src/lib/i18n.test.ts'])
    expect(missingTestFiles('web-lib', { testFiles: { 'src/app/app.test.tsx': {}, 'src/lib/i18n.test.ts': {} } }, web)).toEqual([])
    expect(missingTestFiles('routes-a', {}, testFilesAtStart('routes-a', checkout))).toEqual(['src/http/cors.test.ts', 'src/routes/basket.test.ts'])
  })

  it('does not ask a server shard for the test files its run leaves to npm test on purpose', () => {
    const atStart = ['src/audit/journey-forward.test.ts', 'src/containment/pool.test.ts', 'src/containment/sql-fairness.test.ts',
      'src/routes/classroom-scores.test.ts', 'src/routes/compat-ctf-tool.test.ts', 'src/instance/reset.test.ts', 'src/routes/basket.test.ts']
    expect(missingTestFiles('routes-a', {}, atStart)).toEqual(['src/routes/basket.test.ts'])
    expect(missingTestFiles('routes-b', { testFiles: { 'src/routes/basket.test.ts': {} } }, atStart)).toEqual([])
  })

  it('asks only for the test files there when the run started, not one written while it ran', () => {
    const checkout = root()
    const atStart = testFilesAtStart('web-app', checkout)
    write(checkout, 'web/src/lib/later.test.ts', '')
    const ran = { testFiles: { 'src/app/app.test.tsx': {}, 'src/lib/i18n.test.ts': {} } }
    expect(missingTestFiles('web-app', ran, atStart)).toEqual([])
    expect(missingTestFiles('web-app', ran, testFilesAtStart('web-app', checkout))).toEqual(['src/lib/later.test.ts'])
  })

  it('asks nothing of a shard that starts from the related tests only', () => {
    expect(missingTestFiles('http', { testFiles: {} }, testFilesAtStart('http', root()))).toEqual([])
  })
})

// Which kept results a change outside the shard shakes: mutation-dependencies.test.ts.
describe('stale kept results', () => {
  const checkout = (): string => fakeCheckout({
    'server/src/repositories/users.ts': 'export const users = 1',
    'server/src/repositories/users.test.ts': 'test',
    'server/src/http/authenticate.ts': 'export const cookie = "token"',
    'server/src/test-support/test-shop.ts': 'export const shop = {}',
    'contract/src/user.ts': 'export const User = {}',
    'web/src/lib/api.ts': 'export const api = 1'
  })

  it('count a web shard as resting on the web sources and the contract, not on the server', () => {
    const root = checkout()
    expect(Object.keys(sourceManifest('web-lib', root))).toEqual(['contract/src/user.ts'])
    expect(Object.keys(sourceManifest('web-app', root))).toEqual(['web/src/lib/api.ts', 'contract/src/user.ts'])
  })

  it('no longer describe a mutated file whose text changed since, nor one the shard gained or lost', () => {
    const root = checkout()
    const measured = { files: { 'src/repositories/users.ts': { source: 'export const users = 1' } } }
    expect(outdatedReason('repositories', measured, root)).toBeNull()
    write(root, 'server/src/repositories/users.ts', 'export const users = 2')
    expect(outdatedReason('repositories', measured, root)).toBe('server/src/repositories/users.ts changed since it was measured')
    write(root, 'server/src/repositories/users.ts', 'export const users = 1')
    write(root, 'server/src/repositories/orders.ts', 'export const orders = 1')
    expect(outdatedReason('repositories', measured, root)).toBe('server/src/repositories/orders.ts is not measured yet')
    fs.rmSync(path.join(root, 'server/src/repositories/orders.ts'))
    fs.rmSync(path.join(root, 'server/src/repositories/users.ts'))
    expect(outdatedReason('repositories', measured, root)).toBe('server/src/repositories/users.ts was removed')
  })

  it('count a file Stryker found nothing to mutate in as measured while its text is the one recorded at the run', () => {
    const root = checkout()
    write(root, 'server/src/repositories/row-types.ts', 'export interface Row { id: number }')
    const measured = { files: { 'src/repositories/users.ts': { source: 'export const users = 1' } } }
    const unmutated = unmutatedFiles('repositories', measured, root)
    expect(Object.keys(unmutated)).toEqual(['src/repositories/row-types.ts'])
    expect(outdatedReason('repositories', measured, root, unmutated)).toBeNull()
    expect(outdatedReason('repositories', measured, root)).toBe('server/src/repositories/row-types.ts is not measured yet')
    write(root, 'server/src/repositories/row-types.ts', 'export interface Row { id: number }\nexport const made = 1')
    expect(outdatedReason('repositories', measured, root, unmutated)).toBe('server/src/repositories/row-types.ts is not measured yet')
  })
})

describe('mutation score', () => {
  const mutant = (status: string, statusReason?: string): object => ({ status, statusReason })
  const report = {
    files: {
      'src/a.ts': { mutants: [mutant('Killed'), mutant('Killed'), mutant('Timeout'), mutant('Survived')] },
      'src/b.ts': { mutants: [mutant('NoCoverage'), mutant('Ignored', 'Static mutant (and "ignoreStatic" was enabled)'), mutant('Ignored', 'excluded by comment'), mutant('CompileError')] }
    }
  }

  it('counts static mutants apart from the other ignored and invalid ones', () => {
    expect(tallyReport(report)).toEqual({ Killed: 2, Timeout: 1, Survived: 1, NoCoverage: 1, Static: 1, StaticKilled: 0, FreshKilled: 0, Layout: 0 })
  })

  it('is given both ways: static mutants left out, and counted as survived', () => {
    expect(scores(tallyReport(report))).toEqual({ detected: 3, valid: 5, withoutStatic: 60, withStatic: 50 })
  })

  it('fails under 80 % counting static mutants even when the figure without them passes, and while a shard is unmeasured', () => {
    const lines: string[] = []
    const tally = { Killed: 80, Timeout: 0, Survived: 10, NoCoverage: 0, Static: 10, StaticKilled: 0, FreshKilled: 0, Layout: 0 }
    expect(printScores([{ shard: 'one', tally, stale: null }], line => lines.push(line))).toBe(true)
    expect(lines.at(-1)).toMatch(/80\.00 % counting static mutants \(as survived unless the fresh-module pass killed them\), 88\.89 % without them/)
    expect(printScores([{ shard: 'one', tally: { ...tally, Static: 11 }, stale: null }], () => {})).toBe(false)
    expect(printScores([{ shard: 'one', tally, stale: null }, { shard: 'two', tally: null, stale: null }], line => lines.push(line))).toBe(false)
    expect(lines.at(-1)).toMatch(/over 1 of 2 shards; not measured yet: two/)
  })

  it('counts a static mutant or a survivor the fresh-module pass killed as detected, one it let through or never tested as it was', () => {
    const at = (status: string, line: number, reason?: string): object => ({ ...mutant(status, reason), mutatorName: 'Regex', location: { start: { line, column: 1 }, end: { line, column: 2 } } })
    const fresh = { files: { 'src/t.ts': { source: 'x', mutants: [at('Ignored', 1, 'Static mutant'), at('Ignored', 2, 'Static mutant'), at('Ignored', 3, 'Static mutant'), at('Survived', 4), at('Survived', 5), at('Killed', 6)] } } }
    const results: Record<number, string> = { 1: 'Killed', 2: 'Survived', 4: 'Timeout', 5: 'Survived', 6: 'Survived' }
    const tally = tallyReport(fresh, undefined, (file, { location }) => file === 'src/t.ts' && location.start.line in results ? { status: results[location.start.line] } : undefined)
    expect(tally).toMatchObject({ Static: 3, StaticKilled: 1, Killed: 2, FreshKilled: 1, Survived: 1 })
    expect(scores({ ...tally, Killed: 8 })).toMatchObject({ withoutStatic: 8 / 9 * 100, withStatic: 75 })
  })

  it('fails while a shard\'s kept results are stale, however high the figure', () => {
    const lines: string[] = []
    const tally = { Killed: 95, Timeout: 0, Survived: 5, NoCoverage: 0, Static: 0, StaticKilled: 0, FreshKilled: 0, Layout: 0 }
    expect(printScores([{ shard: 'one', tally, stale: 'src/a.ts changed since it was measured' }], line => lines.push(line))).toBe(false)
    expect(lines.at(-1)).toMatch(/95\.00 % counting static .*; stale, to be run again: one$/)
  })
})

describe('fresh-module pass', () => {
  const at = (line: number, column: number, endLine: number, endColumn: number, replacement: string): Mutant =>
    ({ mutatorName: 'StringLiteral', replacement, location: { start: { line, column }, end: { line: endLine, column: endColumn } } })

  it('writes a mutant over its location, lines and columns counted from 1, the end left out', () => {
    const source = "const a = 'x'\nconst b = /ab+/\nexport { a, b }\n"
    expect(applyMutant(source, at(1, 11, 1, 14, '""'))).toBe("const a = \"\"\nconst b = /ab+/\nexport { a, b }\n")
    expect(applyMutant(source, at(2, 11, 2, 16, '/ab/'))).toBe("const a = 'x'\nconst b = /ab/\nexport { a, b }\n")
    expect(applyMutant(source, at(1, 11, 2, 16, '0'))).toBe('const a = 0\nexport { a, b }\n')
  })

  it('tells mutants apart by place, kind and replacement', () => {
    const keys = new Set([at(1, 1, 1, 2, 'a'), at(1, 1, 1, 2, 'b'), at(1, 1, 1, 3, 'a'), { ...at(1, 1, 1, 2, 'a'), mutatorName: 'Regex' }].map(mutantKey))
    expect(keys.size).toBe(4)
    expect(mutantKey(at(1, 1, 1, 2, 'a'))).toBe(mutantKey(at(1, 1, 1, 2, 'a')))
  })

  it('finds a file\'s own test files and those importing it, and those that covered its mutants, most first', () => {
    const report = {
      files: { 'src/a/rules.ts': { mutants: [{ coveredBy: ['1', '3'] }, { coveredBy: ['3'] }, {}] }, 'src/a/table.ts': { mutants: [{}] } },
      testFiles: { 'src/a/rules.test.ts': { tests: [{ id: '1' }, { id: '2' }] }, 'src/b/flow.test.ts': { tests: [{ id: '3' }] } }
    }
    const tests = {
      'src/a/table.unit.test.ts': '',
      'src/b/other.test.ts': "import { x } from '../a/table'",
      'src/b/dynamic.test.ts': "const { y } = await import('../a/table.js')",
      'src/c/elsewhere.test.ts': "import { z } from './table.js'",
      'src/b/near.test.ts': "import { y } from '../a/tablecloth.js'"
    }
    expect(testsReaching(report, 'src/a/rules.ts', tests)).toEqual({ direct: [], covering: ['src/b/flow.test.ts', 'src/a/rules.test.ts'] })
    expect(testsReaching(report, 'src/a/table.ts', tests)).toEqual({ direct: ['src/a/table.unit.test.ts', 'src/b/dynamic.test.ts', 'src/b/other.test.ts'], covering: [] })
    expect(testsReaching(report, 'src/a/lonely.ts', tests)).toEqual({ direct: [], covering: [] })
  })

  it('adds the tests whose imports reach a file no test names, nearest first, after those that covered it', () => {
    const report = { files: { 'src/a/scripts/step.ts': { mutants: [{}] } } }
    const tests = { 'src/a/scripts/steps.test.ts': '', 'src/a/flow.test.ts': '', 'src/b/app.test.ts': '', 'src/b/unrelated.test.ts': '', 'src/a/scripts/unrelated.test.ts': '' }
    const reaches = (testFile: string): boolean => !testFile.includes('unrelated')
    expect(testsReaching(report, 'src/a/scripts/step.ts', tests, reaches)).toEqual({ direct: [], covering: ['src/a/scripts/steps.test.ts', 'src/a/flow.test.ts', 'src/b/app.test.ts'] })
    // A file with tests of its own keeps them alone.
    expect(testsReaching(report, 'src/a/scripts/steps.ts', tests, reaches)).toEqual({ direct: ['src/a/scripts/steps.test.ts'], covering: [] })
    // One covered by a single test that only ran its functions gets the reaching ones after it.
    const covered = { files: { 'src/a/scripts/step.ts': { mutants: [{ coveredBy: ['7'] }] } }, testFiles: { 'src/b/app.test.ts': { tests: [{ id: '7' }] } } }
    expect(testsReaching(covered, 'src/a/scripts/step.ts', tests, reaches)).toEqual({ direct: [], covering: ['src/b/app.test.ts', 'src/a/scripts/steps.test.ts', 'src/a/flow.test.ts'] })
  })

  it('runs a file\'s own and importing tests first, then the mutant\'s covering tests, then the file\'s, at most six', () => {
    const fileOfTest = new Map([['1', 'src/r/b.test.ts'], ['2', 'src/r/a.test.ts'], ['3', 'src/r/a.test.ts']])
    const reaching = { direct: ['src/h/own.test.ts'], covering: ['src/r/c.test.ts', 'src/r/b.test.ts'] }
    expect(testsForMutant({ coveredBy: ['1', '2', '3', 'gone'] }, fileOfTest, reaching)).toEqual(['src/h/own.test.ts', 'src/r/a.test.ts', 'src/r/b.test.ts', 'src/r/c.test.ts'])
    expect(testsForMutant({}, fileOfTest, reaching)).toEqual(['src/h/own.test.ts', 'src/r/c.test.ts', 'src/r/b.test.ts'])
    // A middleware: many test files reach it; the six most direct run.
    const wide = { direct: ['src/h/gate.test.ts'], covering: Array.from({ length: 8 }, (_, i) => `src/r/r${i}.test.ts`) }
    expect(testsForMutant({ coveredBy: ['2'] }, fileOfTest, wide)).toEqual(['src/h/gate.test.ts', 'src/r/a.test.ts', 'src/r/r0.test.ts', 'src/r/r1.test.ts', 'src/r/r2.test.ts', 'src/r/r3.test.ts'])
  })

  it('takes the mutant\'s covering tests from the mutated file\'s own folder before those that sort first by name', () => {
    const names = ['src/audit/a.test.ts', 'src/challenges/b.test.ts', 'src/cluster/c.test.ts', 'src/routes/login.test.ts', 'src/routes/reset.test.ts', 'src/http/d.test.ts', 'src/domain/e.test.ts']
    const fileOfTest = new Map(names.map((name, index) => [String(index), name]))
    const coveredBy = names.map((_, index) => String(index))
    expect(testsForMutant({ coveredBy }, fileOfTest, { direct: ['src/routes/accounts.test.ts'], covering: [] }, 'src/routes/accounts.ts')).toEqual([
      'src/routes/accounts.test.ts', 'src/routes/login.test.ts', 'src/routes/reset.test.ts', 'src/audit/a.test.ts', 'src/challenges/b.test.ts', 'src/cluster/c.test.ts'
    ])
  })

  it('queues every file\'s static mutants before any survivor, so a pass stopped part way has decided the ones only it can', () => {
    const frozen = { mutant: { status: 'Ignored', statusReason: 'Static mutant (and "ignoreStatic" was enabled)' } }
    const survivor = { mutant: { status: 'Survived' } }
    const byFile = new Map([['a.ts', [survivor, frozen, survivor]], ['b.ts', [survivor]], ['c.ts', [frozen]]])
    expect(staticFirst(byFile).map(([file, entries, kind]) => [file, entries.length, kind])).toEqual([
      ['a.ts', 1, 'static'], ['c.ts', 1, 'static'], ['a.ts', 2, 'survivors'], ['b.ts', 1, 'survivors']
    ])
    // A large file is cut into pieces that several workers can share.
    const table = new Map([['routes.ts', Array.from({ length: 19 }, () => frozen)]])
    expect(staticFirst(table).map(([, entries]) => entries.length)).toEqual([8, 8, 3])
  })

  it('keeps a result only while the mutated file and every test file it ran are unchanged', () => {
    const result = { source: 'f1', tests: { 'a.test.ts': 't1', 'b.test.ts': 't2' } }
    const digests: Record<string, string> = { 'a.test.ts': 't1', 'b.test.ts': 't2' }
    expect(resultHolds(result, 'f1', file => digests[file] ?? null)).toBe(true)
    expect(resultHolds(result, 'f2', file => digests[file] ?? null)).toBe(false)
    expect(resultHolds(result, 'f1', file => file === 'b.test.ts' ? 't3' : digests[file] ?? null)).toBe(false)
    expect(resultHolds(result, 'f1', file => file === 'a.test.ts' ? null : digests[file] ?? null)).toBe(false)
  })
})

describe("a shard's Stryker options", () => {
  // Whether a gitignore-style pattern anchored at the workspace (as Stryker reads them) covers `dir`.
  const leftOut = (patterns: string[], dir: string): boolean =>
    patterns.some(pattern => `/${dir}/`.startsWith(pattern.endsWith('/') ? pattern : `${pattern}/`))

  // Shards of one workspace run side by side: a shard's copy of the workspace that took in another
  // shard's sandbox while that one was being cleaned up failed on a file that had just gone away.
  it.each([
    ['server', 'routes-b', 'routes-c'],
    ['web', 'web-classroom', 'web-lib']
  ])('in %s/ leave the sandbox of a shard running beside it out of the copy, and the sources in', (workspace, shard, beside) => {
    const own = strykerOptions(workspace, shard, { configFile: 'vitest.config.ts', timeoutMS: 1000 })
    const other = strykerOptions(workspace, beside, { configFile: 'vitest.config.ts', timeoutMS: 1000 })
    expect(other.tempDirName).not.toBe(own.tempDirName)
    expect(leftOut(own.ignorePatterns, other.tempDirName)).toBe(true)
    expect(leftOut(own.ignorePatterns, 'src')).toBe(false)
  })
})

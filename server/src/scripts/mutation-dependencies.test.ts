import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../paths.js'
import { fakeCheckouts, write } from '../test-support/fake-checkout.js'

/*
 * Which kept mutation results a change outside the shard shakes (scripts/mutation/dependencies.mjs
 * and sources.mjs): only those whose tests can reach the changed file are tested again.
 */

type Manifest = Record<string, string>
interface Mutant { id: string, status: string, killedBy?: string[], coveredBy?: string[] }
interface Report { files: Record<string, { source: string, mutants: Mutant[] }>, testFiles: Record<string, { tests: Array<{ id: string }> }> }
interface DependenciesModule {
  reachability: (workspace: string, root?: string) => (testFile: string) => Set<string>
  shardTestFiles: (name: string, root?: string) => string[]
}
interface SourcesModule {
  sourceManifest: (shard: string, root?: string) => Manifest
  staleReason: (shard: string, report: Report, recorded: Manifest | null, current: Manifest, root?: string) => string | null
  withoutShakenResults: (shard: string, report: Report, recorded: Manifest | null, current: Manifest, root?: string) => { report: Report, dropped: number, changed: string[] | null }
  shakenTests: (shard: string, recorded: Manifest | null, current: Manifest, root?: string) => (testFile: string) => boolean
}
interface FreshModule { importsFile: (testFile: string, text: string, file: string) => boolean }

const load = async <T>(name: string): Promise<T> => await import(pathToFileURL(path.join(projectRoot, 'scripts', 'mutation', name)).href) as T
const { reachability, shardTestFiles } = await load<DependenciesModule>('dependencies.mjs')
const { sourceManifest, staleReason, withoutShakenResults, shakenTests } = await load<SourcesModule>('sources.mjs')
const { importsFile } = await load<FreshModule>('fresh-pass.mjs')

const fakeCheckout = fakeCheckouts()
const checkout = (): string => fakeCheckout({
  'server/src/db/sqlite.ts': 'export const db = 1',
  'server/src/repositories/users.ts': "import { db } from '../db/sqlite.js'\nexport const users = db",
  'server/src/repositories/users.test.ts': "import { users } from './users.js'",
  'server/src/http/authenticate.ts': "import type { User } from '@shop/contract'\nexport const cookie = 'token'",
  'server/src/http/authenticate.test.ts': "import { cookie } from './authenticate.js'\nimport { shop } from '../test-support/test-shop.js'",
  'server/src/http/unused.ts': 'export const unused = 1',
  'server/src/challenges/snippets/source-index.ts': "import fs from 'node:fs'",
  'server/src/challenges/snippets/source-index.test.ts': "import { indexSnippets } from './source-index.js'",
  'server/src/test-support/test-shop.ts': "export { users as shop } from '../repositories/users.js'",
  'server/src/containment/pool.ts': "const entry = new URL('./worker.ts', import.meta.url)",
  'server/src/containment/worker.ts': "import './sql-task.js'",
  'server/src/containment/sql-task.ts': "import Database from 'better-sqlite3'",
  'server/src/containment/pool.test.ts': "const { pool } = await import('./pool.js')",
  'contract/src/index.ts': "export * from './user.js'",
  'contract/src/user.ts': 'export const User = {}',
  'web/src/lib/api.ts': "import { z } from 'zod'",
  'web/src/lib/price.tsx': 'export const price = 1',
  'web/src/lib/api.test.ts': "import { api } from '@/lib/api'\nimport { price } from '../lib/price'",
  'web/src/app/app.test.tsx': "import { render } from '@testing-library/react'\nvi.mock('@/lib/api', () => ({}))"
})

const report = (): Report => ({
  testFiles: {
    'src/repositories/users.test.ts': { tests: [{ id: '1' }] },
    'src/http/authenticate.test.ts': { tests: [{ id: '2' }] }
  },
  files: {
    'src/repositories/users.ts': {
      source: '',
      mutants: [
        { id: 'killed by the own test', status: 'Killed', killedBy: ['1'], coveredBy: ['1', '2'] },
        { id: 'killed through authenticate', status: 'Killed', killedBy: ['2'], coveredBy: ['1', '2'] },
        { id: 'survived both', status: 'Survived', coveredBy: ['1', '2'] },
        { id: 'survived the own test', status: 'Survived', coveredBy: ['1'] },
        { id: 'static', status: 'Ignored' },
        { id: 'uncovered', status: 'NoCoverage' },
        { id: 'timed out', status: 'Timeout', killedBy: [], coveredBy: ['1'] },
        { id: 'killed by a test gone', status: 'Killed', killedBy: ['9'] },
        { id: 'killed by no test named', status: 'Killed', killedBy: [], coveredBy: [] }
      ]
    }
  }
})
const keptIds = (kept: Report): string[] => kept.files['src/repositories/users.ts'].mutants.map(mutant => mutant.id)

describe('what a test file can load', () => {
  it('follows relative imports (.js written for .ts), dynamic ones, the contract package and a worker bundle named by URL', () => {
    const root = checkout()
    const reach = reachability('server', root)
    expect([...reach('src/http/authenticate.test.ts')].sort()).toEqual([
      'contract/src/index.ts', 'contract/src/user.ts', 'server/src/db/sqlite.ts', 'server/src/http/authenticate.test.ts',
      'server/src/http/authenticate.ts', 'server/src/repositories/users.ts', 'server/src/test-support/test-shop.ts'
    ])
    expect([...reach('src/containment/pool.test.ts')].sort()).toEqual([
      'server/src/containment/pool.test.ts', 'server/src/containment/pool.ts', 'server/src/containment/sql-task.ts', 'server/src/containment/worker.ts'
    ])
  })

  it('follows the web app\'s @/ alias, extension-less paths and mocked modules, and leaves packages out', () => {
    const reach = reachability('web', checkout())
    expect([...reach('src/lib/api.test.ts')].sort()).toEqual(['web/src/lib/api.test.ts', 'web/src/lib/api.ts', 'web/src/lib/price.tsx'])
    expect([...reach('src/app/app.test.tsx')].sort()).toEqual(['web/src/app/app.test.tsx', 'web/src/lib/api.ts'])
  })

  it('lets the fresh-module pass find a web test importing its file through the alias', () => {
    expect(importsFile('src/lib/api.test.ts', "import { api } from '@/lib/api'", 'src/lib/api.ts')).toBe(true)
    expect(importsFile('src/features/x/x.test.tsx', "import { X } from './x'", 'src/features/x/x.tsx')).toBe(true)
    expect(importsFile('src/features/x/x.test.tsx', "vi.mock('./x')", 'src/features/x/x.tsx')).toBe(false)
  })
})

describe('the test files a shard\'s run starts from', () => {
  it('are, for a whole-suite shard (web, routers), those that can reach its code', () => {
    const root = checkout()
    write(root, 'web/src/features/basket/basket.tsx', "import { api } from '@/lib/api'")
    write(root, 'web/src/features/basket/basket.test.tsx', "import { Basket } from './basket'")
    write(root, 'web/src/app/routes.tsx', "const Basket = lazy(() => import('@/features/basket/basket'))")
    write(root, 'web/src/app/routes.test.tsx', "import { routes } from './routes'")
    expect(shardTestFiles('web-shopping', root)).toEqual(['src/app/routes.test.tsx', 'src/features/basket/basket.test.tsx'])
    // app.test.tsx mocks the API module: the graph counts that as a way to reach it.
    expect(shardTestFiles('web-lib', root)).toEqual(['src/app/app.test.tsx', 'src/app/routes.test.tsx', 'src/features/basket/basket.test.tsx', 'src/lib/api.test.ts'])
    expect(shardTestFiles('web-checkout', root)).toEqual([])
  })

  it('are every test file for a shard that starts from Vitest\'s related tests', () => {
    const root = checkout()
    expect(shardTestFiles('repositories', root)).toEqual(['src/challenges/snippets/source-index.test.ts', 'src/containment/pool.test.ts', 'src/http/authenticate.test.ts', 'src/repositories/users.test.ts'])
  })
})

describe('kept results after a change outside the shard', () => {
  it('all hold while nothing outside the shard changed, whatever happened to its own files and tests', () => {
    const root = checkout()
    const before = sourceManifest('repositories', root)
    write(root, 'server/src/repositories/users.ts', 'export const users = 2')
    write(root, 'server/src/repositories/users.test.ts', 'another test')
    const after = sourceManifest('repositories', root)
    expect(withoutShakenResults('repositories', report(), before, after, root)).toMatchObject({ dropped: 0, changed: [] })
    expect(staleReason('repositories', report(), before, after, root)).toBeNull()
  })

  it('all hold when the changed file is one no test of theirs reaches', () => {
    const root = checkout()
    const before = sourceManifest('repositories', root)
    write(root, 'server/src/http/unused.ts', 'export const unused = 2')
    write(root, 'server/src/http/added.ts', 'export const added = 1')
    expect(staleReason('repositories', report(), before, sourceManifest('repositories', root), root)).toBeNull()
  })

  it('lose those whose killing or covering tests reach a changed helper (Stryker itself tests again one resting on a test gone or none)', () => {
    const root = checkout()
    const before = sourceManifest('repositories', root)
    write(root, 'server/src/test-support/test-shop.ts', "export const shop = 'lenient'")
    const { report: kept, dropped, changed } = withoutShakenResults('repositories', report(), before, sourceManifest('repositories', root), root)
    expect(changed).toEqual(['server/src/test-support/test-shop.ts'])
    expect(keptIds(kept)).toEqual(['killed by the own test', 'survived the own test', 'static', 'uncovered', 'timed out', 'killed by a test gone', 'killed by no test named'])
    expect(dropped).toBe(2)
    expect(staleReason('repositories', report(), before, sourceManifest('repositories', root), root))
      .toBe('2 results rest on changed files (1, first server/src/test-support/test-shop.ts)')
  })

  it('lose every tested result when a file reached by all tests changes, the contract included, but keep static and uncovered ones', () => {
    const root = checkout()
    const before = sourceManifest('repositories', root)
    write(root, 'contract/src/user.ts', 'export const User = { name: 1 }')
    expect(shakenTests('repositories', before, sourceManifest('repositories', root), root)('src/repositories/users.test.ts')).toBe(false)
    write(root, 'server/src/db/sqlite.ts', 'export const db = 2')
    const { report: kept } = withoutShakenResults('repositories', report(), before, sourceManifest('repositories', root), root)
    expect(keptIds(kept)).toEqual(['static', 'uncovered', 'killed by a test gone', 'killed by no test named'])
  })

  it('lose those of a test reading the source tree as text (the coding challenges\' snippets) when a marked file changes', () => {
    const root = checkout()
    const before = sourceManifest('repositories', root)
    write(root, 'server/src/http/unused.ts', 'export const unused = 2')
    const unmarked = shakenTests('repositories', before, sourceManifest('repositories', root), root)
    expect(unmarked('src/challenges/snippets/source-index.test.ts')).toBe(false)
    write(root, 'server/src/http/unused.ts', '// vuln-code-snippet start unusedChallenge\nexport const unused = 3')
    const marked = shakenTests('repositories', before, sourceManifest('repositories', root), root)
    expect(marked('src/challenges/snippets/source-index.test.ts')).toBe(true)
    expect(marked('src/repositories/users.test.ts')).toBe(false)
  })

  it('are all tested again without a record of the sources they were measured against', () => {
    const root = checkout()
    expect(withoutShakenResults('repositories', report(), null, sourceManifest('repositories', root), root).changed).toBeNull()
    expect(staleReason('repositories', report(), null, {}, root)).toMatch(/no record/)
    expect(shakenTests('repositories', null, {}, root)('src/repositories/users.test.ts')).toBe(true)
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { indexSnippets } from './source-index.js'

const roots: string[] = []
afterAll(() => { for (const root of roots) fs.rmSync(root, { recursive: true, force: true }) })

function project (files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'snippet-index-'))
  roots.push(root)
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), text)
  }
  return root
}

const region = (key: string, code: string) =>
  `// vuln-code-snippet start ${key}\n${code} // vuln-code-snippet vuln-line ${key}\n// vuln-code-snippet end ${key}\n`

describe('indexSnippets', () => {
  it('reads .ts and .tsx files under server/src and web/src, skipping tests and other folders', () => {
    const root = project({
      'server/src/domain/a.ts': region('aChallenge', 'a()'),
      'web/src/features/b.tsx': region('bChallenge', '<B />'),
      'server/src/domain/a.test.ts': region('cChallenge', 'c()'),
      'web/src/notes.md': region('dChallenge', 'd()'),
      'scripts/e.ts': region('eChallenge', 'e()')
    })
    const index = indexSnippets(root)
    expect([...index.keys()].sort()).toEqual(['aChallenge', 'bChallenge'])
    expect(index.get('bChallenge')).toMatchObject({ file: 'web/src/features/b.tsx', snippet: '<B />', vulnLines: [1] })
  })

  it('skips dependency and build folders, test files by their suffix only, and names that merely contain .ts', () => {
    const root = project({
      'server/src/latest.ts': region('aChallenge', 'a()'),
      'server/src/contest.tsx': region('bChallenge', 'b()'),
      'server/src/node_modules/pkg/index.ts': region('cChallenge', 'c()'),
      'web/src/dist/bundle.ts': region('dChallenge', 'd()'),
      'web/src/a.spec.test.tsx': region('eChallenge', 'e()'),
      'web/src/old.ts.orig': region('fChallenge', 'f()'),
      'web/src/notes.tsv': region('gChallenge', 'g()')
    })
    expect([...indexSnippets(root).keys()].sort()).toEqual(['aChallenge', 'bChallenge'])
  })

  it('reads a project that has only one of the source folders, and one with none', () => {
    expect([...indexSnippets(project({ 'web/src/w.ts': region('aChallenge', 'a()') })).keys()]).toEqual(['aChallenge'])
    expect(indexSnippets(project({ 'README.md': 'nothing' })).size).toBe(0)
  })

  it('refuses one key marked in two files', () => {
    const root = project({
      'server/src/a.ts': region('aChallenge', 'a()'),
      'web/src/a.ts': region('aChallenge', 'b()')
    })
    expect(() => indexSnippets(root)).toThrow('"aChallenge" is marked in both server/src/a.ts and web/src/a.ts')
  })

  it('names the file and line of a broken marker', () => {
    const root = project({ 'server/src/broken.ts': 'x()\n// vuln-code-snippet start aChallenge\n' })
    expect(() => indexSnippets(root)).toThrow('server/src/broken.ts:2')
  })
})

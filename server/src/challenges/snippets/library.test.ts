import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import yaml from 'js-yaml'
import { afterAll, describe, expect, it } from 'vitest'
import { familiesFolder, lazyCodingLibrary, loadCodingLibrary } from './library.js'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'coding-library-'))
afterAll(() => { fs.rmSync(root, { recursive: true, force: true }) })

const region = (key: string, code: string) =>
  `// vuln-code-snippet start ${key}\n${code} // vuln-code-snippet vuln-line ${key}\n// vuln-code-snippet end ${key}\n`
const fix = (correct: boolean) => ({ code: 'safe()', explanation: 'because', ...(correct ? { correct } : {}) })

fs.mkdirSync(familiesFolder(root), { recursive: true })
fs.writeFileSync(path.join(root, 'server/src/a.ts'), region('findItChallenge', 'a()') + region('fixItChallenge', 'b()'))
fs.writeFileSync(path.join(familiesFolder(root), 'x.fixes.yml'), yaml.dump({
  fixItChallenge: { hints: ['look at b'], fixes: [fix(true), fix(false), fix(false)] }
}))

describe('coding library', () => {
  it('joins each snippet with its hints and fixes, and leaves both empty for a snippet without a fixes entry', () => {
    const library = loadCodingLibrary(root)
    expect(library.keys().sort()).toEqual(['findItChallenge', 'fixItChallenge'])
    expect(library.get('findItChallenge')).toMatchObject({ snippet: { snippet: 'a()', vulnLines: [1] }, hints: [], fixes: [] })
    expect(library.get('fixItChallenge')).toMatchObject({ snippet: { snippet: 'b()' }, hints: ['look at b'] })
    expect(library.get('fixItChallenge')!.fixes.map(f => f.correct ?? false)).toEqual([true, false, false])
    expect(library.get('unknownChallenge')).toBeUndefined()
  })

  it('reads the source only when first asked, then answers the same', () => {
    const missing = lazyCodingLibrary(path.join(root, 'no-such-project'))
    expect(() => missing.keys()).toThrow()
    const lazy = lazyCodingLibrary(root)
    expect(lazy.keys().sort()).toEqual(['findItChallenge', 'fixItChallenge'])
    expect(lazy.get('fixItChallenge')?.hints).toEqual(['look at b'])
  })
  // Pinned as a path, not against this checkout's folder: the mutation run copies server/ alone,
  // so the project root above it does not exist there.
  it('finds the fixes files in the challenge families folder of the project', () => {
    expect(familiesFolder(path.join('/', 'shop'))).toBe(path.join('/', 'shop', 'server', 'src', 'challenges', 'families'))
  })
})

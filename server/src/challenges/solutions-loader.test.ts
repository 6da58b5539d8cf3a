import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import yaml from 'js-yaml'
import { afterAll, describe, expect, it } from 'vitest'
import { loadCatalogue } from './catalogue.js'
import { lazySolutions, loadSolutions, missingSolutions, requestText } from './solutions.js'

const catalogue = loadCatalogue()
const folders: string[] = []
afterAll(() => { for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true }) })

const valid = {
  notice: 'The login form answers a stray apostrophe with a database error.',
  steps: ['Open the login page (`#/login`) and type an apostrophe as the e-mail.'],
  requests: [{ method: 'POST', path: '/rest/user/login', body: { email: "'" } }],
  why: 'The e-mail is pasted into the SQL text (CWE-89, A03).',
  detection: 'The family sees the login succeed for the administrator.',
  fix: 'Bind the e-mail as a parameter.'
}

/** Loads the given solutions files (name → content) from a folder of their own. */
function load (files: Record<string, unknown>) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'solutions-'))
  folders.push(folder)
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), yaml.dump(content))
  return () => loadSolutions(folder, catalogue)
}

describe('loading trainer solutions', () => {
  it('reads each file\'s entries with their family, and reports the challenges left without one', () => {
    const solutions = load({ 'login-injection.solutions.yml': { loginAdminSqliChallenge: valid }, 'other.fixes.yml': {} })()
    expect(solutions.get('loginAdminSqliChallenge')).toMatchObject({ family: 'login-injection', key: 'loginAdminSqliChallenge', why: valid.why })
    expect(solutions.size).toBe(1)
    const missing = missingSolutions(catalogue, solutions)
    expect(missing).toHaveLength(catalogue.all.length - 1)
    expect(missing).not.toContain('loginAdminSqliChallenge')
  })

  it.each([
    ['a missing field', { ...valid, why: undefined }, /x\.solutions\.yml: loginAdminSqliChallenge\.why: .*expected string/i],
    ['an empty field', { ...valid, fix: '  ' }, /loginAdminSqliChallenge\.fix: must not be empty/],
    ['no steps', { ...valid, steps: [] }, /loginAdminSqliChallenge\.steps: needs at least one step/],
    ['a misspelled field', { ...valid, detecton: 'x' }, /loginAdminSqliChallenge: Unrecognized key.*detecton/],
    ['an unknown method', { ...valid, requests: [{ method: 'FETCH', path: '/rest/user/login' }] }, /loginAdminSqliChallenge\.requests\.0\.method/],
    ['a path with a query string', { ...valid, requests: [{ method: 'GET', path: '/rest/products/search?q=x' }] }, /loginAdminSqliChallenge\.requests\.0\.path/],
    ['a socket entry with a path', { ...valid, requests: [{ method: 'SOCKET', path: '/socket.io' }] }, /loginAdminSqliChallenge\.requests\.0\.path/],
    ['an unknown CWE id', { ...valid, why: 'See CWE-99999.' }, /loginAdminSqliChallenge\.why: CWE-99999 is not in data\/curriculum\/cwe\.yml/],
    ['an unknown Top 10 id', { ...valid, steps: ['This is A11.'] }, /loginAdminSqliChallenge\.steps\.0: A11 is not in data\/curriculum\/owasp-top10-2021\.yml/],
    ['an unknown API Top 10 id', { ...valid, requests: [{ method: 'GET', path: '/x', note: 'API11 says so' }] }, /loginAdminSqliChallenge\.requests\.0\.note: API11 is not in data\/curriculum\/owasp-api-top10-2023\.yml/]
  ])('stops at %s, naming the file and the field', (_, entry, message) => {
    expect(load({ 'x.solutions.yml': { loginAdminSqliChallenge: entry } })).toThrow(message)
  })

  it('stops at a file that is not YAML, naming it', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'solutions-'))
    folders.push(folder)
    fs.writeFileSync(path.join(folder, 'broken.solutions.yml'), 'loginAdminSqliChallenge:\n  notice: [never closed\n')
    expect(() => loadSolutions(folder, catalogue)).toThrow(/broken\.solutions\.yml: not valid YAML/)
  })

  it('stops at an unknown challenge key', () => {
    expect(load({ 'x.solutions.yml': { noSuchChallenge: valid } })).toThrow(/x\.solutions\.yml: noSuchChallenge: no such challenge in data\/challenges\.yml/)
  })

  it('stops at a challenge solved in two files, naming both', () => {
    expect(load({ 'a.solutions.yml': { loginAdminSqliChallenge: valid }, 'b.solutions.yml': { loginAdminSqliChallenge: valid } }))
      .toThrow(/b\.solutions\.yml: loginAdminSqliChallenge: already solved in families\/a\.solutions\.yml/)
  })

  it('lists every problem at once', () => {
    expect(load({ 'x.solutions.yml': { noSuchChallenge: valid, loginAdminSqliChallenge: { ...valid, notice: '' } } }))
      .toThrow(/noSuchChallenge: no such challenge[\s\S]*loginAdminSqliChallenge\.notice: must not be empty/)
  })
})

describe('the shop\'s solution library', () => {
  it('reads nothing until a solution is asked for (not at server start)', () => {
    const library = lazySolutions(path.join(os.tmpdir(), 'no-such-project'), catalogue)
    expect(() => library.list()).toThrow(/no-such-project/)
  })

  it('writes each request out as a reader types it', () => {
    expect(requestText({ method: 'GET', path: '/rest/products/search', query: { q: "')) --" } })).toBe('GET /rest/products/search?q=%27%29%29+--')
    expect(requestText({ method: 'PUT', path: '/api/Addresss/1', body: { city: 'Oslo' } })).toBe('PUT /api/Addresss/1\nContent-Type: application/json\n\n{\n  "city": "Oslo"\n}')
    expect(requestText({ method: 'SOCKET', path: 'verifyCloseNotificationsChallenge', body: ['a'] })).toBe('socket.emit("verifyCloseNotificationsChallenge", [\n  "a"\n])')
  })
})

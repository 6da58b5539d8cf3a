import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../challenges/catalogue.js'
import { loadCodingLibrary } from '../challenges/snippets/library.js'
import { parseConfig } from '../config.js'
import { projectRoot } from '../paths.js'
import { createTestShop, type TestShop } from '../test-support/test-shop.js'

type Mode = 'never' | 'solved' | 'always'
const shopIn = (mode: Mode): TestShop =>
  createTestShop(base => parseConfig({ ...base, challenges: { ...base.challenges, codingChallengesEnabled: mode } }))

const library = loadCodingLibrary(projectRoot)
const KEY = 'loginAdminSqliChallenge'
const login = library.get(KEY)!
const rightFix = login.fixes.findIndex(f => f.correct === true)
const wrongFix = login.fixes.findIndex(f => f.correct !== true)
const allKeys = loadCatalogue().all.filter(c => c.hasSnippet).map(c => c.key)

async function codingStatus (t: TestShop, key: string): Promise<number> {
  const res = await t.api.get('/api/Challenges/').query({ key })
  return res.body.data[0].codingChallengeStatus as number
}

describe('coding challenges, mode always', () => {
  const t = shopIn('always')

  it('lists every challenge with a snippet', async () => {
    const res = await t.api.get('/snippets')
    expect(res.status).toBe(200)
    expect([...res.body.challenges].sort()).toEqual([...allKeys].sort())
  })

  it('serves each snippet cut from the running source, with the vulnerable lines withheld', async () => {
    for (const key of allKeys) {
      const res = await t.api.get(`/snippets/${key}`)
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ snippet: library.get(key)!.snippet.snippet, vulnLines: [], neutralLines: library.get(key)!.snippet.neutralLines })
    }
    expect((await t.api.get(`/snippets/${KEY}`)).body.snippet).toContain("WHERE email = '${email}'")
  })

  it('answers 404 for unknown keys and challenges without a snippet', async () => {
    for (const path of ['/snippets/noSuchChallenge', '/snippets/fixes/noSuchChallenge', '/snippets/%27%3B--', '/snippets/a/b/c']) {
      const res = await t.api.get(path)
      expect(res.status, path).toBe(404)
      expect(res.body.status).toBe('error')
    }
  })

  it('serves the fix options in file order without their verdicts', async () => {
    const res = await t.api.get(`/snippets/fixes/${KEY}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ fixes: login.fixes.map(f => f.code) })
  })

  it('refuses Fix it before Find it is solved', async () => {
    const res = await t.api.post('/snippets/fixes').send({ key: KEY, selectedFix: rightFix })
    expect(res.status).toBe(403)
    expect(await codingStatus(t, KEY)).toBe(0)
  })

  it('answers a wrong Find it with one of the hints and leaves the status alone', async () => {
    for (const selectedLines of [[], [1], [1, 4, 5]]) {
      const res = await t.api.post('/snippets/verdict').send({ key: KEY, selectedLines })
      expect(res.status).toBe(200)
      expect(res.body.verdict).toBe(false)
      expect(login.hints).toContain(res.body.hint)
    }
    expect(await codingStatus(t, KEY)).toBe(0)
  })

  it.each([
    [{}, /key/],
    [{ key: KEY }, /selectedLines/],
    [{ key: KEY, selectedLines: 'all' }, /selectedLines/],
    [{ key: KEY, selectedLines: ['1'] }, /selectedLines/],
    [{ key: KEY, selectedLines: [0] }, /selectedLines/],
    [{ key: KEY, selectedLines: [1.5] }, /selectedLines/],
    [{ key: KEY, selectedLines: [999] }, /outside the snippet/],
    [{ key: 42, selectedLines: [1] }, /key/],
    [{ key: '', selectedLines: [1] }, /^key: /],
    [{ key: 'k'.repeat(101), selectedLines: [1] }, /^key: /],
    [{ key: KEY, selectedLines: [100_001] }, /^selectedLines\.0: /],
    [{ key: KEY, selectedLines: Array.from({ length: 1001 }, () => 1) }, /^selectedLines: /]
  ])('refuses the Find it body %j with 400', async (body, message) => {
    const res = await t.api.post('/snippets/verdict').send(body)
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(message)
  })

  it('refuses malformed JSON with 400 and unknown keys with 404', async () => {
    const malformed = await t.api.post('/snippets/verdict').set('Content-Type', 'application/json').send('{"key":')
    expect(malformed.status).toBe(400)
    const unknown = await t.api.post('/snippets/verdict').send({ key: 'noSuchChallenge', selectedLines: [1] })
    expect(unknown.status).toBe(404)
    const unknownFix = await t.api.post('/snippets/fixes').send({ key: 'noSuchChallenge', selectedFix: 0 })
    expect(unknownFix.status).toBe(404)
    // The longest key is taken as a key (unknown: 404), a negative fix is malformed (400).
    expect((await t.api.post('/snippets/verdict').send({ key: 'k'.repeat(100), selectedLines: [1] })).status).toBe(404)
    expect((await t.api.post('/snippets/fixes').send({ key: KEY, selectedFix: -1 })).body.error).toMatch(/^selectedFix: /)
  })

  it('accepts the vulnerable lines, with neutral lines neither helping nor hurting, and reveals them', async () => {
    const selectedLines = [...login.snippet.vulnLines, ...login.snippet.neutralLines]
    const res = await t.api.post('/snippets/verdict').send({ key: KEY, selectedLines })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ verdict: true })
    expect(await codingStatus(t, KEY)).toBe(1)
    const snippet = await t.api.get(`/snippets/${KEY}`)
    expect(snippet.body.vulnLines).toEqual(login.snippet.vulnLines)
  })

  it.each([
    [{ key: KEY }, /selectedFix/],
    [{ key: KEY, selectedFix: -1 }, /selectedFix/],
    [{ key: KEY, selectedFix: 0.5 }, /selectedFix/],
    [{ key: KEY, selectedFix: '0' }, /selectedFix/],
    [{ key: KEY, selectedFix: 4 }, /between 0 and 3/]
  ])('refuses the Fix it body %j with 400', async (body, message) => {
    const res = await t.api.post('/snippets/fixes').send(body)
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(message)
  })

  it('explains a wrong fix, then raises the status to 2 for the right one', async () => {
    const wrong = await t.api.post('/snippets/fixes').send({ key: KEY, selectedFix: wrongFix })
    expect(wrong.body).toEqual({ verdict: false, explanation: login.fixes[wrongFix].explanation })
    expect(await codingStatus(t, KEY)).toBe(1)
    const right = await t.api.post('/snippets/fixes').send({ key: KEY, selectedFix: rightFix })
    expect(right.body).toEqual({ verdict: true, explanation: login.fixes[rightFix].explanation })
    expect(await codingStatus(t, KEY)).toBe(2)
  })

  it('never lowers the status again', async () => {
    await t.api.post('/snippets/verdict').send({ key: KEY, selectedLines: [] })
    await t.api.post('/snippets/verdict').send({ key: KEY, selectedLines: login.snippet.vulnLines })
    await t.api.post('/snippets/fixes').send({ key: KEY, selectedFix: wrongFix })
    expect(await codingStatus(t, KEY)).toBe(2)
  })

  it('keeps the challenges apart', async () => {
    expect(await codingStatus(t, 'verboseErrorChallenge')).toBe(0)
    expect((await t.api.get('/snippets/verboseErrorChallenge')).body.vulnLines).toEqual([])
  })
})

describe('coding challenges, mode solved', () => {
  const t = shopIn('solved')

  it('offers nothing until the challenge itself is solved', async () => {
    // Listed, as the peer's score board needs, but closed.
    expect((await t.api.get('/snippets')).body.challenges).toContain(KEY)
    expect((await t.api.get(`/snippets/${KEY}`)).status).toBe(403)
    expect((await t.api.get(`/snippets/fixes/${KEY}`)).status).toBe(403)
    const verdict = await t.api.post('/snippets/verdict').send({ key: KEY, selectedLines: login.snippet.vulnLines })
    expect(verdict.status).toBe(403)
    expect(await codingStatus(t, KEY)).toBe(0)
    expect((await t.api.get('/snippets/noSuchChallenge')).status).toBe(404)
  })

  it('opens a coding challenge once its challenge is solved', async () => {
    await t.api.post('/rest/user/login').send({ email: "' OR 1=1--", password: 'x' })
    expect(await t.solved(KEY)).toBe(true)
    expect((await t.api.get(`/snippets/${KEY}`)).status).toBe(200)
    const verdict = await t.api.post('/snippets/verdict').send({ key: KEY, selectedLines: login.snippet.vulnLines })
    expect(verdict.body.verdict).toBe(true)
    expect((await t.api.get('/snippets/verboseErrorChallenge')).status).toBe(403)
  })
})

describe('coding challenges, mode never', () => {
  const t = shopIn('never')

  it('lists no coding challenge, and answers 403 to every other call, whatever the input', async () => {
    expect((await t.api.get('/snippets')).body).toEqual({ challenges: [] })
    const calls = [
      t.api.get(`/snippets/${KEY}`),
      t.api.get('/snippets/noSuchChallenge'),
      t.api.get(`/snippets/fixes/${KEY}`),
      t.api.post('/snippets/verdict').send({ key: KEY, selectedLines: login.snippet.vulnLines }),
      t.api.post('/snippets/verdict').send({ nonsense: true }),
      t.api.post('/snippets/fixes').send({ key: KEY, selectedFix: rightFix })
    ]
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403)
      expect(res.body.status).toBe('error')
    }
    expect(await codingStatus(t, KEY)).toBe(0)
  })
})

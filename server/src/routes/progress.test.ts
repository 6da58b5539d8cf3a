import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Hashids from 'hashids'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createShop } from '../app.js'
import { loadConfig } from '../config.js'
import { createTestShop, type TestShop } from '../test-support/test-shop.js'

const a = createTestShop()
const b = createTestShop()
const codePaths = ['/rest/continue-code', '/rest/continue-code-findIt', '/rest/continue-code-fixIt']

async function codesOf (t: TestShop): Promise<string[]> {
  return Promise.all(codePaths.map(async p => (await t.api.get(p)).body.continueCode as string))
}

async function progressOf (t: TestShop): Promise<Array<{ key: string, solved: boolean, codingChallengeStatus: number }>> {
  const res = await t.api.get('/api/Challenges').query({ sort: 'id' })
  return res.body.data.map(({ key, solved, codingChallengeStatus }: Record<string, unknown>) => ({ key, solved, codingChallengeStatus }))
}

describe('progress codes', () => {
  it('answers a non-empty code of at least 60 characters even before anything is solved', async () => {
    for (const p of codePaths) {
      const res = await b.api.get(p)
      expect(res.status).toBe(200)
      expect(res.body.continueCode).toMatch(/^[a-zA-Z0-9]{60,}$/)
    }
    // Applying a shop's "nothing yet" code is harmless.
    const [empty] = await codesOf(b)
    expect((await b.api.put(`/rest/continue-code/apply/${empty}`)).status).toBe(200)
    expect((await progressOf(b)).some(c => c.solved)).toBe(false)
  })

  it('uses a different salt for each code, so a code only applies to its own kind', () => {
    const ids = [1, 2]
    const codes = ['', 'find-it', 'fix-it'].map(salt => new Hashids(salt, 60).encode(ids))
    expect(new Set(codes).size).toBe(3)
  })

  it('refuses garbage, codes of another kind and absurdly long codes without a 500', async () => {
    const solvedCode = new Hashids('', 60).encode([1])
    const cases: Array<[string, string, number]> = [
      ['/rest/continue-code', 'garbage', 404],
      ['/rest/continue-code', 'x'.repeat(60), 404],
      ['/rest/continue-code', encodeURIComponent('<script>!'), 404],
      ['/rest/continue-code', solvedCode.slice(0, -1), 404],
      ['/rest/continue-code-findIt', solvedCode, 404],
      ['/rest/continue-code-fixIt', solvedCode, 404],
      ['/rest/continue-code', 'a'.repeat(1001), 400]
    ]
    for (const [p, code, status] of cases) {
      const res = await b.api.put(`${p}/apply/${code}`)
      expect(res.status, `${p} ${code.slice(0, 20)}`).toBe(status)
      expect(res.body.error).toBeTruthy()
    }
    expect((await b.api.put('/rest/continue-code/apply/')).status).toBe(404)
  })

  it('carries solved challenges and coding statuses from one fresh shop to another', async () => {
    await a.api.get('/api/Challenges/') // finds the score board
    await a.api.post('/rest/user/login').send({ email: "'", password: 'x' }) // the verbose error
    const tracker = a.shop.registry.get().challenges
    tracker.raiseCodingStatus('scoreBoardChallenge', 2)
    tracker.raiseCodingStatus('verboseErrorChallenge', 1)
    tracker.raiseCodingStatus('localXssChallenge', 1)

    const [solved, findIt, fixIt] = await codesOf(a)
    for (const [p, code] of [[codePaths[0], solved], [codePaths[1], findIt], [codePaths[2], fixIt]]) {
      const res = await b.api.put(`${p}/apply/${code}`)
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ data: 'ok' })
    }
    const inB = await progressOf(b)
    expect(inB).toEqual(await progressOf(a))
    expect(inB.filter(c => c.solved).map(c => c.key).sort()).toEqual(['scoreBoardChallenge', 'verboseErrorChallenge'])
    expect(await codesOf(b)).toEqual([solved, findIt, fixIt])
    // An honest code never solves the forgery challenge.
    expect(await b.solved('progressCodeForgeChallenge')).toBe(false)
  })

  it('never lowers a coding status when an older code is applied', async () => {
    const findItOnly = new Hashids('find-it', 60).encode([1])
    expect((await b.api.put(`/rest/continue-code-findIt/apply/${findItOnly}`)).status).toBe(200)
    const board = (await progressOf(b)).find(c => c.key === 'scoreBoardChallenge')
    expect(board?.codingChallengeStatus).toBe(2)
  })
})

describe('progress across a restart', () => {
  it('keeps solved challenges and coding statuses in the data folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restart-'))
    try {
      const first = createShop({ config: loadConfig(), dataDir, log: () => {} })
      await request(first.app).get('/api/Challenges/')
      first.registry.get().challenges.raiseCodingStatus('scoreBoardChallenge', 1)
      first.close()

      const second = createShop({ config: loadConfig(), dataDir, log: () => {} })
      const res = await request(second.app).get('/api/Challenges').query({ key: 'scoreBoardChallenge' })
      second.close()
      expect(res.body.data[0]).toMatchObject({ solved: true, codingChallengeStatus: 1 })
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

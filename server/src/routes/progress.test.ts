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

  it('refuses coding codes made with the old public salts, so coding progress cannot be forged', async () => {
    const ids = (await progressOf(b)).map((_c, index) => index + 1)
    for (const [p, salt] of [[codePaths[1], 'find-it'], [codePaths[2], 'fix-it'], [codePaths[1], ''], [codePaths[2], '']]) {
      const res = await b.api.put(`${p}/apply/${new Hashids(salt, 60).encode(ids)}`)
      expect(res.status, `${p} with salt '${salt}'`).toBe(404)
    }
    expect((await progressOf(b)).some(c => c.codingChallengeStatus > 0)).toBe(false)
  })

  it('refuses garbage, codes of another kind and absurdly long codes without a 500', async () => {
    const solvedCode = new Hashids('', 60).encode([1])
    const [, findIt, fixIt] = await codesOf(b)
    const cases: Array<[string, string, number]> = [
      ['/rest/continue-code', 'garbage', 404],
      ['/rest/continue-code', 'x'.repeat(60), 404],
      ['/rest/continue-code', encodeURIComponent('<script>!'), 404],
      ['/rest/continue-code', solvedCode.slice(0, -1), 404],
      ['/rest/continue-code-findIt', solvedCode, 404],
      ['/rest/continue-code-fixIt', solvedCode, 404],
      ['/rest/continue-code-findIt', fixIt, 404],
      ['/rest/continue-code-fixIt', findIt, 404],
      ['/rest/continue-code', 'a'.repeat(1001), 400]
    ]
    for (const [p, code, status] of cases) {
      const res = await b.api.put(`${p}/apply/${code}`)
      expect(res.status, `${p} ${code.slice(0, 20)}`).toBe(status)
      expect(res.body.error).toBeTruthy()
    }
    expect((await b.api.put('/rest/continue-code/apply/')).status).toBe(404)
  })

  it('carries solved challenges to another shop, but coding codes only within the shop that issued them', async () => {
    await a.api.get('/api/Challenges/') // finds the score board
    await a.api.post('/rest/user/login').send({ email: "'", password: 'x' }) // the verbose error
    const tracker = a.shop.registry.get().challenges
    tracker.raiseCodingStatus('scoreBoardChallenge', 2)
    tracker.raiseCodingStatus('verboseErrorChallenge', 1)
    tracker.raiseCodingStatus('localXssChallenge', 1)

    const [solved, findIt, fixIt] = await codesOf(a)
    const carried = await b.api.put(`${codePaths[0]}/apply/${solved}`)
    expect(carried.status).toBe(200)
    expect(carried.body).toEqual({ data: 'ok' })
    expect((await b.api.put(`${codePaths[1]}/apply/${findIt}`)).status).toBe(404)
    expect((await b.api.put(`${codePaths[2]}/apply/${fixIt}`)).status).toBe(404)
    const inB = await progressOf(b)
    expect(inB.filter(c => c.solved).map(c => c.key).sort()).toEqual(['scoreBoardChallenge', 'verboseErrorChallenge'])
    expect(inB.some(c => c.codingChallengeStatus > 0)).toBe(false)
    // The same ids, signed by b now (ids, two signature words, a check word).
    const ids = (code: string): number[] => new Hashids('', 60).decode(code).map(Number).slice(0, -3)
    expect(ids((await codesOf(b))[0])).toEqual(ids(solved))
    expect((await codesOf(b))[0]).not.toBe(solved)
    // An honest code never solves the forgery challenge.
    expect(await b.solved('progressCodeForgeChallenge')).toBe(false)
    // The issuing shop accepts its own codes again.
    for (const [p, code] of [[codePaths[1], findIt], [codePaths[2], fixIt]]) {
      expect((await a.api.put(`${p}/apply/${code}`)).status).toBe(200)
    }
  })
})

describe('coding codes across a restart and a reset', () => {
  it('applies a shop\'s coding codes after its database is thrown away, and never lowers a status', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-codes-'))
    try {
      const first = createShop({ config: loadConfig(), dataDir, log: () => {} })
      const tracker = first.registry.get().challenges
      tracker.raiseCodingStatus('scoreBoardChallenge', 1)
      const findItOnly = (await request(first.app).get(codePaths[1])).body.continueCode as string
      tracker.raiseCodingStatus('scoreBoardChallenge', 2)
      tracker.raiseCodingStatus('verboseErrorChallenge', 1)
      const fixIt = (await request(first.app).get(codePaths[2])).body.continueCode as string
      const findIt = (await request(first.app).get(codePaths[1])).body.continueCode as string
      const folder = first.registry.get().folder
      first.close()
      for (const file of fs.readdirSync(folder)) if (file.startsWith('shop.db')) fs.rmSync(path.join(folder, file))

      const second = createShop({ config: loadConfig(), dataDir, log: () => {} })
      for (const [p, code] of [[codePaths[2], fixIt], [codePaths[1], findIt], [codePaths[1], findItOnly]]) {
        expect((await request(second.app).put(`${p}/apply/${code}`)).status).toBe(200)
      }
      const res = await request(second.app).get('/api/Challenges').query({ sort: 'id' })
      second.close()
      const status = (key: string) => res.body.data.find((c: { key: string }) => c.key === key)?.codingChallengeStatus
      expect(status('scoreBoardChallenge')).toBe(2)
      expect(status('verboseErrorChallenge')).toBe(1)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
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

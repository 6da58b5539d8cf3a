import { describe, expect, it } from 'vitest'
import { familyHarness } from '../../test-support/family-harness.js'
import { scoreBoardFamily } from './score-board.js'
import { accountsExploits } from '../../test-support/exploits/accounts.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'

const t = createExploitShop()

describe('scoreBoardChallenge', () => {
  it("is not solved by the menu's single-name lookup", async () => {
    const res = await t.api.get('/api/Challenges/').query({ name: 'Score Board' })
    expect(res.status).toBe(200)
    expect(res.body.data).toHaveLength(1)
    // The response is serialised before the detectors run, so only a later lookup shows the outcome.
    expect(await t.solved('scoreBoardChallenge')).toBe(false)
  })

  it('is not solved by a lookup by key or by a failed listing', async () => {
    expect((await t.api.get('/api/Challenges/').query({ key: 'scoreBoardChallenge' })).status).toBe(200)
    expect((await t.api.post('/api/Challenges/')).status).toBe(404)
    expect(await t.solved('scoreBoardChallenge')).toBe(false)
  })

  it('is solved by the full listing only the score board makes', async () => {
    await accountsExploits.scoreBoardChallenge(t)
    expect(await t.solved('scoreBoardChallenge')).toBe(true)
  })

  it('sorts the listing by name when asked', async () => {
    const res = await t.api.get('/api/Challenges/').query({ sort: 'name' })
    expect(res.status).toBe(200)
    const names = res.body.data.map((c: { name: string }) => c.name)
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { numeric: true })))
  })

  it('serves every challenge with the score-board fields', async () => {
    const res = await t.api.get('/api/Challenges/')
    for (const challenge of res.body.data) {
      expect(challenge).toMatchObject({ disabledEnv: null })
      expect(challenge.difficulty).toBeGreaterThanOrEqual(1)
      expect(challenge.difficulty).toBeLessThanOrEqual(6)
      for (const field of ['id', 'key', 'name', 'category', 'description', 'tags', 'hint', 'mitigationUrl', 'solved', 'hasTutorial', 'tutorialOrder', 'hasSnippet', 'codingChallengeStatus']) {
        expect(challenge).toHaveProperty(field)
      }
    }
  })
})

describe('score board rule', () => {
  const solvedBy = (request: Record<string, unknown>, status = 200): boolean => {
    const h = familyHarness(scoreBoardFamily)
    h.respond({ method: 'GET', path: '/api/Challenges/', query: {}, ...request }, status)
    return h.solved.includes('scoreBoardChallenge')
  }

  it('needs the whole challenge list, as the score board asks for it', () => {
    expect(solvedBy({})).toBe(true)
    expect(solvedBy({ path: '/api/challenges' })).toBe(true)
    expect(solvedBy({ query: { name: 'Score Board' } })).toBe(false)
    expect(solvedBy({ query: { key: 'scoreBoardChallenge' } })).toBe(false)
    expect(solvedBy({ method: 'POST' })).toBe(false)
    expect(solvedBy({}, 401)).toBe(false)
    expect(solvedBy({ path: '/api/Challenges/1' })).toBe(false)
    expect(solvedBy({ path: '/x/api/Challenges/' })).toBe(false)
  })
})

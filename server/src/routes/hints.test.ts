import { describe, expect, it } from 'vitest'
import { parseYaml } from '../yaml-files.js'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()
const ctf = createTestShop(config => ({ ...config, challenges: { ...config.challenges, showHints: false } }))

interface Hint { id: number, ChallengeId: number, text: string, order: number }

describe('GET /api/Hints', () => {
  it('lists every challenge\'s hints with its challenge id, text and order', async () => {
    const res = await t.api.get('/api/Hints')
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('success')
    const hints = res.body.data as Hint[]
    const challenges = (await t.api.get('/api/Challenges/')).body.data as Array<{ id: number, hints: string[] }>
    expect(hints).toHaveLength(challenges.reduce((sum, c) => sum + c.hints.length, 0))
    expect(new Set(hints.map(h => h.id)).size).toBe(hints.length)
    for (const challenge of challenges) {
      const own = hints.filter(h => h.ChallengeId === challenge.id).sort((a, b) => a.order - b.order)
      expect(own.map(h => h.text)).toEqual(challenge.hints)
      expect(own.map(h => h.order)).toEqual(challenge.hints.map((_h, index) => index + 1))
    }
  })

  it('answers the same list when the configuration hides hints on the shop\'s own screens', async () => {
    const res = await ctf.api.get('/api/Hints')
    expect(res.status).toBe(200)
    expect(res.body).toEqual((await t.api.get('/api/Hints')).body)
  })
})

describe('GET /rest/country-mapping.yml', () => {
  it('is the JSON mapping as a YAML document under ctf.countryMapping', async () => {
    const res = await t.api.get('/rest/country-mapping.yml').buffer(true)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/yaml/)
    const doc = parseYaml(res.text) as { ctf: { countryMapping: Record<string, { name: string, code: string }> } }
    expect(doc.ctf.countryMapping).toEqual((await t.api.get('/rest/country-mapping')).body)
    expect(doc.ctf.countryMapping.scoreBoardChallenge).toEqual({ name: expect.any(String), code: expect.stringMatching(/^[A-Z]{2}$/) })
  })
})

describe('unknown API paths', () => {
  it.each([
    ['get', '/api/Nothing?x=1', 'GET /api/Nothing'],
    ['post', '/rest/nothing/here', 'POST /rest/nothing/here'],
    ['get', '/snippets/a/b', 'GET /snippets/a/b']
  ] as const)('answers 404 JSON that names the whole path: %s %s', async (method, url, named) => {
    const res = await t.api[method](url)
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ status: 'error', error: `Unexpected path: ${named}`, message: `Unexpected path: ${named}` })
  })
})

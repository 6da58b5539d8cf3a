import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()

interface Listed { key: string, cwe: number[], owaspTop10: string, owaspApiTop10: string | null }

describe('GET /api/Challenges curriculum fields', () => {
  it('carries CWE ids and OWASP categories in the cached whole list and in filtered lookups alike', async () => {
    const whole = (await t.api.get('/api/Challenges/')).body.data as Listed[]
    expect(whole.find(c => c.key === 'ssrfChallenge')).toMatchObject({ cwe: [918], owaspTop10: 'A10', owaspApiTop10: 'API7' })
    expect(whole.find(c => c.key === 'localXssChallenge')).toMatchObject({ cwe: [79], owaspTop10: 'A03', owaspApiTop10: null })
    expect(whole.every(c => c.cwe.length > 0 && /^A\d\d$/.test(c.owaspTop10))).toBe(true)

    const sorted = (await t.api.get('/api/Challenges/').query({ sort: 'name' })).body.data as Listed[]
    expect(sorted.find(c => c.key === 'ssrfChallenge')).toMatchObject({ cwe: [918], owaspTop10: 'A10', owaspApiTop10: 'API7' })
  })
})

describe('GET /api/Challenges?sort=', () => {
  type Row = { key: string, name: string, difficulty: number, id: number, category: string }
  const list = async (query: Record<string, string> = {}): Promise<Row[]> => (await t.api.get('/api/Challenges/').query(query)).body.data as Row[]

  it('orders by a listed field, numbers by value, and keeps the catalogue order for a field it does not list', async () => {
    const all = await list()
    expect((await list({ sort: 'difficulty' })).map(c => c.difficulty)).toEqual(all.map(c => c.difficulty).sort((a, b) => a - b))
    expect((await list({ sort: 'name' })).map(c => c.name)).toEqual(all.map(c => c.name).sort((a, b) => a.localeCompare(b, 'en', { numeric: true })))
    expect((await list({ sort: 'description' })).map(c => c.key)).toEqual(all.map(c => c.key))
    expect(await list({ sort: 'name', key: 'noSuchChallenge' })).toEqual([])
  })

  it('orders by id as numbers, and by category and key as text', async () => {
    const all = await list()
    const ids = (await list({ sort: 'id' })).map(c => c.id)
    expect(ids).toEqual(all.map(c => c.id).sort((a, b) => a - b))
    // Ids of one and of two digits, which text order would interleave.
    expect([ids.some(id => id < 10), ids.some(id => id >= 10)]).toEqual([true, true])
    const text = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    expect((await list({ sort: 'category' })).map(c => c.category)).toEqual(text(all.map(c => c.category)))
    expect((await list({ sort: 'key' })).map(c => c.key)).toEqual(text(all.map(c => c.key)))
  })
})

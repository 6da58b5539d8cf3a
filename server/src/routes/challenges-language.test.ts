import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()

interface Listed { key: string, name: string, description: string, hints: string[], solved: boolean }
const nameOf = (body: { data: Listed[] }, key: string): string | undefined => body.data.find(c => c.key === key)?.name

describe('/api/Challenges speaks the player\'s language', () => {
  it('sends English without a cookie or Accept-Language', async () => {
    const res = await t.api.get('/api/Challenges/').expect(200)
    expect(nameOf(res.body, 'scoreBoardChallenge')).toBe('Score Board')
  })

  it('follows the web app\'s language cookie, also over Accept-Language', async () => {
    const res = await t.api.get('/api/Challenges/').set('Cookie', 'token=x; language=de').set('Accept-Language', 'en').expect(200)
    expect(nameOf(res.body, 'scoreBoardChallenge')).toBe('Punkteübersicht')
    expect(res.body.data.find((c: Listed) => c.key === 'loginAdminSqliChallenge').description).toContain('<strong>Administrator</strong>')
  })

  it('falls back to Accept-Language, then to English for a language without texts', async () => {
    const german = await t.api.get('/api/Challenges/').set('Accept-Language', 'fy;q=0.9, de-AT;q=0.8, en;q=0.5').expect(200)
    expect(nameOf(german.body, 'scoreBoardChallenge')).toBe('Punkteübersicht')
    const unknown = await t.api.get('/api/Challenges/').set('Cookie', 'language=xx').expect(200)
    expect(nameOf(unknown.body, 'scoreBoardChallenge')).toBe('Score Board')
  })

  it('keeps one cached answer per language, each with its own ETag', async () => {
    const english = await t.api.get('/api/Challenges/').expect(200)
    const german = await t.api.get('/api/Challenges/').set('Cookie', 'language=de').expect(200)
    expect(english.headers.etag).toBeDefined()
    expect(german.headers.etag).not.toBe(english.headers.etag)
    expect(german.headers.vary).toMatch(/Cookie/)
    // A German client revalidating with its tag is not sent the English list, nor the other way round.
    await t.api.get('/api/Challenges/').set('Cookie', 'language=de').set('If-None-Match', german.headers.etag).expect(304)
    await t.api.get('/api/Challenges/').set('If-None-Match', german.headers.etag).expect(200)
  })

  it('translates the filtered and sorted listing, looking names up in English', async () => {
    const res = await t.api.get('/api/Challenges/').query({ name: 'Score Board' }).set('Cookie', 'language=de').expect(200)
    expect(res.body.data.map((c: Listed) => c.name)).toEqual(['Punkteübersicht'])
    const sorted = await t.api.get('/api/Challenges/').query({ sort: 'name' }).set('Cookie', 'language=de').expect(200)
    const names = sorted.body.data.map((c: Listed) => c.name)
    expect(names).toContain('Punkteübersicht')
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'de', { numeric: true })))
  })
})

describe('/api/Hints speaks the caller\'s language too', () => {
  it('sends the German hints to a German caller and the English ones otherwise, numbered alike', async () => {
    const english = await t.api.get('/api/Hints').expect(200)
    const german = await t.api.get('/api/Hints').set('Accept-Language', 'de').expect(200)
    expect(german.body.data).toHaveLength(english.body.data.length)
    expect(english.body.data[0].text).toMatch(/^Single-page apps/)
    expect(german.body.data[0]).toMatchObject({ id: english.body.data[0].id, ChallengeId: 1, order: 1 })
    expect(german.body.data[0].text).toMatch(/^Single-Page-Apps/)
  })
})

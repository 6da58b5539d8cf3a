import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

// Issue 24, item 4. Client: OWASP Juice Shop's Angular score board (score-board.component.ts and
// challenge-card.component.ts, v15 to main in 2026). It sends `GET /api/Challenges/?sort=name` and
// `GET /snippets` side by side and marks a challenge `hasCodingChallenge` when its key is in the
// `challenges` list of the latter; its cards show the Find it / Fix it button from that flag
// (greyed out until the challenge is solved in mode `solved`). Records carry the flag too, as the
// peer's records do.
const t = createTestShop()

interface Record { key: string, solved: boolean, hasSnippet: boolean, hasCodingChallenge?: boolean, codingChallengeStatus: number }

describe('the score board\'s requests, as the peer\'s Angular score board sends them', () => {
  it('find every coding challenge, solved or not, in the records and in the /snippets list', async () => {
    const accept = 'application/json, text/plain, */*'
    const [listing, snippets] = await Promise.all([
      t.api.get('/api/Challenges/').query({ sort: 'name' }).set('Accept', accept),
      t.api.get('/snippets').set('Accept', accept)
    ])
    expect(listing.status).toBe(200)
    expect(snippets.status).toBe(200)
    const records = listing.body.data as Record[]
    const withCoding = records.filter(r => r.hasSnippet)
    expect(withCoding.length).toBeGreaterThan(0)
    expect(withCoding.some(r => !r.solved)).toBe(true)
    for (const record of records) {
      expect(record.hasCodingChallenge, record.key).toBe(record.hasSnippet)
      expect(typeof record.codingChallengeStatus).toBe('number')
    }
    const listed = new Set(snippets.body.challenges as string[])
    expect(records.filter(r => listed.has(r.key)).map(r => r.key).sort()).toEqual(withCoding.map(r => r.key).sort())
  })
})

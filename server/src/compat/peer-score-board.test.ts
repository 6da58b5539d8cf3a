import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

// Issue 24, item 4. Client: OWASP Juice Shop's Angular score board (score-board.component.ts and
// challenge-card.component.ts, v17 to main in 2026). It sends `GET /api/Challenges/` and shows the
// Find it / Fix it buttons of a record only when its `hasCodingChallenge` is true.
const t = createTestShop()

describe('challenge records, as the peer\'s score board reads them', () => {
  it('carry hasCodingChallenge, equal to hasSnippet, so the coding buttons appear', async () => {
    const res = await t.api.get('/api/Challenges/').set('Accept', 'application/json, text/plain, */*')
    expect(res.status).toBe(200)
    const records = res.body.data as Array<{ key: string, hasSnippet: boolean, hasCodingChallenge?: boolean, codingChallengeStatus: number }>
    for (const record of records) {
      expect(record.hasCodingChallenge, record.key).toBe(record.hasSnippet)
      expect(typeof record.codingChallengeStatus).toBe('number')
    }
    expect(records.some(r => r.hasCodingChallenge === true)).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import type { ChallengeView } from '../../challenges/tracker.js'
import { repeatNotification } from './notifications.js'

// Without a shop: a stand-in challenge list that records which notices it was asked to repeat.
function tracker (names: string[]) {
  const repeated: string[] = []
  const challenges = {
    list: () => names.map((name, index) => ({ key: `key${index}`, name }) as ChallengeView),
    repeatNotification: (key: string) => { repeated.push(key); return true }
  }
  return { shop: { challenges }, repeated }
}

describe('repeatNotification without a shop', () => {
  it('repeats the notice of the challenge with exactly that name, and names an unknown one', () => {
    const { shop, repeated } = tracker(['Score Board', 'Zero Stars'])
    repeatNotification(shop, 'Zero Stars')
    expect(repeated).toEqual(['key1'])
    expect(() => repeatNotification(shop, 'zero stars')).toThrow(expect.objectContaining({ kind: 'not-found' }))
    expect(repeated).toEqual(['key1'])
  })
})

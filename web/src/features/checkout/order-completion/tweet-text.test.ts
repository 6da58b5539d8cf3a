import { describe, expect, it } from 'vitest'
import { tweetText } from './tweet-text'

describe('tweetText', () => {
  it('keeps short texts and cuts long ones to 140 characters', () => {
    expect(tweetText('I just bought juice')).toBe('I just bought juice')
    const long = tweetText('x'.repeat(200))
    expect(long).toHaveLength(140)
    expect(long.endsWith('…')).toBe(true)
  })

  it('keeps a text of exactly 140 characters whole, and cuts one of 141', () => {
    expect(tweetText('x'.repeat(140))).toBe('x'.repeat(140))
    expect(tweetText('x'.repeat(141))).toBe(`${'x'.repeat(139)}…`)
  })
})

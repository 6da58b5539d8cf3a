import { describe, expect, it } from 'vitest'
import { RULEBOOK, rulebookDump } from './rulebook.js'

describe('rulebookDump', () => {
  // Printed inside each test: the mutation run switches its mutant on per test, not while the file is collected.
  const lines = (): string[] => rulebookDump().split('\n')

  it('prints one line per rule', () => {
    expect(lines()).toHaveLength(RULEBOOK.length)
  })

  it.each([
    ['a customer rule', 'thanks', '[thanks] Accept thanks. Triggers: "thank you", "thanks", "cheers"'],
    ['a staff-only rule', 'goodwillCredit', '[goodwillCredit] (staff only) Grant a goodwill credit to an unhappy customer. Triggers: "goodwill credit", "grant goodwill", "issue goodwill credit"'],
    ['the maintainers’ rule', 'showRulebook', '[showRulebook] (maintainers) Print every rule with its phrases (maintainers). Triggers: "show rulebook", "print rulebook", "dump rules"']
  ])('marks %s', (_name, id, line) => {
    expect(lines()[RULEBOOK.findIndex(rule => rule.id === id)]).toBe(line)
  })

  // The whole dump, written out: it is what the bot discloses to whoever asks for it, so every
  // rule, phrase and summary in it, and their order (the first listed wins a tie), is part of its answer.
  it('prints the whole rulebook in order, every phrase included', () => {
    const q = (...phrases: string[]): string => phrases.map(phrase => `"${phrase}"`).join(', ')
    expect(lines()).toEqual([
      `[greeting] Say hello back. Triggers: ${q('hello', 'hi there', 'good morning', 'good evening', 'hey')}`,
      `[thanks] Accept thanks. Triggers: ${q('thank you', 'thanks', 'cheers')}`,
      `[productPrice] Quote the current price of a product. Triggers: ${q('how much is', 'how much does', 'what does cost', 'price of', 'price for', 'how expensive')}`,
      `[productStock] Tell how many of a product are in stock. Triggers: ${q('in stock', 'how many left', 'how many are left', 'availability', 'sold out')}`,
      `[coupon] Politely refuse coupon requests. Triggers: ${q('coupon', 'discount', 'voucher', 'promo code', 'a deal')}`,
      `[orderStatus] Look up an order by its id. Triggers: ${q('where is order', 'where is my order', 'track order', 'status of order', 'order status')}`,
      `[openingHours] Explain delivery times. Triggers: ${q('opening hours', 'when are you open', 'delivery time', 'how long does delivery')}`,
      `[recycling] Explain the recycling service. Triggers: ${q('recycle', 'pomace', 'recycling box')}`,
      `[goodwillCredit] (staff only) Grant a goodwill credit to an unhappy customer. Triggers: ${q('goodwill credit', 'grant goodwill', 'issue goodwill credit')}`,
      `[showRulebook] (maintainers) Print every rule with its phrases (maintainers). Triggers: ${q('show rulebook', 'print rulebook', 'dump rules')}`
    ])
  })
})

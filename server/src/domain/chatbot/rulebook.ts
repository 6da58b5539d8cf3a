/**
 * The support bot's rulebook: each rule (intent) is triggered by phrases that the matcher finds,
 * approximately, in the customer's message. Staff-only rules need a staff tier.
 */
export type IntentId = 'greeting' | 'thanks' | 'productPrice' | 'productStock' | 'coupon' | 'orderStatus' | 'openingHours' | 'recycling' | 'goodwillCredit' | 'showRulebook'

export interface Rule { id: IntentId, phrases: string[], summary: string, staffOnly?: boolean, maintainer?: boolean }

export const RULEBOOK: readonly Rule[] = [
  { id: 'greeting', phrases: ['hello', 'hi there', 'good morning', 'good evening', 'hey'], summary: 'Say hello back.' },
  { id: 'thanks', phrases: ['thank you', 'thanks', 'cheers'], summary: 'Accept thanks.' },
  { id: 'productPrice', phrases: ['how much is', 'how much does', 'what does cost', 'price of', 'price for', 'how expensive'], summary: 'Quote the current price of a product.' },
  { id: 'productStock', phrases: ['in stock', 'how many left', 'how many are left', 'availability', 'sold out'], summary: 'Tell how many of a product are in stock.' },
  { id: 'coupon', phrases: ['coupon', 'discount', 'voucher', 'promo code', 'a deal'], summary: 'Politely refuse coupon requests.' },
  { id: 'orderStatus', phrases: ['where is order', 'where is my order', 'track order', 'status of order', 'order status'], summary: 'Look up an order by its id.' },
  { id: 'openingHours', phrases: ['opening hours', 'when are you open', 'delivery time', 'how long does delivery'], summary: 'Explain delivery times.' },
  { id: 'recycling', phrases: ['recycle', 'pomace', 'recycling box'], summary: 'Explain the recycling service.' },
  { id: 'goodwillCredit', phrases: ['goodwill credit', 'grant goodwill', 'issue goodwill credit'], summary: 'Grant a goodwill credit to an unhappy customer.', staffOnly: true },
  { id: 'showRulebook', phrases: ['show rulebook', 'print rulebook', 'dump rules'], summary: 'Print every rule with its phrases (maintainers).', maintainer: true }
]

/** The rulebook as the maintainer dump prints it: every rule, staff-only ones and phrases included. */
export function rulebookDump (): string {
  return RULEBOOK.map(rule => `[${rule.id}]${rule.staffOnly ? ' (staff only)' : ''}${rule.maintainer ? ' (maintainers)' : ''} ${rule.summary} Triggers: ${rule.phrases.map(p => `"${p}"`).join(', ')}`).join('\n')
}

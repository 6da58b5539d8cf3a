import { describe, expect, it } from 'vitest'
import { effectivePrice, formatPrice, roundToCents } from './price'

describe('formatPrice', () => {
  it('shows two decimals with the sign after the amount', () => {
    expect(formatPrice(3.49, 'en')).toBe('3.49¤')
    expect(formatPrice(5, 'en')).toBe('5.00¤')
    expect(formatPrice(0.1 + 0.2, 'en')).toBe('0.30¤')
    expect(formatPrice(1999.999, 'en')).toBe('2000.00¤')
  })

  it('never prints NaN or Infinity', () => {
    expect(formatPrice(Number.NaN, 'en')).toBe('0.00¤')
    expect(formatPrice(Number.POSITIVE_INFINITY, 'en')).toBe('0.00¤')
  })
})

describe('effectivePrice', () => {
  const product = { price: 3.49, deluxePrice: 2.99 }

  it('gives deluxe members the deluxe price', () => {
    expect(effectivePrice(product, true)).toBe(2.99)
  })

  it('gives everybody else the normal price', () => {
    expect(effectivePrice(product, false)).toBe(3.49)
  })

  it('falls back to the normal price when a product has no deluxe price', () => {
    expect(effectivePrice({ price: 4, deluxePrice: null }, true)).toBe(4)
    expect(effectivePrice({ price: 4 }, true)).toBe(4)
    expect(effectivePrice({ price: 4, deluxePrice: Number.NaN }, true)).toBe(4)
  })
})

describe('roundToCents', () => {
  it('removes floating point noise', () => {
    expect(roundToCents(0.1 + 0.2)).toBe(0.3)
    expect(roundToCents(2.99 * 3)).toBe(8.97)
  })
})

import { describe, expect, it } from 'vitest'
import { stockState } from './stock'

describe('stockState', () => {
  it('is sold out at zero or below', () => {
    expect(stockState(0)).toBe('sold-out')
    expect(stockState(-2)).toBe('sold-out')
  })

  it('is low from one to five units', () => {
    expect(stockState(1)).toBe('low')
    expect(stockState(5)).toBe('low')
  })

  it('is in stock above five units or when unknown', () => {
    expect(stockState(6)).toBe('in-stock')
    expect(stockState(undefined)).toBe('in-stock')
  })
})

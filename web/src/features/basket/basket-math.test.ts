import { describe, expect, it } from 'vitest'
import { basketTotal, bonusPoints, clampQuantity, lineTotal } from './basket-math'

describe('clampQuantity', () => {
  it('keeps quantities of one or more', () => {
    expect(clampQuantity(1)).toBe(1)
    expect(clampQuantity(7)).toBe(7)
  })

  it('never goes below one', () => {
    expect(clampQuantity(0)).toBe(1)
    expect(clampQuantity(-3)).toBe(1)
    expect(clampQuantity(Number.NaN)).toBe(1)
  })

  it('drops fractions', () => {
    expect(clampQuantity(2.7)).toBe(2)
  })
})

describe('basket totals', () => {
  const lines = [
    { price: 3.49, deluxePrice: 2.99, quantity: 3 },
    { price: 19.99, deluxePrice: 15, quantity: 1 }
  ]

  it('multiplies each price by its quantity', () => {
    expect(lineTotal(lines[0], false)).toBe(10.47)
    expect(lineTotal(lines[0], true)).toBe(8.97)
  })

  it('sums the lines in whole cents, with deluxe prices for deluxe members', () => {
    expect(basketTotal(lines, false)).toBe(30.46)
    expect(basketTotal(lines, true)).toBe(23.97)
    expect(basketTotal([], false)).toBe(0)
  })
})

describe('bonusPoints', () => {
  it('rounds price / 10 per unit and multiplies by the quantity', () => {
    // 3.49 / 10 rounds to 0; 19.99 / 10 rounds to 2; 25 / 10 = 2.5 rounds to 3.
    expect(bonusPoints([{ price: 3.49, quantity: 3 }], false)).toBe(0)
    expect(bonusPoints([{ price: 19.99, quantity: 2 }], false)).toBe(4)
    expect(bonusPoints([{ price: 25, quantity: 1 }, { price: 19.99, quantity: 1 }], false)).toBe(5)
  })

  it('earns on the deluxe price for deluxe members', () => {
    expect(bonusPoints([{ price: 19.99, deluxePrice: 14, quantity: 2 }], true)).toBe(2)
  })
})

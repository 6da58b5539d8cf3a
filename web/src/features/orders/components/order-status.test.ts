import { describe, expect, it } from 'vitest'
import { orderStatus } from './order-status'

describe('orderStatus', () => {
  it('follows the tracking rules', () => {
    expect(orderStatus({ delivered: true, eta: 5 }, true)).toBe(3)
    expect(orderStatus({ delivered: false, eta: 5 }, true)).toBe(0)
    expect(orderStatus({ delivered: false, eta: 3 }, false)).toBe(1)
    expect(orderStatus({ delivered: false, eta: 2 }, false)).toBe(2)
    expect(orderStatus({ delivered: false, eta: null }, false)).toBe(1)
  })
})

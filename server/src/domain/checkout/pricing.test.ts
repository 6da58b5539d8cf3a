import { describe, expect, it } from 'vitest'
import type { ProductRow } from '../../repositories/products.js'
import { orderLine, priceOrder } from './pricing.js'

const product = { id: 7, name: 'Melon Bike', price: 2999, deluxePrice: 2699.5 } as ProductRow

describe('order lines', () => {
  it('charge customers the regular price and deluxe members the deluxe price, with a bonus of a tenth per item', () => {
    expect(orderLine(product, 2, false)).toEqual({ id: 7, name: 'Melon Bike', price: 2999, quantity: 2, total: 5998, bonus: 600 })
    expect(orderLine(product, 3, true)).toEqual({ id: 7, name: 'Melon Bike', price: 2699.5, quantity: 3, total: 8098.5, bonus: 810 })
  })

  it('round the total to cents and the bonus per item to whole points', () => {
    expect(orderLine({ ...product, price: 1.99 } as ProductRow, 3, false)).toMatchObject({ total: 5.97, bonus: 0 })
    expect(orderLine({ ...product, price: 15 } as ProductRow, 2, false)).toMatchObject({ total: 30, bonus: 4 })
  })
})

describe('order prices', () => {
  const lines = [orderLine({ ...product, price: 10.1 } as ProductRow, 3, false), orderLine({ ...product, id: 8, price: 4.99 } as ProductRow, 1, false)]

  it('add the items and the delivery, less the coupon\'s percentage of the items, in cents', () => {
    // items 30.30 + 4.99 = 35.29; 15 % of it = 5.2935 → 5.29; bonus 1 × 3 + 0
    expect(priceOrder(lines, 2.99, 15)).toEqual({ itemTotal: 35.29, deliveryPrice: 2.99, promotionalAmount: 5.29, totalPrice: 32.99, bonus: 3 })
  })

  it('take nothing off without a coupon', () => {
    expect(priceOrder(lines, 0, 0)).toEqual({ itemTotal: 35.29, deliveryPrice: 0, promotionalAmount: 0, totalPrice: 35.29, bonus: 3 })
  })
})

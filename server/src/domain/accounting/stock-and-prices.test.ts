import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { stockedProduct } from '../../test-support/shop-customers.js'
import { updateProduct, updateStock } from './stock-and-prices.js'

const t = createTestShop()
const shop = t.shop.registry.get()

describe('accounting edits', () => {
  it('names the product or stock entry that does not exist', () => {
    expect(() => updateProduct(shop, 987_654, { price: 1 })).toThrow(expect.objectContaining({ kind: 'not-found', message: 'Product not found' }))
    expect(() => updateStock(shop, 987_654, 1)).toThrow(expect.objectContaining({ kind: 'not-found', message: 'Quantity not found' }))
  })

  it('writes a new price and a new stock level, and tells the detectors what the product was before', () => {
    const updates: Array<{ before: number, after: number }> = []
    shop.events.on('product.updated', ({ before, after }) => { updates.push({ before: before.price, after: after.price }) })
    const id = stockedProduct(shop, 'Accounting Test Juice', 3)
    expect(updateProduct(shop, id, { price: 4.5 })).toMatchObject({ id, name: 'Accounting Test Juice', description: 'x', price: 4.5 })
    expect(shop.repos.products.findById(id)).toMatchObject({ name: 'Accounting Test Juice', price: 4.5 })
    expect(updates).toEqual([{ before: 1, after: 4.5 }])
    const stock = shop.repos.quantities.findByProduct(id)!
    expect(updateStock(shop, stock.id, 12)).toEqual({ id: stock.id, ProductId: id, quantity: 12, limitPerUser: null })
  })
})

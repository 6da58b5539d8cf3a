import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { repositoryDb } from '../../test-support/repository-db.js'
import { eventRecorder } from '../../test-support/rule-fakes.js'
import { stockedProduct } from '../../test-support/shop-customers.js'
import { updateProduct, updateStock } from './stock-and-prices.js'

describe('accounting edits', () => {
  const shop = createTestShop().shop.registry.get()
  const { repos } = repositoryDb()

  it('names the product or stock entry that does not exist', () => {
    expect(() => updateProduct(shop, 987_654, { price: 1 })).toThrow(expect.objectContaining({ kind: 'not-found', message: 'Product not found' }))
    expect(() => updateStock(shop, 987_654, 1)).toThrow(expect.objectContaining({ kind: 'not-found', message: 'Quantity not found' }))
  })

  // The rules name only the repositories and the event sink they use, so no shop is built here.
  it('writes a new price and a new stock level, and tells the detectors what the product was before', () => {
    const events = eventRecorder()
    const id = stockedProduct({ repos }, 'Accounting Test Juice', 3)
    expect(updateProduct({ repos, events }, id, { price: 4.5 })).toMatchObject({ id, name: 'Accounting Test Juice', description: 'x', price: 4.5 })
    expect(repos.products.findById(id)).toMatchObject({ name: 'Accounting Test Juice', price: 4.5 })
    expect(events.payloads('product.updated').map(({ before, after }) => ({ before: before.price, after: after.price }))).toEqual([{ before: 1, after: 4.5 }])
    const stock = repos.quantities.findByProduct(id)!
    expect(updateStock({ repos }, stock.id, 12)).toEqual({ id: stock.id, ProductId: id, quantity: 12, limitPerUser: null })
  })
})

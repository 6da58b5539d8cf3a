import type { Repositories } from '../../repositories/index.js'
import type { EventSink } from '../ports.js'
import type { ProductRow } from '../../repositories/products.js'
import { notFound } from '../errors.js'

export const MAX_STOCK = 100_000

export type ProductChanges = Partial<Pick<ProductRow, 'name' | 'description' | 'price' | 'deluxePrice' | 'image'>>

/**
 * The accounting screen's price edit. Planted (productTamperChallenge): the route asks for no
 * token, and every field the body names is written, not just the price.
 */
export function updateProduct (shop: { repos: Pick<Repositories, 'products'>, events: EventSink }, id: number, changes: ProductChanges): ProductRow {
  const before = shop.repos.products.findById(id)
  if (!before) throw notFound('Product')
  const after = shop.repos.products.update({ ...before, ...changes })
  shop.events.emit('product.updated', { before, after })
  return after
}

/** The accounting screen's stock edit (accounting or admin token, checked by the route). */
export function updateStock (shop: { repos: Pick<Repositories, 'quantities'> }, quantityId: number, quantity: number) {
  const row = shop.repos.quantities.setQuantity(quantityId, quantity)
  if (!row) throw notFound('Quantity')
  const { id, ProductId, limitPerUser } = row
  return { id, ProductId, quantity: row.quantity, limitPerUser }
}

import type { ShopInstance } from '../../instance/shop-instance.js'
import type { ProductRow } from '../../repositories/products.js'
import { notFound } from '../errors.js'

export const listProducts = (shop: ShopInstance): ProductRow[] => shop.repos.products.list()

export function findProduct (shop: ShopInstance, id: number): ProductRow {
  const product = shop.repos.products.findById(id)
  if (!product) throw notFound('Product')
  return product
}

/** Stock per product, without the bookkeeping timestamps. */
export function stockQuantities (shop: ShopInstance) {
  return shop.repos.quantities.list().map(({ id, ProductId, quantity, limitPerUser }) => ({ id, ProductId, quantity, limitPerUser }))
}

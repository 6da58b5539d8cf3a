import type { Repositories } from '../../repositories/index.js'

/** The warehouse's stock summary, meant for the shop's own back-end jobs only. */
export function stockSyncReport (shop: { id: string, repos: Pick<Repositories, 'quantities'> }) {
  const rows = shop.repos.quantities.list()
  return {
    status: 'ok',
    instance: shop.id,
    products: rows.length,
    unitsInStock: rows.reduce((sum, row) => sum + Math.max(0, row.quantity), 0),
    soldOut: rows.filter(row => row.quantity <= 0).map(row => row.ProductId)
  }
}

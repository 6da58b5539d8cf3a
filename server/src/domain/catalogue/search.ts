import type { ShopInstance } from '../../instance/shop-instance.js'
import type { ProductRow } from '../../repositories/products.js'

/** Product search by name and description; an empty query lists the whole catalogue. */
export function searchProducts (shop: ShopInstance, query: string): ProductRow[] {
  // vuln-code-snippet start verboseErrorChallenge
  // Planted: the query is pasted into the statement (search injections; verbose errors on failure).
  const rows = shop.injectableQuery('search',
    `SELECT * FROM Products WHERE ((name LIKE '%${query}%' OR description LIKE '%${query}%') AND deletedAt IS NULL) ORDER BY name`, [query])
  // vuln-code-snippet end verboseErrorChallenge
  shop.events.emit('search.performed', { query })
  return rows as unknown as ProductRow[]
}

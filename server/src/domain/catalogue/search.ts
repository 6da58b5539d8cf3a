import type { ShopInstance } from '../../instance/shop-instance.js'
import type { ProductRow } from '../../repositories/products.js'

/** Product search by name and description; an empty query lists the whole catalogue. */
export async function searchProducts (shop: ShopInstance, query: string): Promise<ProductRow[]> {
  // Planted: the query is pasted into the statement (search injections; verbose errors on failure).
  // The executor bounds it (200 characters, row cap) and answers longer input with 400.
  // vuln-code-snippet start searchUnionUsersChallenge
  const rows = await shop.injectableQuery('search', // vuln-code-snippet neutral-line searchUnionUsersChallenge
    `SELECT * FROM Products WHERE ((name LIKE '%${query}%' OR description LIKE '%${query}%') AND deletedAt IS NULL) ORDER BY name`, [query]) // vuln-code-snippet vuln-line searchUnionUsersChallenge
  // vuln-code-snippet end searchUnionUsersChallenge
  // Recorded only after the query ran, so the XSS claim check knows the shop really served this search.
  shop.events.emit('search.performed', { query })
  return rows as unknown as ProductRow[]
}

/** A ribbon with the count at 1-5 units left; sold out at zero or below. */
export const LOW_STOCK_LIMIT = 5

export type StockState = 'in-stock' | 'low' | 'sold-out'

/** Unknown stock (quantities not loaded, or no row for the product) is treated as available. */
export function stockState (quantity: number | undefined): StockState {
  if (quantity === undefined) return 'in-stock'
  if (quantity <= 0) return 'sold-out'
  if (quantity <= LOW_STOCK_LIMIT) return 'low'
  return 'in-stock'
}

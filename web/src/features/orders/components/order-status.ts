/** The stages an order's tracking shows, in order: 0 New, 1 Packing, 2 Transit, 3 Delivered. */
export type OrderStatus = 0 | 1 | 2 | 3

export const STATUS_KEYS = ['ORDER_STATUS_NEW', 'ORDER_STATUS_PACKING', 'ORDER_STATUS_TRANSIT', 'ORDER_STATUS_DELIVERED'] as const

/** Delivered wins; a route marked new shows New; otherwise Packing above 2 days, Transit at 2 or less. */
export function orderStatus (order: { delivered: boolean, eta: number | null }, markedNew: boolean): OrderStatus {
  if (order.delivered) return 3
  if (markedNew) return 0
  if (order.eta === null) return 1
  return order.eta > 2 ? 1 : 2
}

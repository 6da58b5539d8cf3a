import type { ShopPorts } from '../ports.js'
import type { Sandbox } from '../../challenges/mechanisms/sandbox-types.js'
import type { OrderRow } from '../../repositories/orders.js'

/** Tracking is public, so the customer's address is shown with its letters hidden. */
const maskEmail = (email: string): string => email.replace(/[aeiou]/gi, '*')

// `_id` and a text `eta` are what clients of the peer's server read from a tracked order.
const trackingEntry = (order: OrderRow) => ({
  _id: order.orderId,
  orderId: order.orderId,
  email: maskEmail(order.email),
  totalPrice: order.totalPrice,
  products: order.products.map(({ name, price, quantity, total }) => ({ name, price, quantity, total })),
  eta: order.eta === null ? '?' : String(order.eta),
  bonus: order.bonus,
  delivered: order.delivered,
  addressId: order.addressId,
  paymentId: order.paymentId,
  promotionalAmount: order.promotionalAmount,
  deliveryPrice: order.deliveryPrice
})

/** Orders whose id matches; ids in the shop's own format are looked up directly. */
export async function trackOrder (shop: Pick<ShopPorts, 'repos' | 'events'> & Sandbox, id: string) {
  let orders: OrderRow[]
  if (/^\d{4}-\d{6}$/.test(id)) {
    const order = shop.repos.orders.findByOrderId(id)
    orders = order ? [order] : []
  } else {
    // vuln-code-snippet start trackOrderInjectionChallenge
    const all = shop.repos.orders.listAll()
    const outcome = await shop.evaluate({
      source: 'track-order',
      code: `orders.filter(o => o.orderId === '${id}').map(o => o.orderId)`, // vuln-code-snippet vuln-line trackOrderInjectionChallenge
      data: { orders: all.map(o => ({ orderId: o.orderId })) }
    })
    // vuln-code-snippet end trackOrderInjectionChallenge
    const matched = new Set(Array.isArray(outcome.result) ? outcome.result.map(String) : [])
    orders = all.filter(o => matched.has(o.orderId))
  }
  shop.events.emit('orders.tracked', { count: orders.length })
  return orders.map(trackingEntry)
}

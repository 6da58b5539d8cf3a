import { staysInsideStringLiteral, type PlantedQuery } from '../../challenges/mechanisms/sql-executor.js'
import type { Order } from '@shop/contract'
import type { PlantedSql, ShopPorts } from '../ports.js'
import type { TokenUser } from '../auth/tokens.js'
import { orderFromRow, type OrderRow } from '../../repositories/orders.js'
import { notFound } from '../errors.js'

/** The shape of an order in the history and accounting lists. */
export const historyEntry = (order: OrderRow): Order => ({
  _id: order.orderId,
  orderId: order.orderId,
  email: order.email,
  totalPrice: order.totalPrice,
  bonus: order.bonus,
  delivered: order.delivered,
  eta: order.eta,
  promotionalAmount: order.promotionalAmount,
  deliveryPrice: order.deliveryPrice,
  createdAt: order.createdAt,
  products: order.products.map(({ id, name, price, quantity, total }) => ({ id, name, price, quantity, total }))
})

/**
 * The planted order-history statement as a query. The stored e-mail lands inside a '…' literal;
 * one that stays inside it cannot change the statement's shape, so then the prepared twin answers
 * on the main thread instead of a worker. Nothing typed in this request is pasted, hence no inputs.
 */
export function orderHistoryQuery (shop: Pick<ShopPorts, 'repos'>, email: string, client: string): PlantedQuery {
  const twin = staysInsideStringLiteral(email) ? () => shop.repos.plantedTwins.orderHistory(email) : undefined
  return { source: 'order-history', inputs: [], client, twin }
}

/** The customer's orders, newest first; `client` is who asks (remote address). */
export async function orderHistory (shop: Pick<ShopPorts, 'repos' | 'events'> & PlantedSql, user: TokenUser, client: string) {
  const customer = shop.repos.users.findById(user.id)
  if (!customer) throw notFound('User')
  // vuln-code-snippet start secondOrderSqliChallenge
  const rows = await shop.injectableQuery(orderHistoryQuery(shop, customer.email, client), // vuln-code-snippet neutral-line secondOrderSqliChallenge
    `SELECT * FROM Orders WHERE email = '${customer.email}' ORDER BY seq DESC`) // vuln-code-snippet vuln-line secondOrderSqliChallenge
  // vuln-code-snippet end secondOrderSqliChallenge
  const orders = rows.map(orderFromRow)
  shop.events.emit('orders.listed', { callerId: user.id, ownerIds: [...new Set(orders.map(o => o.UserId))] })
  return orders.map(historyEntry)
}

/** Every order, for accounting staff. */
export const allOrders = (shop: Pick<ShopPorts, 'repos'>) => shop.repos.orders.listAll().map(historyEntry)

/** Accounting flips the delivery status; the request names the status the order has now. */
export function toggleDelivery (shop: Pick<ShopPorts, 'repos'>, orderId: string, currentlyDelivered: boolean) {
  const order = shop.repos.orders.findByOrderId(orderId)
  if (!order) throw notFound('Order')
  shop.repos.orders.setDelivered(order.orderId, !currentlyDelivered)
  return historyEntry(shop.repos.orders.findByOrderId(order.orderId)!)
}

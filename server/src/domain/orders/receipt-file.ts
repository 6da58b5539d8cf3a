import type { ShopPorts } from '../ports.js'
import { notFound } from '../errors.js'
import { renderReceipt } from './receipt.js'

// vuln-code-snippet start orderReceiptPeekChallenge
/** The confirmation PDF of an order, as linked from the completion page and the order history. */
export async function orderReceipt (shop: Pick<ShopPorts, 'repos' | 'events' | 'config'>, orderId: string, requesterId: number | null): Promise<Buffer> {
  const order = shop.repos.orders.findByOrderId(orderId) // vuln-code-snippet vuln-line orderReceiptPeekChallenge
  if (!order) throw notFound('File')
  shop.events.emit('file.served', { root: 'ftp', realName: `order_${orderId}.pdf`, requesterId })
  return await renderReceipt(order, shop.config.application.name)
}
// vuln-code-snippet end orderReceiptPeekChallenge

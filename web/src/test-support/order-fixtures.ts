import type { TrackedOrder } from '@shop/contract'
import type { Order } from '@/features/orders/api/get-order-history'

/** An order of the history; its lines' totals are price × quantity, as the server computes them. */
export function historyOrder (orderId: string, over: Partial<Order> = {}): Order {
  return {
    _id: orderId, orderId, email: 'kim@shop.test', totalPrice: 3002.98, bonus: 300, delivered: false, eta: 3,
    promotionalAmount: 0, deliveryPrice: 0, createdAt: '2026-03-04T12:00:00.000Z',
    products: [{ name: 'Apple Juice', price: 1.99, quantity: 2, total: 3.98 }, { name: 'Melon Bike', price: 2999, quantity: 1, total: 2999 }],
    ...over
  }
}

/** An order as rest/track-order answers it: e-mail masked, eta as text. */
export function trackedOrder (orderId: string, over: Partial<TrackedOrder> = {}): TrackedOrder {
  return {
    _id: orderId, orderId, email: '*im@sh*p.t*st', totalPrice: 8.97, eta: '3', bonus: 0, delivered: false, addressId: 1,
    paymentId: 'wallet', promotionalAmount: 0, deliveryPrice: 0.99,
    products: [{ name: 'Apple Juice', price: 1.99, quantity: 3, total: 5.97 }, { name: 'Lemon Juice', price: 3, quantity: 1, total: 3 }],
    ...over
  }
}

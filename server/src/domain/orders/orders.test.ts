import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { accountIn } from '../../test-support/shop-customers.js'
import type { DomainEventMap } from '../../challenges/mechanisms/domain-events.js'
import type { TokenUser } from '../auth/tokens.js'
import { placeB2bOrder } from './b2b.js'
import { orderHistory, toggleDelivery } from './orders.js'
import { orderReceipt } from './receipt-file.js'
import { trackOrder } from './tracking.js'

const t = createTestShop()
const shop = t.shop.registry.get()
const CLIENT = '127.0.0.1'

const events: Array<[string, unknown]> = []
for (const name of ['orders.listed', 'orders.tracked', 'file.served'] as const) {
  shop.events.on(name, (e: DomainEventMap[typeof name]) => { events.push([name, e]) })
}

afterEach(() => {
  vi.restoreAllMocks()
  events.length = 0
})

/** An order of one juice line, as the checkout stores it. */
function orderOf (user: TokenUser, totalPrice: number) {
  return shop.repos.orders.insert({
    UserId: user.id, email: user.email, totalPrice, bonus: 1, deliveryPrice: 0.99, promotionalAmount: 0, eta: 4, addressId: null, paymentId: 'wallet', coupon: null,
    products: [{ id: 1, name: 'Apple Juice', price: 1.99, quantity: 2, total: 3.98, bonus: 1 }]
  })
}

describe('order history', () => {
  it('lists the customer\'s own orders newest first, with their lines and without internal fields', async () => {
    const user = accountIn(shop)
    const first = orderOf(user, 4.97)
    const second = orderOf(user, 9.99)
    const history = await orderHistory(shop, user, CLIENT)
    expect(history.map(o => o.orderId)).toEqual([second.orderId, first.orderId])
    expect(history[1]).toEqual({
      _id: first.orderId, orderId: first.orderId, email: user.email, totalPrice: 4.97, bonus: 1, delivered: false, eta: 4,
      promotionalAmount: 0, deliveryPrice: 0.99, createdAt: first.createdAt,
      products: [{ id: 1, name: 'Apple Juice', price: 1.99, quantity: 2, total: 3.98 }]
    })
    expect(events).toEqual([['orders.listed', { callerId: user.id, ownerIds: [user.id] }]])
  })

  it('refuses the session of an account erased since its login', async () => {
    const user = accountIn(shop)
    shop.repos.users.eraseAccount(user.id)
    await expect(orderHistory(shop, user, CLIENT)).rejects.toThrow('User not found')
  })
})

describe('delivery status', () => {
  it('is flipped from the status the request names, and an unknown order is named as such', () => {
    const order = orderOf(accountIn(shop), 5)
    expect(toggleDelivery(shop, order.orderId, false)).toMatchObject({ orderId: order.orderId, delivered: true })
    expect(toggleDelivery(shop, order.orderId, true).delivered).toBe(false)
    expect(() => toggleDelivery(shop, '9999-999999', true)).toThrow('Order not found')
  })
})

describe('order tracking', () => {
  it('looks an id in the shop\'s format up directly, with the e-mail\'s vowels hidden and the lines without ids', async () => {
    const order = orderOf(accountIn(shop), 5)
    const evaluate = vi.spyOn(shop, 'evaluate')
    const [entry] = await trackOrder(shop, order.orderId)
    expect(evaluate).not.toHaveBeenCalled()
    expect(entry).toEqual({
      _id: order.orderId, orderId: order.orderId, email: order.email.replace(/[aeiou]/gi, '*'), totalPrice: 5, eta: '4', bonus: 1, delivered: false,
      addressId: null, paymentId: 'wallet', promotionalAmount: 0, deliveryPrice: 0.99,
      products: [{ name: 'Apple Juice', price: 1.99, quantity: 2, total: 3.98 }]
    })
    expect(entry.email).not.toMatch(/[aeiou]/i)
    expect(await trackOrder(shop, '9999-999999')).toEqual([])
    expect(events).toEqual([['orders.tracked', { count: 1 }], ['orders.tracked', { count: 0 }]])
  })

  it('filters other ids in the sandbox, where a quote widens the filter (planted: trackOrderInjectionChallenge)', async () => {
    const a = orderOf(accountIn(shop), 1)
    const b = orderOf(accountIn(shop), 2)
    const found = async (id: string) => (await trackOrder(shop, id)).map(o => o.orderId).sort()
    expect(await found(`' || o.orderId === '${a.orderId}`)).toEqual([a.orderId])
    expect(await found(`${a.orderId}' || o.orderId === '${b.orderId}`)).toEqual([a.orderId, b.orderId].sort())
    expect(await found(`${a.orderId} `)).toEqual([])
  })
})

describe('order confirmations', () => {
  it('are served for existing orders to whoever asks, and a missing one is a missing file', async () => {
    const order = orderOf(accountIn(shop), 5)
    const pdf = await orderReceipt(shop, order.orderId, 7)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(events).toEqual([['file.served', { root: 'ftp', realName: `order_${order.orderId}.pdf`, requesterId: 7 }]])
    await expect(orderReceipt(shop, '9999-999999', null)).rejects.toThrow('File not found')
  })
})

describe('B2B orders', () => {
  it('confirm a list of order lines with an order number and payment due 30 days later', async () => {
    vi.spyOn(shop.clock, 'now').mockReturnValue(new Date('2026-03-08T12:00:00Z'))
    const confirmation = await placeB2bOrder(shop, accountIn(shop), { cid: 'JS0815DE', orderLinesData: '[{"productId": 12, "quantity": 10000}]' })
    expect(confirmation).toEqual({ cid: 'JS0815DE', orderNo: expect.stringMatching(/^[0-9a-f]{32}$/), paymentDue: '2026-04-07' })
  })

  it.each(['42', '{"productId": 12}', '"[]"'])('refuse order lines %s that are not a list', async orderLinesData => {
    await expect(placeB2bOrder(shop, accountIn(shop), { cid: 'JS0815DE', orderLinesData })).rejects.toThrow('orderLinesData must be a list of order lines')
  })
})

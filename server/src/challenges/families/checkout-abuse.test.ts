import { describe, expect, it } from 'vitest'
import { familyHarness } from '../../test-support/family-harness.js'
import { checkoutAbuseFamily } from './checkout-abuse.js'
import type { DomainEventMap } from '../mechanisms/domain-events.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { basketExploits } from '../../test-support/exploits/basket.js'
import { checkout, newCustomer, readyToPay, type Customer } from '../../test-support/customers.js'
import { monthlyCode } from '../../domain/checkout/coupons.js'

const t = createExploitShop()
const instance = () => t.shop.registry.resolve({} as never)
const pay = async (c: Customer, body: Record<string, unknown>) => await checkout(t, c, body)

describe('negativeQuantityChallenge', () => {
  it('is solved by an order with a negative quantity, which pays into the wallet', async () => {
    expect(await t.solved('negativeQuantityChallenge')).toBe(false)
    await basketExploits.negativeQuantityChallenge(t)
    expect(await t.solved('negativeQuantityChallenge')).toBe(true)
  })
})

describe('retiredProductOrderChallenge', () => {
  it('is solved by checking out the retired Midsummer Mystery Box, found by injection in the search', async () => {
    expect(await t.solved('retiredProductOrderChallenge')).toBe(false)
    await basketExploits.retiredProductOrderChallenge(t)
    expect(await t.solved('retiredProductOrderChallenge')).toBe(true)
  })
})

describe('expiredCampaignCouponChallenge', () => {
  it('stays unsolved for a campaign coupon on its own day', async () => {
    instance().clock.now = () => new Date('2023-10-01T12:00:00Z')
    const c = await newCustomer(t)
    const { addressId, cardId } = await readyToPay(t, c)
    const couponData = Buffer.from(`ORANGE2023-${Date.parse('2023-10-01T11:00:00Z')}`).toString('base64')
    expect((await pay(c, { couponData, orderDetails: { paymentId: cardId, addressId, deliveryMethodId: 2 } })).status).toBe(200)
    expect(await t.solved('expiredCampaignCouponChallenge')).toBe(false)
    instance().clock.now = () => new Date()
  })

  it('is refused for a timestamp off the campaign day', async () => {
    const c = await newCustomer(t)
    const { addressId, cardId } = await readyToPay(t, c)
    const couponData = Buffer.from(`ORANGE2023-${Date.now()}`).toString('base64')
    expect((await pay(c, { couponData, paymentId: cardId, addressId, deliveryMethodId: 2 })).status).toBe(400)
  })

  it('is solved by sending coupon details stamped with the campaign\'s day', async () => {
    await basketExploits.expiredCampaignCouponChallenge(t)
    expect(await t.solved('expiredCampaignCouponChallenge')).toBe(true)
  })
})

describe('forgedCouponChallenge', () => {
  it('stays unsolved for the shop\'s own monthly code', async () => {
    const c = await newCustomer(t)
    expect((await t.api.put(`/rest/basket/${c.bid}/coupon/${monthlyCode(new Date(), 15)}`).set(c.auth)).body).toEqual({ discount: 15 })
    expect(await t.solved('forgedCouponChallenge')).toBe(false)
  })

  it('is solved by encoding this month with a discount byte of 90', async () => {
    await basketExploits.forgedCouponChallenge(t)
    expect(await t.solved('forgedCouponChallenge')).toBe(true)
  })
})

describe('doubleSpendChallenge', () => {
  it('stays unsolved for two wallet payments one after the other', async () => {
    const c = await newCustomer(t)
    const { addressId, cardId } = await readyToPay(t, c, [[3, 1]])
    await t.api.put('/rest/wallet/balance').set(c.auth).send({ balance: 10, paymentId: cardId })
    expect((await pay(c, { paymentId: 'wallet', addressId, deliveryMethodId: 1 })).status).toBe(200)
    await t.api.post('/api/BasketItems').set(c.auth).send({ ProductId: 3, BasketId: c.bid, quantity: 1 })
    expect((await pay(c, { paymentId: 'wallet', addressId, deliveryMethodId: 1 })).status).toBe(200)
    expect(await t.solved('doubleSpendChallenge')).toBe(false)
  })

  it('is solved by two overlapping wallet checkouts that together exceed the balance', async () => {
    await basketExploits.doubleSpendChallenge(t)
    expect(await t.solved('doubleSpendChallenge')).toBe(true)
  })
})

describe('checkout-abuse rules', () => {
  type Order = DomainEventMap['order.placed']
  const box = { productId: 24, name: 'Midsummer Mystery Box', quantity: 1, retired: true }
  const juice = { productId: 1, name: 'Apple Juice (1000ml)', quantity: 1, retired: false }
  const coupon = (kind: 'monthly' | 'campaign', discount: number, validToday = true) => ({ code: 'X', kind, discount, validToday })
  const placed = (order: Partial<Order>) => {
    const h = familyHarness(checkoutAbuseFamily)
    h.emit('order.placed', { orderId: 'o', userId: 1, total: 5, payment: 'card', coupon: null, items: [juice], ...order })
    return h
  }
  const solvedBy = (order: Partial<Order>): string[] => placed(order).solved

  it('solves nothing for an honest order, without a coupon', () => {
    const h = placed({})
    expect(h.solved).toEqual([])
    expect(h.errors).toEqual([])
  })

  it('needs a total below zero, not a free order', () => {
    expect(solvedBy({ total: -0.01 })).toEqual(['negativeQuantityChallenge'])
    expect(solvedBy({ total: 0 })).toEqual([])
  })

  it('needs the retired mystery box among the items, retired and by its name', () => {
    expect(solvedBy({ items: [juice, box] })).toEqual(['retiredProductOrderChallenge'])
    expect(solvedBy({ items: [{ ...box, retired: false }] })).toEqual([])
    expect(solvedBy({ items: [{ ...juice, retired: true }] })).toEqual([])
  })

  it('needs a campaign coupon the server date no longer allows', () => {
    expect(solvedBy({ coupon: coupon('campaign', 10, false) })).toEqual(['expiredCampaignCouponChallenge'])
    expect(solvedBy({ coupon: coupon('campaign', 10, true) })).toEqual([])
    expect(solvedBy({ coupon: coupon('monthly', 10, false) })).toEqual([])
  })

  it('needs a monthly coupon of at least 80 % on the order', () => {
    expect(solvedBy({ coupon: coupon('monthly', 80) })).toEqual(['forgedCouponChallenge'])
    expect(solvedBy({ coupon: coupon('monthly', 79) })).toEqual([])
    expect(solvedBy({ coupon: coupon('campaign', 90) })).toEqual([])
  })

  it.each([
    ['monthly', 80, ['forgedCouponChallenge']],
    ['monthly', 95, ['forgedCouponChallenge']],
    ['monthly', 79, []],
    ['campaign', 90, []]
  ] as const)('a %s coupon of %i %% accepted on a basket solves %j', (kind, discount, keys) => {
    const h = familyHarness(checkoutAbuseFamily)
    h.emit('coupon.accepted', { code: 'X', kind, discount })
    expect(h.solved).toEqual(keys)
  })

  it.each([
    ['a lone payment, even above what it read', 10, 20, [], false],
    ['overlapping payments within the balance', 20, 10, [{ balanceRead: 20, total: 9 }], false],
    ['overlapping payments spending exactly the balance', 20, 10, [{ balanceRead: 20, total: 10 }], false],
    ['overlapping payments spending more than the balance', 20, 10, [{ balanceRead: 20, total: 11 }], true],
    ['payments exceeding the smaller balance one of them read', 30, 8, [{ balanceRead: 10, total: 8 }], true]
  ])('doubleSpendChallenge for %s', (_, balanceRead, total, others, solved) => {
    const h = familyHarness(checkoutAbuseFamily)
    h.emit('wallet.paid', { userId: 1, balanceRead, total, others })
    expect(h.solved.includes('doubleSpendChallenge')).toBe(solved)
  })
})

import { describe, expect, it } from 'vitest'
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

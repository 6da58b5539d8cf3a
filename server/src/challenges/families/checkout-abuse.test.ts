import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { newCustomer, readyToPay } from '../../test-support/customers.js'
import { base32Encode, monthlyCode } from '../../domain/checkout/coupons.js'

const t = createTestShop()
const instance = () => t.shop.registry.resolve({} as never)
const pay = async (c: Awaited<ReturnType<typeof newCustomer>>, body: Record<string, unknown>) =>
  await t.api.post(`/rest/basket/${c.bid}/checkout`).set(c.auth).send(body)

describe('negativeQuantityChallenge', () => {
  it('is solved by an order with a negative quantity, which pays into the wallet', async () => {
    const c = await newCustomer(t)
    const { addressId, cardId } = await readyToPay(t, c, [[21, 1]])
    const item = (await t.api.get(`/rest/basket/${c.bid}`).set(c.auth)).body.data.Products[0].BasketItem
    expect((await t.api.put(`/api/BasketItems/${item.id}`).set(c.auth).send({ quantity: -100 })).status).toBe(200)
    expect(await t.solved('negativeQuantityChallenge')).toBe(false)
    const res = await pay(c, { paymentId: cardId, addressId, deliveryMethodId: 1 })
    expect(res.status).toBe(200)
    expect((await t.api.get('/rest/wallet/balance').set(c.auth)).body.data).toBe(999)
    expect(await t.solved('negativeQuantityChallenge')).toBe(true)
  })
})

describe('retiredProductOrderChallenge', () => {
  it('is solved by checking out the retired Midsummer Mystery Box, found by injection in the search', async () => {
    const search = await t.api.get('/rest/products/search').query({ q: "mystery'))--" })
    const box = (search.body.data as Array<{ id: number, name: string }>).find(p => p.name === 'Midsummer Mystery Box')
    const c = await newCustomer(t)
    const { addressId, cardId } = await readyToPay(t, c, [[box?.id ?? 34, 1]])
    expect(await t.solved('retiredProductOrderChallenge')).toBe(false)
    expect((await pay(c, { paymentId: cardId, addressId, deliveryMethodId: 2 })).status).toBe(200)
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
    const c = await newCustomer(t)
    const { addressId, cardId } = await readyToPay(t, c)
    const couponData = Buffer.from(`WMNSDY2019-${Date.parse('2019-03-08T09:30:00Z')}`).toString('base64')
    const res = await pay(c, { couponData, orderDetails: { paymentId: cardId, addressId, deliveryMethodId: 2 } })
    expect(res.status).toBe(200)
    expect((await t.api.get(`/rest/track-order/${res.body.orderConfirmation}`)).body.data[0].promotionalAmount).toBeGreaterThan(0)
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
    const c = await newCustomer(t)
    const today = new Date()
    const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']
    const forged = base32Encode(Buffer.concat([Buffer.from(`${months[today.getUTCMonth()]}${String(today.getUTCFullYear() % 100).padStart(2, '0')}`), Buffer.from([90])]))
    expect((await t.api.put(`/rest/basket/${c.bid}/coupon/${forged}`).set(c.auth)).body).toEqual({ discount: 90 })
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
    const c = await newCustomer(t)
    const { addressId, cardId } = await readyToPay(t, c, [[3, 1]])
    await t.api.put('/rest/wallet/balance').set(c.auth).send({ balance: 5, paymentId: cardId })
    const body = { paymentId: 'wallet', addressId, deliveryMethodId: 1 }
    const [first, second] = await Promise.all([pay(c, body), pay(c, body)])
    expect([first.status, second.status]).toEqual([200, 200])
    expect((await t.api.get('/rest/order-history').set(c.auth)).body.data).toHaveLength(2)
    expect(await t.solved('doubleSpendChallenge')).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'
import { newCustomer, readyToPay } from '../test-support/customers.js'

/*
 * Compatibility (issue 24, item 1): the checkout exactly as the best-known peer's own Angular front
 * end (OWASP Juice Shop's frontend, v17/v18) sends it. Its order summary reads payment, address and
 * delivery from session storage (so every id arrives as a string) and sends `couponData` as
 * `btoa(sessionStorage.getItem('couponDetails'))`: base64 of the text `null` when the customer
 * redeemed no coupon.
 */

const t = createTestShop()
const NO_COUPON = 'bnVsbA=='

describe('checkout from the peer\'s Angular client without a coupon', () => {
  it('is base64 of "null", and that is no coupon', () => {
    expect(Buffer.from('null').toString('base64')).toBe(NO_COUPON)
  })

  it('pays by card: { couponData: "bnVsbA==", orderDetails } with string ids', async () => {
    const c = await newCustomer(t)
    const { addressId, cardId } = await readyToPay(t, c)
    const res = await t.api.post(`/rest/basket/${c.bid}/checkout`).set(c.auth)
      .send({ couponData: NO_COUPON, orderDetails: { paymentId: String(cardId), addressId: String(addressId), deliveryMethodId: '1' } })
    expect(res.status, res.text).toBe(200)
    expect(res.body.orderConfirmation).toMatch(/^\d{4}-\d{6}$/)
    const tracked = (await t.api.get(`/rest/track-order/${res.body.orderConfirmation as string}`)).body.data[0]
    expect(tracked.promotionalAmount).toBe(0)
  })

  it('pays by wallet: paymentId "wallet"', async () => {
    const c = await newCustomer(t)
    const { addressId, cardId } = await readyToPay(t, c, [[1, 1]])
    expect((await t.api.put('/rest/wallet/balance').set(c.auth).send({ balance: 100, paymentId: cardId })).status).toBe(200)
    const res = await t.api.post(`/rest/basket/${c.bid}/checkout`).set(c.auth)
      .send({ couponData: NO_COUPON, orderDetails: { paymentId: 'wallet', addressId: String(addressId), deliveryMethodId: '1' } })
    expect(res.status, res.text).toBe(200)
    expect(res.body.orderConfirmation).toMatch(/^\d{4}-\d{6}$/)
  })

  it.each([['empty', ''], ['absent', undefined]])('takes %s coupon details as no coupon too', async (_name, couponData) => {
    const c = await newCustomer(t)
    const { addressId, cardId } = await readyToPay(t, c, [[1, 1]])
    const res = await t.api.post(`/rest/basket/${c.bid}/checkout`).set(c.auth)
      .send({ couponData, orderDetails: { paymentId: String(cardId), addressId: String(addressId), deliveryMethodId: '1' } })
    expect(res.status, res.text).toBe(200)
  })

  it('still refuses coupon details that are neither a coupon nor "null"', async () => {
    const c = await newCustomer(t)
    const { addressId, cardId } = await readyToPay(t, c, [[1, 1]])
    const res = await t.api.post(`/rest/basket/${c.bid}/checkout`).set(c.auth)
      .send({ couponData: Buffer.from('undefined').toString('base64'), orderDetails: { paymentId: String(cardId), addressId: String(addressId), deliveryMethodId: '1' } })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('Invalid coupon data.')
  })
})

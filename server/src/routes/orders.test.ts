import { beforeAll, describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'
import { checkout, newCustomer, readyToPay, type Customer } from '../test-support/customers.js'

const t = createTestShop()
let customer: Customer
let orderId = ''

beforeAll(async () => {
  customer = await newCustomer(t)
  const { addressId, cardId } = await readyToPay(t, customer, [[1, 1]])
  orderId = (await checkout(t, customer, { paymentId: cardId, addressId, deliveryMethodId: 1 })).body.orderConfirmation as string
})

describe('GET /ftp/order_{id}.pdf', () => {
  it('opens the receipt in the browser under the order\'s name', async () => {
    const res = await t.api.get(`/ftp/order_${orderId}.pdf`).set(customer.auth)
    expect(res.status).toBe(200)
    expect(res.headers['content-disposition']).toBe(`inline; filename="order_${orderId}.pdf"`)
  })

  it('tells who opened the receipt: a bearer or token-cookie login, else nobody (a cookie that is no token included)', async () => {
    const openers: Array<number | null> = []
    t.shop.registry.get().events.on('file.served', ({ realName, requesterId }) => { if (realName === `order_${orderId}.pdf`) openers.push(requesterId) })
    const token = customer.auth.Authorization.slice('Bearer '.length)
    for (const headers of [customer.auth, { Cookie: `token=${token}` }, {}, { Cookie: 'token=forged' }]) {
      // Anyone may open a receipt whose id they know (planted: orderReceiptPeekChallenge).
      expect((await t.api.get(`/ftp/order_${orderId}.pdf`).set(headers)).status, JSON.stringify(headers)).toBe(200)
    }
    expect(openers).toEqual([customer.id, customer.id, null, null])
  })
})

describe('GET /rest/track-order/{id}', () => {
  it('reads no more than the first 200 characters of an id', async () => {
    // Past the 200th character the id would close the quote the tracker writes it into (the planted injection).
    const res = await t.api.get(`/rest/track-order/${encodeURIComponent(`${'x'.repeat(200)}'||true||'`)}`)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual([])
  })
})

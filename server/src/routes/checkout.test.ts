import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'
import { newCustomer, readyToPay, testAddress, testCard } from '../test-support/customers.js'
import { monthlyCode } from '../domain/checkout/coupons.js'

const t = createTestShop()
const instance = () => t.shop.registry.resolve({} as never)

describe('addresses', () => {
  it('creates, lists, reads, updates and deletes an address', async () => {
    const c = await newCustomer(t)
    const created = await t.api.post('/api/Addresss').set(c.auth).send(testAddress)
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ ...testAddress, UserId: c.id })
    const id = created.body.data.id
    expect((await t.api.get('/api/Addresss').set(c.auth)).body.data).toHaveLength(1)
    expect((await t.api.get(`/api/Addresss/${id}`).set(c.auth)).body.data.city).toBe('Lisbon')
    const updated = await t.api.put(`/api/Addresss/${id}`).set(c.auth).send({ ...testAddress, city: 'Porto' })
    expect(updated.body.data.city).toBe('Porto')
    expect((await t.api.delete(`/api/Addresss/${id}`).set(c.auth)).status).toBe(200)
    expect((await t.api.get('/api/Addresss').set(c.auth)).body.data).toEqual([])
  })

  it('refuses addresses outside the form rules and stores nothing', async () => {
    const c = await newCustomer(t)
    for (const bad of [
      { mobileNum: 1111110 }, { mobileNum: 10000000000 }, { mobileNum: 'abc' }, { zipCode: '123456789' }, { zipCode: '' },
      { streetAddress: 'x'.repeat(161) }, { city: '' }, { country: undefined }, { fullName: '   ' }
    ]) {
      const res = await t.api.post('/api/Addresss').set(c.auth).send({ ...testAddress, ...bad })
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(res.body.status).toBe('error')
    }
    expect((await t.api.get('/api/Addresss').set(c.auth)).body.data).toEqual([])
    expect((await t.api.get('/api/Addresss')).status).toBe(401)
    expect((await t.api.get('/api/Addresss/x').set(c.auth)).status).toBe(400)
    expect((await t.api.get('/api/Addresss/99999').set(c.auth)).status).toBe(404)
  })

  it('keeps other customers from reading or deleting an address', async () => {
    const owner = await newCustomer(t)
    const other = await newCustomer(t)
    const id = (await t.api.post('/api/Addresss').set(owner.auth).send(testAddress)).body.data.id
    expect((await t.api.get(`/api/Addresss/${id}`).set(other.auth)).status).toBe(403)
    expect((await t.api.delete(`/api/Addresss/${id}`).set(other.auth)).status).toBe(403)
    expect((await t.api.get('/api/Addresss').set(other.auth)).body.data).toEqual([])
  })
})

describe('cards and wallet', () => {
  it('stores a card whole and shows only its last four digits', async () => {
    const c = await newCustomer(t)
    const saved = await t.api.post('/api/Cards').set(c.auth).send(testCard)
    expect(saved.status).toBe(201)
    expect(saved.body.data).toMatchObject({ fullName: 'Rita Sousa', cardNum: '************4444', expMonth: 7, expYear: 2085 })
    expect((await t.api.get('/api/Cards').set(c.auth)).body.data[0].cardNum).toBe('************4444')
    const other = await newCustomer(t)
    expect((await t.api.delete(`/api/Cards/${saved.body.data.id}`).set(other.auth)).status).toBe(403)
    expect((await t.api.delete(`/api/Cards/${saved.body.data.id}`).set(c.auth)).status).toBe(200)
  })

  it('keeps a card number sent as digits digit for digit, beyond what a JSON number holds exactly', async () => {
    const c = await newCustomer(t)
    // 9 999 888 877 776 543 is above 2^53: as a JSON number it would arrive as …6544.
    const saved = await t.api.post('/api/Cards').set(c.auth).send({ ...testCard, cardNum: '9999888877776543' })
    expect(saved.status).toBe(201)
    expect(saved.body.data.cardNum).toBe('************6543')
    // The peer's client sends numbers: one above 2^53 is kept as it arrives, not refused.
    const asNumber = await t.api.post('/api/Cards').set(c.auth).send({ ...testCard, cardNum: 9999888877776544 })
    expect(asNumber.status).toBe(201)
    expect(asNumber.body.data.cardNum).toBe('************6544')
  })

  it('refuses card numbers, months and years out of range', async () => {
    const c = await newCustomer(t)
    for (const bad of [{ cardNum: 999999999999999 }, { cardNum: 10000000000000000 }, { cardNum: 'x' }, { cardNum: '0123456789012345' }, { cardNum: '41112222333344445' }, { cardNum: ' 4111222233334444' }, { expMonth: 0 }, { expMonth: 13 }, { expYear: 2079 }, { expYear: 2100 }, { fullName: '' }]) {
      expect((await t.api.post('/api/Cards').set(c.auth).send({ ...testCard, ...bad })).status, JSON.stringify(bad)).toBe(400)
    }
    expect((await t.api.get('/api/Cards').set(c.auth)).body.data).toEqual([])
  })

  it('takes every edge of the form\'s ranges, as numbers or digit strings, and names what is out of range', async () => {
    const c = await newCustomer(t)
    const post = (fields: Record<string, unknown>) => t.api.post('/api/Cards').set(c.auth).send({ ...testCard, ...fields })
    // As a JSON number a card number is exact up to 2^53 − 1; beyond, what the sender rounded it to is kept.
    for (const edge of [{ cardNum: 1e15 }, { cardNum: Number.MAX_SAFE_INTEGER }, { cardNum: 9999888877776544 }, { cardNum: '1000000000000000' }, { cardNum: '9999999999999999' }, { expMonth: 1 }, { expMonth: '12' },
      { expYear: 2080 }, { expYear: '2099' }, { fullName: 'N'.repeat(100) }, { fullName: '  Rita  ' }]) {
      expect((await post(edge)).status, JSON.stringify(edge)).toBe(201)
    }
    const errors: Array<[Record<string, unknown>, string]> = [
      [{ cardNum: 'x' }, 'cardNum: Card number must have 16 digits'],
      [{ cardNum: 1e16 }, 'cardNum: Card number must have 16 digits'],
      [{ cardNum: 1e15 - 1 }, 'cardNum: Card number must have 16 digits'],
      [{ expMonth: 13 }, 'expMonth: Expiry month must be 1 to 12'],
      [{ expMonth: '0' }, 'expMonth: Expiry month must be 1 to 12'],
      [{ cardNum: 1e15 + 0.5 }, 'cardNum: Card number must have 16 digits'],
      [{ expMonth: '1x' }, 'expMonth: Expiry month must be 1 to 12'],
      [{ expYear: true }, 'expYear: Expiry year must be 2080 to 2099'],
      [{ expYear: 2100 }, 'expYear: Expiry year must be 2080 to 2099'],
      [{ expYear: 2079 }, 'expYear: Expiry year must be 2080 to 2099'],
      [{ fullName: '   ' }, 'fullName: Name is required'],
      [{ fullName: undefined }, 'fullName: Name is required']
    ]
    for (const [bad, message] of errors) expect((await post(bad)).body.error, JSON.stringify(bad)).toBe(message)
    expect((await post({ fullName: 'N'.repeat(101) })).status).toBe(400)
  })

  it('tops the wallet up from a saved card and refuses bad amounts', async () => {
    const c = await newCustomer(t)
    expect((await t.api.get('/rest/wallet/balance').set(c.auth)).body).toEqual({ status: 'success', data: 0 })
    const card = (await t.api.post('/api/Cards').set(c.auth).send(testCard)).body.data
    const charged = await t.api.put('/rest/wallet/balance').set(c.auth).send({ balance: 50, paymentId: card.id })
    expect(charged.body).toEqual({ status: 'success', data: 50 })
    for (const bad of [{ balance: -5 }, { balance: 0 }, { balance: 'lots' }, { paymentId: 99999 }, { paymentId: undefined }]) {
      expect((await t.api.put('/rest/wallet/balance').set(c.auth).send({ balance: 20, paymentId: card.id, ...bad })).status, JSON.stringify(bad)).toBe(400)
    }
    expect((await t.api.get('/rest/wallet/balance').set(c.auth)).body.data).toBe(50)
    for (const paymentId of [undefined, 'card', 0]) {
      expect((await t.api.put('/rest/wallet/balance').set(c.auth).send({ balance: 20, paymentId })).body.error, String(paymentId)).toBe('paymentId: Choose a card')
    }
  })
})

describe('coupons', () => {
  it('accepts a campaign code on its day only and the code of the current month', async () => {
    const c = await newCustomer(t)
    instance().clock.now = () => new Date('2023-03-08T10:00:00Z')
    expect((await t.api.put(`/rest/basket/${c.bid}/coupon/WMNSDY2023`).set(c.auth)).body).toEqual({ discount: 60 })
    instance().clock.now = () => new Date('2023-03-09T10:00:00Z')
    const late = await t.api.put(`/rest/basket/${c.bid}/coupon/WMNSDY2023`).set(c.auth)
    expect(late.status).toBe(400)
    expect(late.body.error).toBe('Invalid coupon.')
    expect((await t.api.put(`/rest/basket/${c.bid}/coupon/${monthlyCode(new Date('2023-03-01'), 10)}`).set(c.auth)).body).toEqual({ discount: 10 })
    expect((await t.api.put(`/rest/basket/${c.bid}/coupon/${monthlyCode(new Date('2023-02-01'), 10)}`).set(c.auth)).status).toBe(400)
    instance().clock.now = () => new Date()
  })

  it('refuses malformed codes and other baskets', async () => {
    const c = await newCustomer(t)
    const other = await newCustomer(t)
    expect((await t.api.put(`/rest/basket/${c.bid}/coupon/SHORT`).set(c.auth)).status).toBe(400)
    expect((await t.api.put(`/rest/basket/${c.bid}/coupon/AAAAAAAAAA`).set(c.auth)).status).toBe(400)
    expect((await t.api.put(`/rest/basket/${other.bid}/coupon/WMNSDY2023`).set(c.auth)).status).toBe(403)
    expect((await t.api.put(`/rest/basket/${c.bid}/coupon/WMNSDY2023`)).status).toBe(401)
  })
})

describe('checkout', () => {
  it('places a card-paid order: stock, basket, order, history, tracking and PDF', async () => {
    const c = await newCustomer(t)
    const { addressId, cardId } = await readyToPay(t, c)
    const stockBefore = (await t.api.get('/api/Quantitys/')).body.data.find((q: { ProductId: number }) => q.ProductId === 1).quantity
    const res = await t.api.post(`/rest/basket/${c.bid}/checkout`).set(c.auth).send({ orderDetails: { paymentId: cardId, addressId, deliveryMethodId: 2 } })
    expect(res.status).toBe(200)
    const orderId = res.body.orderConfirmation
    expect(orderId).toMatch(new RegExp(`^${String(c.id).padStart(4, '0')}-\\d{6}$`))
    expect((await t.api.get(`/rest/basket/${c.bid}`).set(c.auth)).body.data.Products).toEqual([])
    const stockAfter = (await t.api.get('/api/Quantitys/')).body.data.find((q: { ProductId: number }) => q.ProductId === 1).quantity
    expect(stockAfter).toBe(stockBefore - 2)
    const history = (await t.api.get('/rest/order-history').set(c.auth)).body.data
    expect(history).toHaveLength(1)
    // 2 × 3.49 + 1 × 2.49 + 2.99 delivery; bonus round(0.349)×2 + round(0.249)×1 = 0
    expect(history[0]).toMatchObject({ orderId, totalPrice: 12.46, delivered: false, bonus: 0 })
    const tracked = await t.api.get(`/rest/track-order/${orderId}`)
    expect(tracked.body.data[0]).toMatchObject({ orderId, totalPrice: 12.46, eta: '3', delivered: false, deliveryPrice: 2.99 })
    const pdf = await t.api.get(`/ftp/order_${orderId}.pdf`).set(c.auth).buffer(true).parse((r, cb) => { const parts: Buffer[] = []; r.on('data', (d: Buffer) => parts.push(d)); r.on('end', () => cb(null, Buffer.concat(parts))) })
    expect(pdf.status).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('takes the top-level payload reading, deluxe prices and a coupon', async () => {
    const c = await newCustomer(t)
    const { addressId, cardId } = await readyToPay(t, c, [[24, 1]])
    await t.api.put(`/rest/basket/${c.bid}/coupon/${monthlyCode(new Date(), 10)}`).set(c.auth)
    const res = await t.api.post(`/rest/basket/${c.bid}/checkout`).set(c.auth).send({ paymentId: String(cardId), addressId, deliveryMethodId: 4 })
    expect(res.status).toBe(200)
    const order = (await t.api.get(`/rest/track-order/${res.body.orderConfirmation}`)).body.data[0]
    // 89.99 + 9.99 − 9.00 (10 % of 89.99); bonus round(8.999) = 9
    expect(order).toMatchObject({ totalPrice: 90.98, promotionalAmount: 9, bonus: 9 })
    // The bonus points are credited to the wallet, one point per ¤1.
    expect((await t.api.get('/rest/wallet/balance').set(c.auth)).body.data).toBe(9)
  })

  it('credits the bonus of a wallet-paid order after debiting its total', async () => {
    const c = await newCustomer(t)
    const { addressId, cardId } = await readyToPay(t, c, [[24, 1]])
    await t.api.put('/rest/wallet/balance').set(c.auth).send({ balance: 120, paymentId: cardId })
    const paid = await t.api.post(`/rest/basket/${c.bid}/checkout`).set(c.auth).send({ paymentId: 'wallet', addressId, deliveryMethodId: 1 })
    expect(paid.status).toBe(200)
    const order = (await t.api.get(`/rest/track-order/${paid.body.orderConfirmation}`)).body.data[0]
    expect(order.bonus).toBe(9)
    expect((await t.api.get('/rest/wallet/balance').set(c.auth)).body.data).toBeCloseTo(120 - order.totalPrice + 9, 2)
  })

  it('pays by wallet and refuses when the balance is too low', async () => {
    const c = await newCustomer(t)
    const { addressId, cardId } = await readyToPay(t, c, [[3, 1]])
    const poor = await t.api.post(`/rest/basket/${c.bid}/checkout`).set(c.auth).send({ paymentId: 'wallet', addressId, deliveryMethodId: 1 })
    expect(poor.status).toBe(402)
    expect((await t.api.get(`/rest/basket/${c.bid}`).set(c.auth)).body.data.Products).toHaveLength(1)
    await t.api.put('/rest/wallet/balance').set(c.auth).send({ balance: 10, paymentId: cardId })
    const paid = await t.api.post(`/rest/basket/${c.bid}/checkout`).set(c.auth).send({ paymentId: 'wallet', addressId, deliveryMethodId: 1 })
    expect(paid.status).toBe(200)
    expect((await t.api.get('/rest/wallet/balance').set(c.auth)).body.data).toBe(6.01)
  })

  it('refuses empty baskets, foreign or missing addresses, cards and delivery methods without charging', async () => {
    const c = await newCustomer(t)
    const other = await newCustomer(t)
    const foreign = await readyToPay(t, other, [])
    const post = (body: Record<string, unknown>) => t.api.post(`/rest/basket/${c.bid}/checkout`).set(c.auth).send(body)
    const own = (await t.api.post('/api/Addresss').set(c.auth).send(testAddress)).body.data.id
    const card = (await t.api.post('/api/Cards').set(c.auth).send(testCard)).body.data.id
    expect((await post({ paymentId: card, addressId: own, deliveryMethodId: 1 })).body.error).toBe('Your basket is empty.')
    await t.api.post('/api/BasketItems').set(c.auth).send({ ProductId: 2, BasketId: c.bid, quantity: 1 })
    for (const bad of [
      { paymentId: card, addressId: foreign.addressId, deliveryMethodId: 1 },
      { paymentId: foreign.cardId, addressId: own, deliveryMethodId: 1 },
      { paymentId: card, addressId: own, deliveryMethodId: 99 },
      { paymentId: card, addressId: own },
      { paymentId: 'cash', addressId: own, deliveryMethodId: 1 },
      { paymentId: card, addressId: own, deliveryMethodId: 1, couponData: 'bm90LWEtY291cG9u' }
    ]) {
      const res = await post(bad)
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(res.body.status).toBe('error')
    }
    expect((await t.api.post(`/rest/basket/${other.bid}/checkout`).set(c.auth).send({ paymentId: card, addressId: own, deliveryMethodId: 1 })).status).toBe(403)
    expect((await t.api.get('/rest/order-history').set(c.auth)).body.data).toEqual([])
    expect((await t.api.get(`/rest/basket/${c.bid}`).set(c.auth)).body.data.Products).toHaveLength(1)
  })
})

describe('orders for accounting and tracking', () => {
  it('lists every order for accounting and toggles the delivery status', async () => {
    const { token } = await t.login(t.email('finance.desk'), 'Welcome-Aboard1')
    const auth = { Authorization: `Bearer ${token}` }
    const all = (await t.api.get('/rest/order-history/orders').set(auth)).body.data
    expect(all.map((o: { orderId: string }) => o.orderId)).toEqual(expect.arrayContaining(['0010-000003', '0010-000004']))
    const toggled = await t.api.put('/rest/order-history/0010-000004/delivery-status').set(auth).send({ deliveryStatus: false })
    expect(toggled.body.data).toMatchObject({ orderId: '0010-000004', delivered: true })
    expect((await t.api.put('/rest/order-history/0010-000004/delivery-status').set(auth).send({ deliveryStatus: true })).body.data.delivered).toBe(false)
    const notBoolean = await t.api.put('/rest/order-history/0010-000004/delivery-status').set(auth).send({ deliveryStatus: 'yes' })
    expect([notBoolean.status, notBoolean.body.error]).toEqual([400, 'deliveryStatus: deliveryStatus must be true or false'])
    expect((await t.api.put('/rest/order-history/9999-999999/delivery-status').set(auth).send({ deliveryStatus: true })).status).toBe(404)
    // Four digits, a dash, six digits, nothing more or less.
    for (const id of ['10-000004', '0010-4', 'x010-000004', '0010-00000x', '00010-000004', '0010-0000040']) {
      const res = await t.api.put(`/rest/order-history/${id}/delivery-status`).set(auth).send({ deliveryStatus: true })
      expect([res.status, res.body.error], id).toEqual([400, 'Unknown order id format'])
    }
    const c = await newCustomer(t)
    expect((await t.api.get('/rest/order-history/orders').set(c.auth)).status).toBe(403)
    expect((await t.api.put('/rest/order-history/0010-000004/delivery-status').set(c.auth).send({ deliveryStatus: true })).status).toBe(403)
  })

  it('tracks a seeded order with the e-mail masked and answers an empty list for unknown ids', async () => {
    const res = await t.api.get('/rest/track-order/0010-000003')
    expect(res.body.data).toHaveLength(1)
    expect(res.body.data[0].email).toBe('m*t**.r*ss*@j**c*.sh*p.t*st')
    expect((await t.api.get('/rest/track-order/0001-999999')).body.data).toEqual([])
  })
})

describe('deluxe membership', () => {
  it('tells the cost, upgrades paid by wallet and answers a deluxe token', async () => {
    const c = await newCustomer(t)
    expect((await t.api.get('/rest/deluxe-membership').set(c.auth)).body).toEqual({ status: 'success', data: { membershipCost: 49 } })
    expect((await t.api.post('/rest/deluxe-membership').set(c.auth).send({ paymentMode: 'wallet' })).status).toBe(402)
    const card = (await t.api.post('/api/Cards').set(c.auth).send(testCard)).body.data.id
    await t.api.put('/rest/wallet/balance').set(c.auth).send({ balance: 60, paymentId: card })
    const res = await t.api.post('/rest/deluxe-membership').set(c.auth).send({ paymentMode: 'wallet' })
    expect(res.status).toBe(200)
    expect(res.body.data.confirmation).toBe('Congratulations! You are now a deluxe member!')
    const payload = JSON.parse(Buffer.from(res.body.data.token.split('.')[1], 'base64url').toString())
    expect(payload.data.role).toBe('deluxe')
    expect((await t.api.get('/rest/wallet/balance').set(c.auth)).body.data).toBe(11)
    expect((await t.api.post('/rest/deluxe-membership').set(c.auth).send({ paymentMode: 'wallet' })).status).toBe(400)
  })

  it('refuses a card that is not the customer\'s', async () => {
    const c = await newCustomer(t)
    expect((await t.api.post('/rest/deluxe-membership').set(c.auth).send({ paymentMode: 'card', paymentId: 1 })).status).toBe(400)
    expect((await t.api.post('/rest/deluxe-membership').send({ paymentMode: 'card', paymentId: 1 })).status).toBe(401)
  })
})

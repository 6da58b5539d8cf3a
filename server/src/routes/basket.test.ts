import { describe, expect, it } from 'vitest'
import { checkout, newCustomer, readyToPay } from '../test-support/customers.js'
import { productShape } from '../test-support/shapes.js'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()

async function customer (local: string, password: string) {
  const { token, bid } = await t.login(t.email(local), password)
  return { bid, auth: { Authorization: `Bearer ${token}` } }
}
const qa = async () => await customer('qa.bot', 'Qa-Bot-Smoke-1')
const itemShape = { id: expect.any(Number), BasketId: expect.any(Number), ProductId: expect.any(Number), quantity: expect.any(Number), createdAt: expect.any(String), updatedAt: expect.any(String) }

describe('basket round trip', () => {
  it('adds, reads, changes and removes items', async () => {
    const { bid, auth } = await qa()
    const added = await t.api.post('/api/BasketItems/').set(auth).send({ ProductId: 2, BasketId: bid, quantity: 1 })
    expect(added.status).toBe(200)
    expect(added.body).toEqual({ status: 'success', data: { ...itemShape, BasketId: bid, ProductId: 2, quantity: 1 } })
    const itemId = added.body.data.id

    const basket = await t.api.get(`/rest/basket/${bid}`).set(auth)
    expect(basket.status).toBe(200)
    expect(basket.body.data).toMatchObject({ id: bid, UserId: 4, coupon: null })
    expect(basket.body.data.Products).toHaveLength(1)
    expect(basket.body.data.Products[0]).toEqual({
      ...productShape,
      id: 2,
      name: 'Green Apple Snap',
      BasketItem: { ...itemShape, id: itemId, BasketId: bid, ProductId: 2, quantity: 1 }
    })

    const changed = await t.api.put(`/api/BasketItems/${itemId}`).set(auth).send({ quantity: 3 })
    expect(changed.status).toBe(200)
    expect(changed.body.data).toEqual({ ...itemShape, id: itemId, quantity: 3 })
    const read = await t.api.get(`/api/BasketItems/${itemId}`).set(auth)
    expect(read.body).toEqual({ status: 'success', data: { ...itemShape, id: itemId, BasketId: bid, ProductId: 2, quantity: 3 } })

    const removed = await t.api.delete(`/api/BasketItems/${itemId}`).set(auth)
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual({ status: 'success', data: {} })
    expect((await t.api.get(`/rest/basket/${bid}`).set(auth)).body.data.Products).toHaveLength(0)
    expect((await t.api.get(`/api/BasketItems/${itemId}`).set(auth)).status).toBe(404)
    expect((await t.api.delete(`/api/BasketItems/${itemId}`).set(auth)).status).toBe(404)
  })

  it('gives a deluxe member both prices as stored', async () => {
    const { bid, auth } = await customer('mateo.rossi', 'Limoncello-Vespa-Piazza-8')
    await t.api.post('/api/BasketItems/').set(auth).send({ ProductId: 1, BasketId: bid, quantity: 1 })
    const product = (await t.api.get('/api/Products/1')).body.data
    const listed = (await t.api.get(`/rest/basket/${bid}`).set(auth)).body.data.Products[0]
    expect(listed).toMatchObject({ price: product.price, deluxePrice: product.deluxePrice })
  })

  it('accepts the basket id as a digit string, as session storage keeps it', async () => {
    const { bid, auth } = await customer('amara.okafor', 'Baobab-Sunset-Drift-71')
    const res = await t.api.post('/api/BasketItems/').set(auth).send({ ProductId: 7, BasketId: String(bid), quantity: 2 })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ BasketId: bid, ProductId: 7, quantity: 2 })
  })
})

describe('POST /api/BasketItems rules', () => {
  it('refuses duplicates, sold-out products, limits and stock', async () => {
    const { bid, auth } = await customer('lena.fischer', 'Mango&Me2023')
    const post = (body: Record<string, unknown>) => t.api.post('/api/BasketItems/').set(auth).send({ BasketId: bid, quantity: 1, ...body })
    expect((await post({ ProductId: 1 })).status).toBe(200)
    const duplicate = await post({ ProductId: 1 })
    expect(duplicate.status).toBe(400)
    expect(duplicate.body.error).toMatch(/already in your basket/)
    const soldOut = await post({ ProductId: 8 })
    expect(soldOut.status).toBe(400)
    expect(soldOut.body).toEqual({ status: 'error', error: 'We are out of stock! Sorry for the inconvenience.', message: 'We are out of stock! Sorry for the inconvenience.' })
    const overLimit = await post({ ProductId: 24, quantity: 2 })
    expect(overLimit.status).toBe(400)
    expect(overLimit.body.error).toBe('You can order only up to 1 items of this product.')
    expect((await post({ ProductId: 5, quantity: 5 })).body.error).toMatch(/out of stock/)
    expect((await post({ ProductId: 5, quantity: 4 })).status).toBe(200)
    // Planted (retiredProductOrderChallenge): the retired Midsummer Mystery Box (34) is not refused.
    expect((await post({ ProductId: 34 })).status).toBe(200)
    expect((await post({ ProductId: 9999 })).status).toBe(404)
  })

  it('answers 400 to malformed bodies', async () => {
    const { bid, auth } = await qa()
    const post = (body: Record<string, unknown>) => t.api.post('/api/BasketItems/').set(auth).send({ ProductId: 3, BasketId: bid, quantity: 1, ...body })
    for (const bad of [
      { quantity: 0 }, { quantity: -2 }, { quantity: 1.5 }, { quantity: '2' }, { quantity: undefined },
      { ProductId: '3' }, { ProductId: null }, { ProductId: undefined },
      { BasketId: true }, { BasketId: null }, { BasketId: '1 OR 1' }, { BasketId: [bid] }, { BasketId: 0 }
    ]) {
      const res = await post(bad)
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(res.body.status).toBe('error')
    }
    expect((await t.api.post('/api/BasketItems/').set(auth).set('Content-Type', 'application/json').send('{"ProductId": 3,')).status).toBe(400)
    expect((await t.api.get(`/rest/basket/${bid}`).set(auth)).body.data.Products.map((p: { id: number }) => p.id)).not.toContain(3)
  })

  it('says why an item was refused, and which field', async () => {
    const { bid, auth } = await qa()
    const said = async (body: Record<string, unknown>): Promise<string> =>
      JSON.stringify((await t.api.post('/api/BasketItems/').set(auth).send({ ProductId: 3, BasketId: bid, quantity: 1, ...body })).body)
    expect(await said({ quantity: 1.5 })).toContain('Quantity must be a whole number')
    expect(await said({ quantity: 0 })).toContain('Quantity must be at least 1')
    for (const BasketId of ['12abc', 'abc12', '1 OR 1', '1234567890123', true]) expect(await said({ BasketId }), String(BasketId)).toContain('BasketId must be a number')
    expect(await said({ BasketId: -4 })).toContain('BasketId must be a positive number')
  })
})

describe('PUT /api/BasketItems/{id} rules', () => {
  it('keeps quantities within stock and the per-customer limit', async () => {
    const { bid, auth } = await customer('henrik.dahl', 'Fjell&Fjord-Morning-33')
    const mug = (await t.api.post('/api/BasketItems/').set(auth).send({ ProductId: 21, BasketId: bid, quantity: 1 })).body.data
    expect((await t.api.put(`/api/BasketItems/${mug.id}`).set(auth).send({ quantity: 5 })).status).toBe(200)
    const overLimit = await t.api.put(`/api/BasketItems/${mug.id}`).set(auth).send({ quantity: 6 })
    expect(overLimit.status).toBe(400)
    expect(overLimit.body.error).toBe('You can order only up to 5 items of this product.')
    const kiwi = (await t.api.post('/api/BasketItems/').set(auth).send({ ProductId: 10, BasketId: bid, quantity: 1 })).body.data
    expect((await t.api.put(`/api/BasketItems/${kiwi.id}`).set(auth).send({ quantity: 4 })).body.error).toMatch(/out of stock/)
    expect((await t.api.get(`/api/BasketItems/${kiwi.id}`).set(auth)).body.data.quantity).toBe(1)
  })

  it('answers 400 to bad quantities and malformed bodies', async () => {
    const { bid, auth } = await customer('julia.moreno', 'Papaya-Tram-Window-204')
    const item = (await t.api.post('/api/BasketItems/').set(auth).send({ ProductId: 9, BasketId: bid, quantity: 2 })).body.data
    // Planted (negativeQuantityChallenge): zero and negative quantities are accepted here.
    for (const quantity of [2.5, '3', null, 10_001]) {
      expect((await t.api.put(`/api/BasketItems/${item.id}`).set(auth).send({ quantity })).status, String(quantity)).toBe(400)
    }
    expect((await t.api.put(`/api/BasketItems/${item.id}`).set(auth).send({ quantity: 2.5 })).body.error).toBe('quantity: Quantity must be a whole number')
    expect((await t.api.put(`/api/BasketItems/${item.id}`).set(auth).set('Content-Type', 'application/json').send('[')).status).toBe(400)
    expect((await t.api.put('/api/BasketItems/x').set(auth).send({ quantity: 1 })).status).toBe(400)
    expect((await t.api.put('/api/BasketItems/99999').set(auth).send({ quantity: 1 })).status).toBe(404)
    expect((await t.api.get(`/api/BasketItems/${item.id}`).set(auth)).body.data.quantity).toBe(2)
  })
})

describe('ownership and login', () => {
  it('keeps other customers out of a basket and its items', async () => {
    const owner = await customer('kenji.watanabe', 'Yuzu-Lantern-Paper-611')
    const item = (await t.api.post('/api/BasketItems/').set(owner.auth).send({ ProductId: 3, BasketId: owner.bid, quantity: 1 })).body.data
    const other = await customer('tomasz.nowak', 'BloodOrangeBlast2016!')
    expect(other.bid).not.toBe(owner.bid)
    // Planted (basketPeekChallenge): reading is not checked; every change is.
    expect((await t.api.get(`/rest/basket/${owner.bid}`).set(other.auth)).status).toBe(200)
    expect((await t.api.post('/api/BasketItems/').set(other.auth).send({ ProductId: 4, BasketId: owner.bid, quantity: 1 })).status).toBe(403)
    expect((await t.api.get(`/api/BasketItems/${item.id}`).set(other.auth)).status).toBe(403)
    expect((await t.api.put(`/api/BasketItems/${item.id}`).set(other.auth).send({ quantity: 2 })).status).toBe(403)
    expect((await t.api.delete(`/api/BasketItems/${item.id}`).set(other.auth)).status).toBe(403)
    const untouched = (await t.api.get(`/rest/basket/${owner.bid}`).set(owner.auth)).body.data.Products
    expect(untouched.map((p: { id: number, BasketItem: { quantity: number } }) => [p.id, p.BasketItem.quantity])).toEqual([[3, 1]])
  })

  it('answers 401 without a token, 400 for malformed ids and 404 for unknown ones', async () => {
    expect((await t.api.get('/rest/basket/1')).status).toBe(401)
    expect((await t.api.post('/api/BasketItems/').send({ ProductId: 1, BasketId: 1, quantity: 1 })).status).toBe(401)
    expect((await t.api.get('/api/BasketItems/1')).status).toBe(401)
    expect((await t.api.put('/api/BasketItems/1').send({ quantity: 1 })).status).toBe(401)
    expect((await t.api.delete('/api/BasketItems/1')).status).toBe(401)
    expect((await t.api.get('/rest/basket/1').set('Authorization', 'Bearer not-a-token')).status).toBe(401)
    const { auth } = await qa()
    expect((await t.api.get('/rest/basket/x').set(auth)).status).toBe(400)
    expect((await t.api.get('/rest/basket/99999').set(auth)).status).toBe(404)
    expect((await t.api.get('/api/BasketItems/0').set(auth)).status).toBe(400)
    expect((await t.api.get('/api/BasketItems/99999').set(auth)).status).toBe(404)
    expect((await t.api.delete('/api/BasketItems/x').set(auth)).status).toBe(400)
    expect((await t.api.post('/api/BasketItems/').set(auth).send({ ProductId: 1, BasketId: 99999, quantity: 1 })).status).toBe(404)
  })
})

describe('coupon and checkout input', () => {
  it('refuses a coupon code that only holds ten letters or digits among other characters', async () => {
    const { bid, auth } = await qa()
    for (const code of ['ABCDEFGHIJK', '-ABCDEFGHIJ']) {
      const res = await t.api.put(`/rest/basket/${bid}/coupon/${code}`).set(auth)
      expect([res.status, res.body.error], code).toEqual([400, 'A coupon code has exactly 10 letters or digits'])
    }
  })

  it('takes ids of several digits as digit strings, and refuses a card id with anything else around its digits', async () => {
    const c = await newCustomer(t, 'digits')
    const { addressId, cardId } = await readyToPay(t, c, [[1, 1]])
    // Refused as malformed before any card is looked up.
    for (const paymentId of [`x${cardId}`, `${cardId}x`]) {
      const res = await checkout(t, c, { paymentId, addressId, deliveryMethodId: 1 })
      expect([res.status, res.body.error], paymentId).toEqual([400, 'Invalid input'])
    }
    // A fresh shop's ids are small: leading zeros make them strings of several digits.
    const paid = await checkout(t, c, { paymentId: String(cardId), addressId: `00${addressId}`, deliveryMethodId: '001' })
    expect([paid.status, paid.body.orderConfirmation]).toEqual([200, expect.any(String)])
  })
})

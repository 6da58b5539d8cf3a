import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()

async function customer (local: string, password: string) {
  const { token, bid } = await t.login(t.email(local), password)
  return { bid, auth: { Authorization: `Bearer ${token}` } }
}

describe('basket', () => {
  it('adds, reads, changes and removes items', async () => {
    const { bid, auth } = await customer('qa.bot', 'Qa-Bot-Smoke-1')
    const added = await t.api.post('/api/BasketItems/').set(auth).send({ ProductId: 2, BasketId: bid, quantity: 1 })
    expect(added.status).toBe(200)
    const itemId = added.body.data.id

    const basket = await t.api.get(`/rest/basket/${bid}`).set(auth)
    expect(basket.status).toBe(200)
    expect(basket.body.data.Products).toHaveLength(1)
    expect(basket.body.data.Products[0]).toMatchObject({ id: 2, name: 'Green Apple Snap', BasketItem: { id: itemId, quantity: 1 } })

    const changed = await t.api.put(`/api/BasketItems/${itemId}`).set(auth).send({ quantity: 3 })
    expect(changed.body.data.quantity).toBe(3)
    expect((await t.api.get(`/api/BasketItems/${itemId}`).set(auth)).body.data.quantity).toBe(3)

    expect((await t.api.delete(`/api/BasketItems/${itemId}`).set(auth)).status).toBe(200)
    expect((await t.api.get(`/rest/basket/${bid}`).set(auth)).body.data.Products).toHaveLength(0)
  })

  it('refuses duplicates, sold-out products, limits and quantities below one', async () => {
    const { bid, auth } = await customer('lena.fischer', 'Mango&Me2023')
    await t.api.post('/api/BasketItems/').set(auth).send({ ProductId: 1, BasketId: bid, quantity: 1 })
    expect((await t.api.post('/api/BasketItems/').set(auth).send({ ProductId: 1, BasketId: bid, quantity: 1 })).status).toBe(400)
    const soldOut = await t.api.post('/api/BasketItems/').set(auth).send({ ProductId: 8, BasketId: bid, quantity: 1 })
    expect(soldOut.status).toBe(400)
    expect(soldOut.body.error).toMatch(/out of stock/)
    expect((await t.api.post('/api/BasketItems/').set(auth).send({ ProductId: 24, BasketId: bid, quantity: 2 })).status).toBe(400)
    expect((await t.api.post('/api/BasketItems/').set(auth).send({ ProductId: 3, BasketId: bid, quantity: 0 })).status).toBe(400)
    expect((await t.api.post('/api/BasketItems/').set(auth).send({ ProductId: 3, BasketId: bid, quantity: -2 })).status).toBe(400)
    expect((await t.api.post('/api/BasketItems/').set(auth).send({ ProductId: 9999, BasketId: bid, quantity: 1 })).status).toBe(404)
  })

  it("keeps other customers out of a basket and its items", async () => {
    const owner = await customer('qa.bot', 'Qa-Bot-Smoke-1')
    const item = await t.api.post('/api/BasketItems/').set(owner.auth).send({ ProductId: 3, BasketId: owner.bid, quantity: 1 })
    const other = await customer('tomasz.nowak', 'BloodOrangeBlast2016!')
    expect((await t.api.get(`/rest/basket/${owner.bid}`).set(other.auth)).status).toBe(403)
    expect((await t.api.post('/api/BasketItems/').set(other.auth).send({ ProductId: 4, BasketId: owner.bid, quantity: 1 })).status).toBe(403)
    expect((await t.api.put(`/api/BasketItems/${item.body.data.id}`).set(other.auth).send({ quantity: 2 })).status).toBe(403)
    expect((await t.api.delete(`/api/BasketItems/${item.body.data.id}`).set(other.auth)).status).toBe(403)
  })

  it('answers 401 without a token and 400 for malformed ids', async () => {
    expect((await t.api.get('/rest/basket/1')).status).toBe(401)
    const { auth } = await customer('qa.bot', 'Qa-Bot-Smoke-1')
    expect((await t.api.get('/rest/basket/x').set(auth)).status).toBe(400)
    expect((await t.api.put('/api/BasketItems/x').set(auth).send({ quantity: 1 })).status).toBe(400)
    expect((await t.api.get('/api/BasketItems/99999').set(auth)).status).toBe(404)
  })
})

describe('delivery methods', () => {
  it('lists methods with the price for the caller', async () => {
    const regular = await customer('qa.bot', 'Qa-Bot-Smoke-1')
    const list = await t.api.get('/api/Deliverys').set(regular.auth)
    expect(list.status).toBe(200)
    expect(list.body.data.length).toBeGreaterThanOrEqual(3)
    expect(list.body.data[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), price: expect.any(Number), eta: expect.any(Number), icon: expect.any(String) })
    const deluxe = await customer('mateo.rossi', 'Limoncello-Vespa-Piazza-8')
    const fast = (await t.api.get('/api/Deliverys/4').set(deluxe.auth)).body.data
    expect(fast.price).toBe(0)
    expect((await t.api.get('/api/Deliverys/4').set(regular.auth)).body.data.price).toBeGreaterThan(0)
  })

  it('answers 401, 400 and 404 where due', async () => {
    expect((await t.api.get('/api/Deliverys')).status).toBe(401)
    const { auth } = await customer('qa.bot', 'Qa-Bot-Smoke-1')
    expect((await t.api.get('/api/Deliverys/x').set(auth)).status).toBe(400)
    expect((await t.api.get('/api/Deliverys/99').set(auth)).status).toBe(404)
  })
})

import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()

async function as (local: string, password: string) {
  const { token } = await t.login(t.email(local), password)
  return { Authorization: `Bearer ${token}` }
}
const regular = async () => await as('qa.bot', 'Qa-Bot-Smoke-1')
const deluxe = async () => await as('mateo.rossi', 'Limoncello-Vespa-Piazza-8')
const deliveryShape = { id: expect.any(Number), name: expect.any(String), price: expect.any(Number), eta: expect.any(Number), icon: expect.any(String) }

describe('GET /api/Deliverys', () => {
  it('lists the methods with the regular price for customers', async () => {
    const res = await t.api.get('/api/Deliverys').set(await regular())
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('success')
    expect(res.body.data.length).toBeGreaterThanOrEqual(3)
    for (const method of res.body.data) expect(method).toEqual(deliveryShape)
    expect(res.body.data.find((m: { id: number }) => m.id === 2)).toEqual({ id: 2, name: 'Standard Delivery', price: 2.99, eta: 3, icon: 'truck' })
  })

  it('shows deluxe members their own prices, and never the other price field', async () => {
    const res = await t.api.get('/api/Deliverys/').set(await deluxe())
    expect(res.body.data.find((m: { id: number }) => m.id === 2).price).toBe(1.99)
    for (const method of res.body.data) expect(method).not.toHaveProperty('deluxePrice')
  })

  it('needs a token', async () => {
    const res = await t.api.get('/api/Deliverys')
    expect(res.status).toBe(401)
    expect(res.body.status).toBe('error')
  })
})

describe('GET /api/Deliverys/{id}', () => {
  it('finds one method, priced for the caller', async () => {
    const regularFast = await t.api.get('/api/Deliverys/4').set(await regular())
    expect(regularFast.status).toBe(200)
    expect(regularFast.body.data).toEqual({ ...deliveryShape, id: 4, price: 9.99 })
    expect((await t.api.get('/api/Deliverys/4').set(await deluxe())).body.data.price).toBe(0)
    const accounting = await t.api.get('/api/Deliverys/4').set(await as('finance.desk', 'Welcome-Aboard1'))
    expect(accounting.body.data.price).toBe(9.99)
  })

  it('answers 401, 400 and 404 where due', async () => {
    expect((await t.api.get('/api/Deliverys/1')).status).toBe(401)
    const auth = await regular()
    expect((await t.api.get('/api/Deliverys/x').set(auth)).status).toBe(400)
    expect((await t.api.get('/api/Deliverys/-4').set(auth)).status).toBe(400)
    const unknown = await t.api.get('/api/Deliverys/99').set(auth)
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ status: 'error', error: 'Delivery method not found', message: 'Delivery method not found' })
  })
})

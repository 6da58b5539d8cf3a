import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()

describe('GET /rest/products/search', () => {
  it('lists every available product for an empty query, sorted by name', async () => {
    const res = await t.api.get('/rest/products/search').query({ q: '' })
    expect(res.status).toBe(200)
    expect(res.body.data.length).toBeGreaterThanOrEqual(30)
    const names = res.body.data.map((p: { name: string }) => p.name)
    expect(names).not.toContain('Midsummer Mystery Box')
    expect(res.body.data[0]).toMatchObject({ id: expect.any(Number), price: expect.any(Number), deluxePrice: expect.any(Number), image: expect.any(String) })
  })

  it('finds products by name or description', async () => {
    const res = await t.api.get('/rest/products/search').query({ q: 'blood orange' })
    expect(res.body.data.map((p: { name: string }) => p.name)).toContain('Blood Orange Blast')
    const byDescription = await t.api.get('/rest/products/search').query({ q: 'spare parts' })
    expect(byDescription.body.data.map((p: { name: string }) => p.name)).toEqual(['Smoothie Maker 3000'])
  })

  it('answers an empty list when nothing matches', async () => {
    expect((await t.api.get('/rest/products/search').query({ q: 'no-such-juice-anywhere' })).body.data).toEqual([])
  })

  it('refuses a query over 200 characters with 400', async () => {
    expect((await t.api.get('/rest/products/search').query({ q: 'x'.repeat(201) })).status).toBe(400)
  })
})

describe('/api/Products and /api/Quantitys', () => {
  it('lists products and finds one by id', async () => {
    const list = await t.api.get('/api/Products/').query({ d: new Date().toDateString() })
    expect(list.status).toBe(200)
    const one = await t.api.get('/api/Products/1')
    expect(one.body.data.name).toBe('Blood Orange Blast')
    expect(one.body.data.description).toContain('<p>')
  })

  it('answers 400 for a malformed id and 404 for unknown or retired products', async () => {
    expect((await t.api.get('/api/Products/abc')).status).toBe(400)
    expect((await t.api.get('/api/Products/9999')).status).toBe(404)
    expect((await t.api.get('/api/Products/34')).status).toBe(404)
  })

  it('lists stock with low and sold-out quantities', async () => {
    const res = await t.api.get('/api/Quantitys/')
    expect(res.status).toBe(200)
    const quantities = res.body.data.map((q: { quantity: number }) => q.quantity)
    expect(quantities.filter((q: number) => q > 0 && q <= 5).length).toBeGreaterThanOrEqual(3)
    expect(quantities).toContain(0)
    expect(res.body.data[0]).toHaveProperty('ProductId')
    expect(res.body.data[0]).toHaveProperty('limitPerUser')
  })
})

describe('static product images and translations', () => {
  it('serves the English translation', async () => {
    const res = await t.api.get('/assets/i18n/en.json')
    expect(res.status).toBe(200)
    expect(res.body.NO_SEARCH_RESULT).toBeTruthy()
  })
})

import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()
const qa = () => t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')

describe('product reviews', () => {
  it('lists the seeded reviews of a product', async () => {
    const res = await t.api.get('/rest/products/1/reviews')
    expect(res.status).toBe(200)
    expect(res.body.data.length).toBeGreaterThanOrEqual(1)
    expect(res.body.data[0]).toMatchObject({ _id: expect.any(String), message: expect.any(String), author: expect.any(String), likesCount: expect.any(Number) })
  })

  it('writes, edits and likes a review as a logged-in customer', async () => {
    const { token } = await qa()
    const auth = { Authorization: `Bearer ${token}` }
    const written = await t.api.put('/rest/products/2/reviews').set(auth).send({ message: 'Crunchy and sour', author: t.email('qa.bot') })
    expect(written.status).toBe(201)
    const mine = (await t.api.get('/rest/products/2/reviews')).body.data.find((r: { author: string }) => r.author === t.email('qa.bot'))
    expect(mine.message).toBe('Crunchy and sour')

    const edited = await t.api.patch('/rest/products/reviews').set(auth).send({ id: mine._id, message: 'Crunchy, sour, great' })
    expect(edited.status).toBe(200)
    expect(edited.body.modified).toBe(1)
    expect(edited.body.updated[0].message).toBe('Crunchy, sour, great')

    const liked = await t.api.post('/rest/products/reviews').set(auth).send({ id: mine._id })
    expect(liked.body.updated[0].likesCount).toBe(1)
    expect((await t.api.post('/rest/products/reviews').set(auth).send({ id: mine._id })).status).toBe(403)
  })

  it("refuses to edit someone else's review", async () => {
    const { token } = await qa()
    const other = (await t.api.get('/rest/products/1/reviews')).body.data[0]
    const res = await t.api.patch('/rest/products/reviews').set('Authorization', `Bearer ${token}`).send({ id: other._id, message: 'hijacked' })
    expect(res.status).toBe(403)
  })

  it('answers 4xx to bad input', async () => {
    const { token } = await qa()
    const auth = { Authorization: `Bearer ${token}` }
    expect((await t.api.get('/rest/products/abc/reviews')).status).toBe(400)
    expect((await t.api.put('/rest/products/1/reviews').send({ message: 'hi', author: 'x' })).status).toBe(401)
    expect((await t.api.put('/rest/products/1/reviews').set(auth).send({ message: '', author: t.email('qa.bot') })).status).toBe(400)
    expect((await t.api.put('/rest/products/1/reviews').set(auth).send({ message: 'x'.repeat(161), author: t.email('qa.bot') })).status).toBe(400)
    expect((await t.api.put('/rest/products/9999/reviews').set(auth).send({ message: 'hi', author: t.email('qa.bot') })).status).toBe(404)
    expect((await t.api.patch('/rest/products/reviews').set(auth).send({ id: { $ne: -1 }, message: 'all' })).status).toBe(400)
    expect((await t.api.post('/rest/products/reviews').set(auth).send({ id: 'missing' })).status).toBe(404)
  })
})

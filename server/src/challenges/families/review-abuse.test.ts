import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'

const t = createTestShop()
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

describe('forgedReviewChallenge', () => {
  it('is not solved by a review in one\'s own name', async () => {
    const { token } = await t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    const res = await t.api.put('/rest/products/3/reviews').set(bearer(token)).send({ message: 'Honest review', author: t.email('qa.bot') })
    expect(res.status).toBe(201)
    expect(await t.solved('forgedReviewChallenge')).toBe(false)
  })

  it('is solved by a review posted without a token in someone else\'s name', async () => {
    const res = await t.api.put('/rest/products/3/reviews').send({ message: 'Tastes like feet.', author: t.email('admin') })
    expect(res.status).toBe(201)
    const reviews = (await t.api.get('/rest/products/3/reviews')).body.data as Array<{ author: string, message: string }>
    expect(reviews).toContainEqual(expect.objectContaining({ author: t.email('admin'), message: 'Tastes like feet.' }))
    expect(await t.solved('forgedReviewChallenge')).toBe(true)
  })
})

describe('reviewOperatorInjectionChallenge', () => {
  it('is solved when one PATCH with an operator id rewrites every review', async () => {
    const { token } = await t.login(t.email('lena.fischer'), 'Mango&Me2023')
    const own = (await t.api.get('/rest/products/11/reviews')).body.data.find((r: { author: string }) => r.author === t.email('lena.fischer'))
    const single = await t.api.patch('/rest/products/reviews').set(bearer(token)).send({ id: own._id, message: 'Still thick.' })
    expect(single.body.modified).toBe(1)
    expect(await t.solved('reviewOperatorInjectionChallenge')).toBe(false)

    const res = await t.api.patch('/rest/products/reviews').set(bearer(token)).send({ id: { $ne: -1 }, message: 'Everything here is great!' })
    expect(res.status).toBe(200)
    expect(res.body.modified).toBeGreaterThan(10)
    const others = (await t.api.get('/rest/products/1/reviews')).body.data as Array<{ message: string }>
    expect(others.every(r => r.message === 'Everything here is great!')).toBe(true)
    expect(await t.solved('reviewOperatorInjectionChallenge')).toBe(true)
  })

  it('still refuses code-running and unknown operators with 400', async () => {
    const { token } = await t.login(t.email('lena.fischer'), 'Mango&Me2023')
    for (const id of [{ $where: 'true' }, { $regex: '.*' }, { $bogus: 1 }]) {
      const res = await t.api.patch('/rest/products/reviews').set(bearer(token)).send({ id, message: 'x' })
      expect(res.status, JSON.stringify(id)).toBe(400)
    }
  })
})

describe('likeRaceChallenge', () => {
  it('is not solved by likes sent one after another', async () => {
    const { token } = await t.login(t.email('henrik.dahl'), 'Fjell&Fjord-Morning-33')
    const review = (await t.api.get('/rest/products/5/reviews')).body.data[0] ?? (await t.api.get('/rest/products/6/reviews')).body.data[0]
    expect((await t.api.post('/rest/products/reviews').set(bearer(token)).send({ id: review._id })).status).toBe(200)
    expect((await t.api.post('/rest/products/reviews').set(bearer(token)).send({ id: review._id })).status).toBe(403)
    expect(await t.solved('likeRaceChallenge')).toBe(false)
  })

  it('is solved by three likes of one review sent in parallel', async () => {
    const { token } = await t.login(t.email('sven.kowalski'), 'Spring2024!')
    const review = (await t.api.get('/rest/products/13/reviews')).body.data[0]
    const results = await Promise.all([1, 2, 3].map(async () => await t.api.post('/rest/products/reviews').set(bearer(token)).send({ id: review._id })))
    expect(results.map(r => r.status)).toEqual([200, 200, 200])
    const after = (await t.api.get('/rest/products/13/reviews')).body.data.find((r: { _id: string }) => r._id === review._id)
    expect(after.likedBy.filter((e: string) => e === t.email('sven.kowalski'))).toHaveLength(3)
    expect(await t.solved('likeRaceChallenge')).toBe(true)
  })
})

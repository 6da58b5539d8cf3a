import { describe, expect, it } from 'vitest'
import { reviewExploits } from '../../test-support/exploits/community-reviews.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { familyHarness } from '../../test-support/family-harness.js'
import { reviewAbuseFamily } from './review-abuse.js'

const t = createExploitShop()
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

describe('forgedReviewChallenge', () => {
  it('is not solved by a review in one\'s own name', async () => {
    const { token } = await t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    const res = await t.api.put('/rest/products/3/reviews').set(bearer(token)).send({ message: 'Honest review', author: t.email('qa.bot') })
    expect(res.status).toBe(201)
    expect(await t.solved('forgedReviewChallenge')).toBe(false)
  })

  it('is solved by a review posted without a token in someone else\'s name', async () => {
    await reviewExploits.forgedReviewChallenge(t)
    expect(await t.solved('forgedReviewChallenge')).toBe(true)
  })
})

describe('reviewOperatorInjectionChallenge', () => {
  // Every review's text by id: the lookup evaluates its id as an expression, so `r.product` matches all.
  const texts = async () => Object.fromEntries(
    ((await t.api.get(`/rest/products/${encodeURIComponent('r.product')}/reviews`)).body.data as Array<{ _id: string, message: string }>).map(r => [r._id, r.message]))

  it('is not solved by an edit of one\'s own review by its id', async () => {
    const { token } = await t.login(t.email('lena.fischer'), 'Mango&Me2023')
    const own = (await t.api.get('/rest/products/11/reviews')).body.data.find((r: { author: string }) => r.author === t.email('lena.fischer'))
    const single = await t.api.patch('/rest/products/reviews').set(bearer(token)).send({ id: own._id, message: 'Still thick.' })
    expect(single.body.modified).toBe(1)
    expect(await t.solved('reviewOperatorInjectionChallenge')).toBe(false)
  })

  it('is solved when one PATCH with an operator id rewrites every review; the exploit puts the texts back', async () => {
    const before = await texts()
    expect(Object.keys(before).length).toBeGreaterThan(10)
    await reviewExploits.reviewOperatorInjectionChallenge(t)
    expect(await t.solved('reviewOperatorInjectionChallenge')).toBe(true)
    const after = await texts()
    for (const [id, message] of Object.entries(before)) expect(after[id], id).toBe(message)
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
    await reviewExploits.likeRaceChallenge(t)
    expect(await t.solved('likeRaceChallenge')).toBe(true)
  })
})

describe('review-abuse rules', () => {
  const harness = () => familyHarness(reviewAbuseFamily)

  it.each([
    ['an anonymous review', 'bender@juice.shop.test', null, true],
    ['a signed-in review in another name', 'bender@juice.shop.test', 'qa.bot@juice.shop.test', true],
    ["a signed-in review in one's own name", 'qa.bot@juice.shop.test', 'qa.bot@juice.shop.test', false]
  ])('forgedReviewChallenge for %s: %s', (_case, author, callerEmail, solved) => {
    const h = harness()
    h.emit('review.saved', { productId: 1, author, callerEmail, message: 'Tasty' })
    expect(h.solved.includes('forgedReviewChallenge')).toBe(solved)
  })

  it.each([
    ['review-filter', true, true],
    ['review-filter', false, false],
    ['b2b-orders', true, false]
  ])('reviewFilterStallChallenge for a %s sandbox run interrupted %s: %s', (source, interrupted, solved) => {
    const h = harness()
    h.emit('sandbox.ran', { source, decoyCalls: [], interrupted, memoryExceeded: false })
    expect(h.solved.includes('reviewFilterStallChallenge')).toBe(solved)
  })
})

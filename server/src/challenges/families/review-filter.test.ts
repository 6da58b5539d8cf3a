import { describe, expect, it } from 'vitest'
import { underAttack } from '../../test-support/under-attack.js'
import { reviewExploits } from '../../test-support/exploits/community-reviews.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'

const t = createExploitShop()
const reviewsOf = (id: string) => t.api.get(`/rest/products/${encodeURIComponent(id)}/reviews`)

describe('reviewFilterStallChallenge', () => {
  it('lists reviews for honest ids, including ones written as expressions, without solving anything', async () => {
    const plain = await reviewsOf('1')
    expect(plain.status).toBe(200)
    expect(plain.body.data.length).toBeGreaterThanOrEqual(1)
    const expression = await reviewsOf('0+1')
    expect(expression.status).toBe(200)
    expect(expression.body.data.map((r: { _id: string }) => r._id)).toEqual(plain.body.data.map((r: { _id: string }) => r._id))
    expect(await t.solved('reviewFilterStallChallenge')).toBe(false)
  }, 15_000)

  it('answers 400 to ids that are too long or do not evaluate, without solving anything', async () => {
    expect((await reviewsOf('1'.repeat(101))).status).toBe(400)
    expect((await reviewsOf('1 ||'.padEnd(101, ' '))).status).toBe(400)
    const broken = await reviewsOf('abc')
    expect(broken.status).toBe(400)
    expect(broken.body.status).toBe('error')
    expect((await reviewsOf('1)(')).status).toBe(400)
    expect(await t.solved('reviewFilterStallChallenge')).toBe(false)
  }, 15_000)

  it('is solved by an id that keeps the filter busy, answered with 503 while other shoppers are served', async () => {
    // Other shoppers' reviews keep coming, measured against the same request just before.
    await underAttack(t.api, () => reviewExploits.reviewFilterStallChallenge(t), () => reviewsOf('2'))
    expect(await t.solved('reviewFilterStallChallenge')).toBe(true)
    expect((await reviewsOf('1')).status).toBe(200)
  }, 15_000)
})

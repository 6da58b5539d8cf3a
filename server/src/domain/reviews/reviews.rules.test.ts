import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { accountIn } from '../../test-support/shop-customers.js'
import { exactly } from '../../test-support/exact-message.js'
import type { DomainEventMap } from '../../challenges/mechanisms/domain-events.js'
import { reviewsForProductId } from './review-lookup.js'
import { MAX_FILTER_DEPTH, MAX_FILTER_VALUES, matchReviews } from './review-filter.js'
import { editReview, likeReview, listReviews, writeReview } from './reviews.js'

const t = createTestShop()
const shop = t.shop.registry.get()
const [first, second] = shop.repos.products.list()

const events: Array<[string, unknown]> = []
for (const name of ['review.saved', 'review.liked'] as const) shop.events.on(name, (e: DomainEventMap[typeof name]) => { events.push([name, e]) })
afterEach(() => {
  events.length = 0
  vi.restoreAllMocks()
})

/** A fresh review of the first product by a new customer; answers both. */
function reviewBy (message: string) {
  const author = accountIn(shop)
  writeReview(shop, author, first.id, message, author.email)
  return { author, review: listReviews(shop, first.id).find(r => r.message === message)! }
}

describe('writing and liking reviews', () => {
  it('accepts an anonymous review and announces it without a caller', () => {
    writeReview(shop, null, second.id, 'Anonymous praise', 'someone@example.test')
    expect(events).toEqual([['review.saved', { productId: second.id, author: 'someone@example.test', callerEmail: null, message: 'Anonymous praise' }]])
  })

  it('records a like with who liked and how often, and refuses an unknown review', async () => {
    const { review } = reviewBy('Like me')
    const fan = accountIn(shop)
    const change = await likeReview(shop, fan, review._id)
    expect(change).toEqual({ modified: 1, original: [review], updated: [{ ...review, likedBy: [fan.email], likesCount: expect.any(Number) }] })
    expect(events.filter(([name]) => name === 'review.liked')).toEqual([['review.liked', { reviewId: review._id, liker: fan.email, timesLiked: 1, overlapping: 0 }]])
    await expect(likeReview(shop, fan, 'no-such-review')).rejects.toThrow('Review not found')
  })

  it('lets likes sent at once all pass the check (planted: likeRaceChallenge), while other customers\' likes do not overlap', async () => {
    const { review } = reviewBy('Race me')
    const fan = accountIn(shop)
    const other = accountIn(shop)
    await Promise.all([likeReview(shop, fan, review._id), likeReview(shop, fan, review._id), likeReview(shop, other, review._id)])
    const liked = events.filter(([name]) => name === 'review.liked').map(([, e]) => e as DomainEventMap['review.liked'])
    expect(liked.filter(e => e.liker === fan.email).map(e => [e.timesLiked, e.overlapping])).toEqual([[1, 0], [2, 1]])
    expect(liked.find(e => e.liker === other.email)?.overlapping).toBe(0)
    expect(listReviews(shop, first.id).find(r => r._id === review._id)?.likedBy.sort()).toEqual([fan.email, fan.email, other.email].sort())
  })
})

describe('the review filter', () => {
  const reviews = listReviews(shop, first.id)

  it('matches document-style queries with the offered operators', () => {
    expect(matchReviews(reviews, { _id: reviews[0]._id })).toEqual([reviews[0]])
    expect(matchReviews(reviews, { _id: { $ne: reviews[0]._id } })).toEqual(reviews.slice(1))
  })

  it('takes filters up to the size limits and refuses larger ones before compiling them', () => {
    const wide = (count: number) => ({ $nin: Array.from({ length: count }, (_, i) => -1 - i) })
    const deep = (depth: number): object => {
      let filter: object = { $ne: -1 }
      for (let level = 0; level < depth; level++) filter = { $not: filter }
      return filter
    }
    // The query, its _id object and the $nin list are three values; the innermost -1 of `deep` is a level.
    expect(matchReviews(reviews, { _id: wide(MAX_FILTER_VALUES - 3) } as never)).toEqual(reviews)
    expect(matchReviews(reviews, { _id: deep(MAX_FILTER_DEPTH - 2) } as never)).toEqual(reviews)
    for (const filter of [wide(MAX_FILTER_VALUES - 2), wide(12_000), deep(15_000), deep(MAX_FILTER_DEPTH - 1)]) {
      expect(() => matchReviews(reviews, { _id: filter } as never)).toThrow(/^Unsupported review filter: at most 200 values and 12 levels$/)
    }
  })

  it.each([{ $where: 'true' }, { $regex: '.*' }, { $unknown: 1 }])('refuses the operator in %j', filter => {
    expect(() => matchReviews(reviews, { _id: filter } as never)).toThrow(/^Unsupported review filter: \S/)
  })
})

describe('reviews by product id', () => {
  it('reads plain numeric ids directly', async () => {
    const evaluate = vi.spyOn(shop, 'evaluate')
    expect(await reviewsForProductId(shop, String(first.id))).toEqual(listReviews(shop, first.id))
    expect(await reviewsForProductId(shop, `00${second.id}`)).toEqual(listReviews(shop, second.id))
    expect(await reviewsForProductId(shop, '999999999999999')).toEqual([])
    expect(evaluate).not.toHaveBeenCalled()
  })

  it('matches anything else in the sandbox, where the id is code (planted: reviewFilterStallChallenge)', async () => {
    const all = shop.repos.reviews.listAll().map(r => r._id)
    expect((await reviewsForProductId(shop, `${first.id} || true`)).map(r => r._id)).toEqual(all)
    expect((await reviewsForProductId(shop, `true || ${first.id}`)).map(r => r._id)).toEqual(all)
    expect(await reviewsForProductId(shop, `${first.id}${' '.repeat(99 - String(first.id).length)}`)).toEqual(listReviews(shop, first.id))
  })

  it.each([
    ['an id over 100 characters', `1${' '.repeat(100)}`, 'Invalid id: at most 100 characters'],
    ['code that fails', 'nothing', 'Invalid id: nothing'],
    ['code that answers no list', '1) ? 0 : (0', 'Invalid id: 1) ? 0 : (0'],
    ['a long id that fails', `x${'y'.repeat(60)}`, `Invalid id: x${'y'.repeat(39)}`]
  ])('refuses %s', async (_, id, message) => {
    await expect(reviewsForProductId(shop, id)).rejects.toThrow(exactly(message))
  })
})

describe('editing reviews', () => {
  it('refuses a filter with operators the filter does not offer', () => {
    const { author } = reviewBy('Filter me')
    expect(() => editReview(shop, author, { $where: 'true' }, 'x')).toThrow(/^Unsupported review filter: /)
  })

  // Last: it rewrites every review of the shop.
  it('reads an object id as operators, so one own review opens all of them (planted: reviewOperatorInjectionChallenge)', () => {
    const { author } = reviewBy('Own review')
    const change = editReview(shop, author, { $ne: 'nothing' }, 'Rewritten')
    expect(change.modified).toBe(shop.repos.reviews.listAll().length)
    expect(change.updated.every(r => r.message === 'Rewritten')).toBe(true)
    expect(() => editReview(shop, accountIn(shop), { $ne: 'nothing' }, 'Again')).toThrow('You can only edit your own reviews')
  })
})

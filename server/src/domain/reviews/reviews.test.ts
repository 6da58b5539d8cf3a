import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { tokenUser } from '../auth/tokens.js'
import type { DomainEventMap } from '../../challenges/mechanisms/domain-events.js'
import { editReview, likeReview, listReviews, writeReview } from './reviews.js'

const t = createTestShop()
const shop = t.shop.registry.get()
const [me, other] = shop.repos.users.list().map(tokenUser)
const productId = shop.repos.products.list()[0].id

const saved: Array<DomainEventMap['review.saved']> = []
const updated: Array<DomainEventMap['review.updated']> = []
shop.events.on('review.saved', e => { saved.push(e) })
shop.events.on('review.updated', e => { updated.push(e) })

describe('reviews', () => {
  it('are saved with the author the client names (planted: forgedReviewChallenge) and announced with the real caller', () => {
    writeReview(shop, me, productId, 'Lovely', me.email)
    writeReview(shop, me, productId, 'Forged', other.email)
    expect(saved).toEqual([
      { productId, author: me.email, callerEmail: me.email, message: 'Lovely' },
      { productId, author: other.email, callerEmail: me.email, message: 'Forged' }
    ])
    expect(() => { writeReview(shop, me, 999_999, 'Lost', me.email) }).toThrow('Product not found')
    expect(saved).toHaveLength(2)
    expect(listReviews(shop, productId).filter(r => r.message === 'Lovely')).toEqual([expect.objectContaining({ author: me.email, likesCount: 0 })])
  })

  it('are edited by their author only, with the before and after', () => {
    const review = listReviews(shop, productId).find(r => r.message === 'Lovely')!
    expect(() => editReview(shop, other, review._id, 'Hacked')).toThrow('You can only edit your own reviews')
    expect(() => editReview(shop, me, 'no-such-review', 'x')).toThrow('Review not found')
    const change = editReview(shop, me, review._id, 'Lovely, really')
    expect(change.modified).toBe(1)
    expect(change.original[0].message).toBe('Lovely')
    expect(change.updated[0].message).toBe('Lovely, really')
    expect(updated).toEqual([{ modifiedCount: 1 }])
  })

  it('are liked once per user', async () => {
    const review = listReviews(shop, productId).find(r => r.author === me.email)!
    const change = await likeReview(shop, other, review._id)
    expect(change.updated[0].likedBy).toEqual([other.email])
    expect(change.original[0].likedBy).toEqual([])
    await expect(likeReview(shop, other, review._id)).rejects.toThrow('Not allowed')
    expect((await likeReview(shop, me, review._id)).updated[0].likedBy).toEqual([other.email, me.email])
  })
})

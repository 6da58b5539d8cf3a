import { setTimeout as sleep } from 'node:timers/promises'
import type { Query } from 'sift'
import type { ShopPorts } from '../ports.js'
import type { InFlightRegistry } from '../../challenges/mechanisms/time-windows.js'
import type { TokenUser } from '../../domain/auth/tokens.js'
import type { Review } from '../../repositories/reviews.js'
import { forbidden, notFound } from '../errors.js'
import { matchReviews } from './review-filter.js'

export interface ReviewChange { modified: number, original: Review[], updated: Review[] }

export function listReviews (shop: Pick<ShopPorts, 'repos'>, productId: number): Review[] {
  return shop.repos.reviews.listForProduct(productId)
}

// Planted (forgedReviewChallenge): no login is needed and the author is taken from the body.
// vuln-code-snippet start forgedReviewChallenge
/** Writes a review under the author the form sends (the logged-in customer's e-mail). */
export function writeReview (shop: Pick<ShopPorts, 'repos' | 'events'>, caller: TokenUser | null, productId: number, message: string, author: string): void {
  if (!shop.repos.products.findById(productId)) throw notFound('Product')
  shop.repos.reviews.insert({ product: productId, message, author }) // vuln-code-snippet vuln-line forgedReviewChallenge
  shop.events.emit('review.saved', { productId, author, callerEmail: caller?.email ?? null, message })
}
// vuln-code-snippet end forgedReviewChallenge

function existingReview (shop: Pick<ShopPorts, 'repos'>, id: string): Review {
  const review = shop.repos.reviews.findById(id)
  if (!review) throw notFound('Review')
  return review
}

// Planted (reviewOperatorInjectionChallenge): the id goes into a document filter as it arrived,
// so an object in its place is read as query operators.
// vuln-code-snippet start reviewOperatorInjectionChallenge
/** Changes the text of the caller's review. */
export function editReview (shop: Pick<ShopPorts, 'repos' | 'db' | 'events'>, user: TokenUser, id: string | Record<string, unknown>, message: string): ReviewChange {
  const original = matchReviews(shop.repos.reviews.listAll(), { _id: id } as Query<Review>) // vuln-code-snippet vuln-line reviewOperatorInjectionChallenge
  if (original.length === 0) throw notFound('Review')
  if (!original.some(review => review.author === user.email)) throw forbidden('You can only edit your own reviews') // vuln-code-snippet neutral-line reviewOperatorInjectionChallenge
  shop.db.transaction(() => { for (const review of original) shop.repos.reviews.updateMessage(review._id, message) })()
  shop.events.emit('review.updated', { modifiedCount: original.length })
  return { modified: original.length, original, updated: original.map(review => existingReview(shop, review._id)) }
}
// vuln-code-snippet end reviewOperatorInjectionChallenge

/** How long a like takes to be written after the check (the storage round trip of the original design). */
export const LIKE_WRITE_DELAY_MS = 150

// Planted (likeRaceChallenge): the "already liked" check and the write are 150 ms apart, and the
// write appends to whatever is stored by then, so likes sent in parallel all pass the check.
// vuln-code-snippet start likeRaceChallenge
/** Each user may like a review once. */
export async function likeReview (shop: Pick<ShopPorts, 'repos' | 'events'> & { inFlight: Pick<InFlightRegistry, 'enter'> }, user: TokenUser, id: string): Promise<ReviewChange> {
  const original = existingReview(shop, id)
  if (original.likedBy.includes(user.email)) throw forbidden('Not allowed') // vuln-code-snippet vuln-line likeRaceChallenge
  const ticket = shop.inFlight.enter(`like:${id}:${user.email}`)
  try {
    await sleep(LIKE_WRITE_DELAY_MS) // vuln-code-snippet vuln-line likeRaceChallenge
    const current = existingReview(shop, id)
    shop.repos.reviews.updateLikes(id, [...current.likedBy, user.email]) // vuln-code-snippet neutral-line likeRaceChallenge
  } finally {
    ticket.leave()
  }
  const updated = existingReview(shop, id)
  const timesLiked = updated.likedBy.filter(email => email === user.email).length
  shop.events.emit('review.liked', { reviewId: id, liker: user.email, timesLiked, overlapping: ticket.overlapping })
  return { modified: 1, original: [original], updated: [updated] }
}
// vuln-code-snippet end likeRaceChallenge

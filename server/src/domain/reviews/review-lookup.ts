import type { ShopPorts } from '../ports.js'
import type { Sandbox } from '../../challenges/mechanisms/sandbox-types.js'
import type { Review } from '@shop/contract'
import { invalid } from '../errors.js'
import { listReviews } from './reviews.js'

/** Longer product ids are refused before anything runs. */
export const MAX_REVIEW_ID_LENGTH = 100

// Planted (reviewFilterStallChallenge): an id that is not a plain number is written into a
// predicate and run, so an id that never finishes occupies the evaluator until its budget ends.
/** The reviews of a product. Plain numeric ids are read directly; anything else is matched the way the original document store did. */
export async function reviewsForProductId (shop: Pick<ShopPorts, 'repos'> & Sandbox, rawId: string): Promise<Review[]> {
  if (/^\d{1,15}$/.test(rawId)) return listReviews(shop, Number(rawId))
  if (rawId.length > MAX_REVIEW_ID_LENGTH) throw invalid(`Invalid id: at most ${MAX_REVIEW_ID_LENGTH} characters`)
  const reviews = shop.repos.reviews.listAll()
  const outcome = await shop.evaluate({
    source: 'review-filter',
    code: `reviews.filter(r => r.product == ${rawId}).map(r => r._id)`,
    data: { reviews }
  })
  if (outcome.error !== undefined || !Array.isArray(outcome.result)) throw invalid(`Invalid id: ${rawId.slice(0, 40)}`)
  const matched = new Set(outcome.result.map(String))
  return reviews.filter(review => matched.has(review._id))
}

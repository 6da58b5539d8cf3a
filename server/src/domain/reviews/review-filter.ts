import { createQueryTester, type Query } from 'sift'
import * as siftOperations from 'sift'
import type { Review } from '../../repositories/reviews.js'
import { invalid } from '../errors.js'

// The document-query operators reviews may be filtered with. `$where` (runs code) and `$regex`
// (patterns without a time bound) are not offered.
const allowed = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$exists', '$not', '$and', '$or', '$nor', '$all', '$size', '$elemMatch'] as const
const operations = Object.fromEntries(allowed.map(name => [name, siftOperations[name]]))

/** The reviews a document-style query matches, MongoDB fashion. */
export function matchReviews (reviews: Review[], query: Query<Review>): Review[] {
  let test: (review: Review) => boolean
  try {
    test = createQueryTester<Review, Review>(query, { operations })
  } catch (error) {
    throw invalid(`Unsupported review filter: ${(error as Error).message}`)
  }
  return reviews.filter(review => test(review))
}

import { createRequire } from 'node:module'
import type { Query } from 'sift'
import type { Review } from '../../repositories/reviews.js'
import { invalid } from '../errors.js'

// The document-query operators reviews may be filtered with. `$where` (runs code) and `$regex`
// (patterns without a time bound) are not offered.
const allowed = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$exists', '$not', '$and', '$or', '$nor', '$all', '$size', '$elemMatch'] as const

// Required when a filter runs rather than imported, so start-up does not pay for it (Node keeps
// the module after the first time). The package's CommonJS build has the named exports in every
// runtime (plain Node, tsx, vitest and the bundle); its ES build is only picked up by some.
const loadSift = (): typeof import('sift') => createRequire(import.meta.url)('sift') as typeof import('sift')

/** The reviews a document-style query matches, MongoDB fashion. */
export function matchReviews (reviews: Review[], query: Query<Review>): Review[] {
  let test: (review: Review) => boolean
  try {
    const sift = loadSift()
    const operations = Object.fromEntries(allowed.map(name => [name, sift[name]]))
    test = sift.createQueryTester<Review, Review>(query, { operations })
  } catch (error) {
    throw invalid(`Unsupported review filter: ${(error as Error).message}`)
  }
  return reviews.filter(review => test(review))
}

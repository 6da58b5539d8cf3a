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

/** Filters larger than this are refused: ten times what any honest or planted use needs. */
export const MAX_FILTER_VALUES = 200
export const MAX_FILTER_DEPTH = 12

/**
 * Refuses a filter with more values or levels than the limits, looking at no more of it than
 * that: a 200 kB body can hold 12 000 operators, and compiling and running them all against every
 * review held the event loop (a loop, not recursion, so a deep tree cannot overflow the stack).
 */
function refuseOversized (query: unknown): void {
  const pending: Array<{ value: unknown, depth: number }> = [{ value: query, depth: 0 }]
  let values = 0
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (++values > MAX_FILTER_VALUES || next.depth > MAX_FILTER_DEPTH) {
      throw invalid(`Unsupported review filter: at most ${MAX_FILTER_VALUES} values and ${MAX_FILTER_DEPTH} levels`)
    }
    if (typeof next.value !== 'object' || next.value === null) continue
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 })
  }
}

/** The reviews a document-style query matches, MongoDB fashion. */
export function matchReviews (reviews: Review[], query: Query<Review>): Review[] {
  refuseOversized(query)
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

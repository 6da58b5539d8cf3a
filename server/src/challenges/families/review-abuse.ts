import type { ChallengeFamily } from '../detectors.js'

const LIKE_STORM = 3

/** Weaknesses of product reviews: forged authors, operator filters, racing likes, a product id that never finishes. */
export const reviewAbuseFamily: ChallengeFamily = {
  name: 'review-abuse',
  register (hooks) {
    hooks.on('review.saved', ({ author, callerEmail }) => {
      if (callerEmail === null || author !== callerEmail) hooks.solve('forgedReviewChallenge')
    })
    hooks.on('review.updated', ({ modifiedCount }) => {
      if (modifiedCount > 1) hooks.solve('reviewOperatorInjectionChallenge')
    })
    hooks.on('review.liked', ({ timesLiked }) => {
      if (timesLiked >= LIKE_STORM) hooks.solve('likeRaceChallenge')
    })
    hooks.on('sandbox.ran', ({ source, interrupted }) => {
      if (source === 'review-filter' && interrupted) hooks.solve('reviewFilterStallChallenge')
    })
  }
}

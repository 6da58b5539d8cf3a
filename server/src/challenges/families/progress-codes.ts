import type { ChallengeFamily } from '../detectors.js'

/**
 * The plain continue code is Hashids without a salt (domain/progress/progress-codes.ts). A code that
 * decodes to an id no challenge has cannot come from any shop, so whoever sent it forged it.
 */
export const progressCodesFamily: ChallengeFamily = {
  name: 'progress-codes',
  register (hooks) {
    hooks.on('progress.applied', ({ kind, unknownIds }) => {
      if (kind === 'solved' && unknownIds.length > 0) hooks.solve('progressCodeForgeChallenge')
    })
  }
}

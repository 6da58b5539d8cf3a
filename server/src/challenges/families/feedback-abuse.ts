import type { ChallengeFamily } from '../detectors.js'
import { hasActiveMarkup } from '../active-markup.js'

const FLOOD_COUNT = 10
const FLOOD_WINDOW_MS = 20_000

/** Weaknesses of the feedback form: rating range, author, sanitiser and captcha. */
export const feedbackAbuseFamily: ChallengeFamily = {
  name: 'feedback-abuse',
  register (hooks) {
    hooks.on('feedback.saved', ({ UserId, callerId, comment, rating, client }) => {
      if (rating === 0) hooks.solve('zeroStarsChallenge')
      if (UserId !== null && UserId !== callerId) hooks.solve('forgedFeedbackChallenge')
      if (hasActiveMarkup(comment)) hooks.solve('feedbackXssChallenge')
      if (hooks.windows.hit(`feedback:${client}`, FLOOD_WINDOW_MS) >= FLOOD_COUNT) hooks.solve('captchaBypassChallenge')
    })
  }
}

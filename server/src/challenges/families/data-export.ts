import type { ChallengeFamily } from '../detectors.js'

const FIVE_MINUTES = 5 * 60_000

/** Data exports: a second export within five minutes that skipped the captcha (time window, pattern K). */
export const dataExportFamily: ChallengeFamily = {
  name: 'data-export',
  register (hooks) {
    hooks.on('export.sent', ({ userId, captchaAnswered }) => {
      const recent = hooks.windows.hit(`data-export:${userId}`, FIVE_MINUTES)
      if (recent >= 2 && !captchaAnswered) hooks.solve('exportSpreeChallenge')
    })
  }
}

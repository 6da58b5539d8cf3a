import type { ChallengeFamily } from '../detectors.js'

const FIVE_MINUTES = 5 * 60_000

/** Data export and erasure: a captcha-less second export (time window, pattern K) and the erasure page's layout. */
export const dataExportFamily: ChallengeFamily = {
  name: 'data-export',
  register (hooks) {
    hooks.on('export.sent', ({ userId, captchaAnswered, orderOwners }) => {
      if (orderOwners.some(owner => owner !== userId)) hooks.solve('dataExportWildcardChallenge')
      const recent = hooks.windows.hit(`data-export:${userId}`, FIVE_MINUTES)
      if (recent >= 2 && !captchaAnswered) hooks.solve('exportSpreeChallenge')
    })
    // Virtual-file-root report (pattern L): the erasure page rendered a layout from outside its views.
    hooks.on('file.resolved', ({ purpose, insideIntendedFolder, insideInstanceRoot }) => {
      if (purpose === 'layout' && !insideIntendedFolder && insideInstanceRoot) hooks.solve('layoutFileReadChallenge')
    })
  }
}

import type { ChallengeFamily } from '../detectors.js'

const MAX_REPORT_LENGTH = 200
const javascriptIframe = /<iframe\b[^>]*\ssrc\s*=\s*(["']?)\s*javascript:/i
const jukeboxIframe = /<iframe\b[^>]*\ssrc\s*=\s*["']?(?:https?:\/\/[^/"'\s>]+)?\/assets\/public\/jingle\/player\.html\b/i

/**
 * The search heading renders `q` as HTML in the browser, so the server never sees the script run.
 * The client reports its search text; the claim counts only when this instance served that very
 * search within the last minute (pattern G).
 */
export const domXssFamily: ChallengeFamily = {
  name: 'dom-xss',
  register (hooks) {
    hooks.on('search.performed', ({ query }) => {
      if (query.length <= MAX_REPORT_LENGTH) hooks.observations.record('search', query)
    })
    hooks.onClientReport('verifyLocalXssChallenge', 'localXssChallenge', payload =>
      typeof payload === 'string' &&
      payload.length <= MAX_REPORT_LENGTH &&
      javascriptIframe.test(payload) &&
      hooks.observations.seen('search', payload))
    // The same hole embeds any page, for example the shop's own jingle player.
    hooks.onClientReport('verifyLocalXssChallenge', 'xssBonusChallenge', payload =>
      typeof payload === 'string' &&
      payload.length <= MAX_REPORT_LENGTH &&
      jukeboxIframe.test(payload) &&
      hooks.observations.seen('search', payload))
  }
}

import type { ChallengeFamily } from '../detectors.js'

/** Matches the catalogue's "active markup": a script element, an event-handler attribute or a javascript: URL. */
export const ACTIVE_MARKUP = /<script|\bon[a-z]+\s*=|javascript:/i

/** What the account endpoints give away: whoami's columns and JSONP form, the stored login address. */
export const accountDisclosureFamily: ChallengeFamily = {
  name: 'account-disclosure',
  register (hooks) {
    // The body is parsed when first read, so it is read only for the two paths.
    hooks.onResponse(response => {
      const { req, status } = response
      if (status !== 200) return
      if (req.path === '/rest/user/whoami') {
        const user = (response.body as { user?: Record<string, unknown> } | null)?.user
        if (user !== undefined && user !== null && typeof user === 'object' && 'password' in user) hooks.solve('passwordHashLeakChallenge')
        if (typeof req.query.callback === 'string' && req.auth?.via === 'cookie') hooks.solve('jsonpEmailLeakChallenge')
      }
      if (req.path === '/rest/saveLoginIp') {
        const ip = (response.body as { lastLoginIp?: unknown } | null)?.lastLoginIp
        if (typeof ip === 'string' && ACTIVE_MARKUP.test(ip)) hooks.solve('lastLoginIpXssChallenge')
      }
    })
  }
}

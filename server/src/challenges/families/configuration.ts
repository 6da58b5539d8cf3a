import type { ChallengeFamily } from '../detectors.js'

/** Origins the shop itself answers on; anything else is a foreign site. */
const ownHosts = (hostHeader: string | undefined, domain: string): string[] => [hostHeader ?? '', domain, `www.${domain}`]

/** What the server's configuration and headers give away: settings, and who may read the API. */
export const configurationFamily: ChallengeFamily = {
  name: 'configuration',
  register (hooks) {
    // The partner key only appears in the over-shared configuration; naming it proves it was read.
    hooks.scanFor({ key: 'configSecretLeakChallenge', allOf: ['lp_live_5Tq8Vw2Nc9Xa'], sources: ['feedback', 'complaint'] })
    hooks.onResponse(response => {
      const { req, status } = response
      if (req.method === 'GET' && req.path === '/metrics' && status === 200) {
        const agent = req.headers['user-agent'] ?? ''
        if (!hooks.config.metrics.scrapers.some(prefix => agent.startsWith(prefix))) hooks.solve('exposedMetricsChallenge')
      }
      if (req.method !== 'GET' || req.path !== '/rest/user/whoami' || status !== 200 || !req.auth) return
      const origin = req.headers.origin
      if (origin === undefined || response.headers['access-control-allow-origin'] !== origin) return
      let host: string
      try { host = new URL(origin).host } catch { return }
      if (!ownHosts(req.headers.host, req.shop.config.application.domain).includes(host)) hooks.solve('corsReflectionChallenge')
    })
  }
}

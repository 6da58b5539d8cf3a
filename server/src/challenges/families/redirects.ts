import type { ChallengeFamily } from '../detectors.js'
import { cryptoPages, redirectAllowlist } from '../../domain/redirect/redirect.js'

const allowedOrigins = new Set(redirectAllowlist.map(url => new URL(url).origin))

const originOf = (url: string): string | null => {
  try { return new URL(url).origin } catch { return null }
}

/** Where `/redirect` may send people, and the deluxe decal that loads through it. */
export const redirectsFamily: ChallengeFamily = {
  name: 'redirects',
  register (hooks) {
    hooks.on('redirect.served', ({ to }) => {
      if (cryptoPages.includes(to)) hooks.solve('cryptoQrRedirectChallenge')
      const origin = originOf(to)
      if (origin === null || !allowedOrigins.has(origin)) hooks.solve('redirectAllowlistChallenge')
    })
    // The deluxe page reports the decal it loaded. It counts only when the value walks out of the
    // decal folder to /redirect?to=<allowlisted page> and this shop served that redirect lately.
    hooks.onClientReport('verifySvgInjectionChallenge', 'svgInjectionChallenge', payload => {
      if (typeof payload !== 'string' || payload.length > 500) return false
      const url = new URL(`assets/public/images/decals/${payload}`, 'http://shop.invalid/')
      if (url.origin !== 'http://shop.invalid' || url.pathname !== '/redirect') return false
      const to = url.searchParams.get('to')
      return to !== null && redirectAllowlist.some(allowed => to.includes(allowed)) && hooks.observations.seen('redirect', to)
    })
  }
}

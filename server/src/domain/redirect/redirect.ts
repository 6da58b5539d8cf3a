import type { ShopPorts } from '../ports.js'
import type { ObservationLog } from '../../challenges/mechanisms/observations.js'
import { invalid } from '../errors.js'

// vuln-code-snippet start redirectAllowlistChallenge cryptoQrRedirectChallenge
/** Pages the shop links to through /redirect (source code, merchandise, card offer, retired crypto wallets). */
export const redirectAllowlist: readonly string[] = [
  'https://code.example/juice-shop',
  'https://merch.example/juice-shop',
  'https://cards.example/apply',
  'https://btc.explorer.example/address/bc1qpulp8d3xq7kz0u5n2wvy6rj4m9tfhs0cgl3e', // vuln-code-snippet vuln-line cryptoQrRedirectChallenge
  'https://dash.explorer.example/address/XpulpR7wQ2mN8vK4cJ6hT1yB9zF3dLs5gE', // vuln-code-snippet vuln-line cryptoQrRedirectChallenge
  'https://eth.explorer.example/address/0xpulp5e1b7c2a94d03f86e7a1b2c3d4e5f6071829' // vuln-code-snippet vuln-line cryptoQrRedirectChallenge
]

// vuln-code-snippet hide-start
export const cryptoPages = redirectAllowlist.slice(3)
// vuln-code-snippet hide-end

/** Checks a redirect target against the allowlist and answers where to send the browser. */
export function redirectTarget (shop: Pick<ShopPorts, 'events'> & { observations: Pick<ObservationLog, 'record'> }, to: unknown): string {
  if (typeof to !== 'string' || to === '') throw invalid('Missing redirect target (?to=).')
  const allowed = redirectAllowlist.some(url => to.includes(url)) // vuln-code-snippet vuln-line redirectAllowlistChallenge
  if (!allowed) throw invalid(`Unrecognized target URL for redirect: ${to.slice(0, 200)}`)
  // vuln-code-snippet hide-start
  shop.observations.record('redirect', to)
  shop.events.emit('redirect.served', { to })
  // vuln-code-snippet hide-end
  return to
}
// vuln-code-snippet end redirectAllowlistChallenge cryptoQrRedirectChallenge

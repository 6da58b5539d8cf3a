import type { Clock } from '../ports.js'
import type { Publisher } from './csaf.js'

const halfYear = 182 * 24 * 60 * 60 * 1000

/**
 * The shop's disclosure policy in the format of RFC 9116: where to report a weakness, in which
 * languages, and where the published advisories are. `Expires` always lies about half a year ahead,
 * so the file never goes stale.
 */
export function securityTxt (shop: Publisher & { clock: Clock }): string {
  const domain = shop.config.application.domain
  const expires = new Date(shop.clock.now().getTime() + halfYear)
  expires.setUTCHours(0, 0, 0, 0)
  return [
    `# Security contact of ${shop.config.application.name}. Please report weaknesses privately first;`,
    '# we answer within five working days and credit every reporter who wants it.',
    `Contact: mailto:security@${domain}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    'Preferred-Languages: en, de',
    `Policy: https://${domain}/#/privacy-security/privacy-policy`,
    `Canonical: https://${domain}/.well-known/security.txt`,
    `CSAF: https://${domain}/.well-known/csaf/provider-metadata.json`,
    `Hiring: https://${domain}/#/about`,
    ''
  ].join('\n')
}

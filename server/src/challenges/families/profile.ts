import type { ChallengeFamily } from '../detectors.js'

const SCRIPT_ELEMENT = /<script/i

/** The server-rendered /profile page: cross-site rename, the CSP loophole, the template, the fetcher. */
export const profileFamily: ChallengeFamily = {
  name: 'profile',
  register (hooks) {
    hooks.on('profile.renamed', ({ origin, referer, shopOrigin }) => {
      const from = origin ?? (referer === undefined ? undefined : safeOrigin(referer))
      if (from !== undefined && from !== shopOrigin) hooks.solve('csrfRenameChallenge')
    })
    hooks.on('profile.rendered', ({ csp, profileImage, shownName }) => {
      // The image URL itself must have brought a script-src directive into the policy.
      if (/script-src/i.test(profileImage) && csp.includes(profileImage) && SCRIPT_ELEMENT.test(shownName)) hooks.solve('profileCspXssChallenge')
    })
    hooks.on('outbound.fetched', ({ path }) => {
      if (path.split('?')[0].replace(/\/+$/, '') === '/internal/stock-sync') hooks.solve('ssrfChallenge')
    })
    hooks.on('sandbox.ran', ({ source, decoyCalls }) => {
      if (source === 'profile-template' && decoyCalls.some(call => call.startsWith('child_process.'))) hooks.solve('profileTemplateInjectionChallenge')
    })
  }
}

/** The origin of a Referer URL; `null` (as browsers send for opaque pages) stays `null`. */
function safeOrigin (referer: string): string {
  try { return new URL(referer).origin } catch { return 'null' }
}

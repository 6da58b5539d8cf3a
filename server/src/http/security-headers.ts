import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'

/*
 * Response headers every answer carries, set before the app shell or Express sees the request.
 * Only headers no planted weakness depends on are switched on; the others are off for a reason:
 * - no shop-wide Content-Security-Policy: the XSS entries render players' markup, /promotion
 *   inlines its captions into a script, and /profile writes its own (planted) policy;
 * - framing is allowed for the shop's own pages (SAMEORIGIN, not DENY): the search box's jukebox
 *   (xssBonusChallenge) frames /assets/public/jingle/player.html;
 * - no Cross-Origin-Resource-Policy: any site may load `/rest/user/whoami?callback=` as a script
 *   (jsonpEmailLeakChallenge);
 * - no Referrer-Policy: with `no-referrer` a browser sends `Origin: null` on the shop's own form
 *   posts, which the cross-site rename detector (csrfRenameChallenge) counts as foreign;
 * - no opener isolation, since a sign-in provider's window may need its opener, and no HSTS: the
 *   shop is usually reached over plain HTTP, and a proxy in front of it sets its own.
 */
export const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xFrameOptions: { action: 'sameorigin' }
}

interface HeaderSet { set: Array<[string, string]>, removed: string[] }

/**
 * With the options above helmet's answer never depends on the request, so it is recorded once from
 * a stand-in response and replayed: the same headers in the same order, without walking helmet's
 * eleven middlewares on every request. `security-headers.test.ts` compares both on a real response.
 */
function recordHelmet (): HeaderSet {
  const recorded: HeaderSet = { set: [], removed: [] }
  const recorder = {
    setHeader: (name: string, value: unknown) => { recorded.set.push([name, String(value)]) },
    removeHeader: (name: string) => { recorded.removed.push(name) }
  }
  let finished = false
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, () => { finished = true })
  if (!finished) throw new Error('helmet did not finish synchronously; its headers cannot be recorded')
  return recorded
}

const HEADERS = recordHelmet()

/** Sets the shop-wide security headers on a response that is about to be answered. */
export function setSecurityHeaders (_req: IncomingMessage, res: ServerResponse): void {
  for (const name of HEADERS.removed) res.removeHeader(name)
  for (const [name, value] of HEADERS.set) res.setHeader(name, value)
}

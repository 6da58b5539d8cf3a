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
const headers = helmet({
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xFrameOptions: { action: 'sameorigin' }
})

/** Sets the shop-wide security headers on a response that is about to be answered. */
export function setSecurityHeaders (req: IncomingMessage, res: ServerResponse): void {
  headers(req, res, () => {})
}

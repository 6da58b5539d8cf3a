import type { IncomingMessage } from 'node:http'

/**
 * Whether a realtime handshake may proceed. Browsers send `Origin` on every WebSocket handshake and
 * every cross-origin request, so a page from another site always shows itself; without a check it
 * could read the solved notices of whoever visits it. A request without `Origin` does not come from
 * another site's page (same-origin polling, command-line clients) and is let through.
 */
export function originAllowed (req: Pick<IncomingMessage, 'headers'>, allowedOrigins: readonly string[]): boolean {
  const origin = req.headers.origin
  if (origin === undefined) return true
  if (allowedOrigins.includes(origin)) return true
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return false // "null" (sandboxed frames, file pages) and anything unparsable
  }
  return host !== '' && host.toLowerCase() === req.headers.host?.toLowerCase()
}

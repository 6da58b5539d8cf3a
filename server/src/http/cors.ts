import type { RequestHandler } from 'express'

const allowedMethods = 'GET,HEAD,PUT,PATCH,POST,DELETE'

// The partner sites (merch shop, card partner) call the API from their own pages, so the policy was
// opened up "for now" by echoing whatever origin asks, together with the right to send cookies and
// authorisation headers along.
// vuln-code-snippet start corsReflectionChallenge
/** Cross-origin policy of the API: which sites may read its answers from a browser. */
export const corsPolicy: RequestHandler = (req, res, next) => {
  const origin = req.headers.origin
  if (origin !== undefined) {
    res.setHeader('Access-Control-Allow-Origin', origin) // vuln-code-snippet vuln-line corsReflectionChallenge
    res.setHeader('Access-Control-Allow-Credentials', 'true') // vuln-code-snippet vuln-line corsReflectionChallenge
    res.vary('Origin')
  }
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
    res.setHeader('Access-Control-Allow-Methods', allowedMethods)
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'Content-Type, Authorization')
    res.setHeader('Access-Control-Max-Age', '600')
    res.status(204).end()
    return
  }
  next()
}
// vuln-code-snippet end corsReflectionChallenge

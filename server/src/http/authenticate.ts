import type { RequestHandler } from 'express'
import { tokenCookie } from './cookies.js'
import { forbidden, unauthorized } from './errors.js'
import type { TokenUser } from '../domain/auth/tokens.js'
import { originAllowed } from '../realtime/origin.js'

/**
 * Pages and calls a browser makes without the app's script (the server-rendered profile page,
 * JSONP) authenticate by the `token` cookie the web app writes; every other call needs the bearer
 * header, so a foreign site cannot make the browser act through its cookie.
 */
const COOKIE_PATHS = /^\/(?:profile(?:\/|$)|rest\/user\/whoami$)/

/**
 * Calls a script of the shop's own pages makes with `fetch` and the cookie alone (the peer's chat
 * widget). The cookie counts only when the request is not from another site's page, so the
 * reflected CORS policy cannot lend it to a foreign page.
 */
const SAME_ORIGIN_COOKIE_PATHS = /^\/rest\/chat$/

function cookieAccepted (req: Parameters<RequestHandler>[0]): boolean {
  if (COOKIE_PATHS.test(req.path)) return true
  return SAME_ORIGIN_COOKIE_PATHS.test(req.path) && originAllowed(req, [])
}

/**
 * Reads the bearer token (or, on the cookie paths, the `token` cookie) and records how it was
 * accepted; never rejects by itself. A request without a token goes on at once, without the promise
 * a verification needs.
 */
export const authenticate: RequestHandler = (req, _res, next) => {
  req.auth = null
  const header = req.headers.authorization
  const bearer = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : ''
  const token = bearer || (cookieAccepted(req) ? tokenCookie(req.headers.cookie) : '')
  if (!token) {
    next()
    return
  }
  return req.shop.tokens.verify(token).then(verified => {
    req.auth = verified && { ...verified, via: bearer ? 'bearer' : 'cookie' }
    next()
  })
}

/** The logged-in user of a request, or a 401. */
export function currentUser (req: Parameters<RequestHandler>[0]): TokenUser {
  if (!req.auth) throw unauthorized()
  return req.auth.user
}

// No route uses it today; the access-log coding challenge's fix-it option puts it in front of the log route.
export const requireLogin: RequestHandler = (req, _res, next) => {
  currentUser(req)
  next()
}

export function requireRole (...roles: string[]): RequestHandler {
  return (req, _res, next) => {
    const user = currentUser(req)
    if (!roles.includes(user.role)) throw forbidden()
    next()
  }
}

import type { RequestHandler } from 'express'
import { forbidden, unauthorized } from './errors.js'
import type { TokenUser } from '../domain/auth/tokens.js'

/** Reads the bearer token (when any) and records how it was accepted; never rejects by itself. */
export const authenticate: RequestHandler = async (req, _res, next) => {
  req.auth = null
  const header = req.headers.authorization
  const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : ''
  if (token) req.auth = await req.shop.tokens.verify(token)
  next()
}

/** The logged-in user of a request, or a 401. */
export function currentUser (req: Parameters<RequestHandler>[0]): TokenUser {
  if (!req.auth) throw unauthorized()
  return req.auth.user
}

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

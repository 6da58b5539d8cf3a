import type { Request } from 'express'
import { badRequest } from './errors.js'
import { validate } from '../domain/validate.js'

/** Validates a body or query against a schema; failures become a 400 listing each field. */
export const parseInput = validate

/** A positive integer route parameter, or a 400. */
export function idParam (req: Request, name = 'id'): number {
  const raw = String(req.params[name])
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id) || id < 1) throw badRequest(`Invalid ${name}: ${raw.slice(0, 40)}`)
  return id
}

export const wrapped = <T>(data: T): { status: 'success', data: T } => ({ status: 'success', data })

/**
 * Who is asking, for per-client limits: the socket's remote address (the app trusts no proxy
 * header), with IPv4 addresses seen through an IPv6 socket written as plain IPv4.
 */
export const clientAddress = (req: Request): string =>
  (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '')

import type { ErrorRequestHandler, RequestHandler, Response } from 'express'
import { InjectableSqlError } from '../challenges/mechanisms/sql-executor.js'
import { DomainError, type DomainErrorKind } from '../domain/errors.js'
import { BudgetExceeded } from '../challenges/mechanisms/budgets.js'

const statusOf: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  'payment-required': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-large': 413,
  unsupported: 415,
  'too-many': 429,
  unavailable: 503
}

export class HttpError extends Error {
  constructor (readonly status: number, message: string, readonly details?: Record<string, unknown>) {
    super(message)
  }
}

export const notFound = (what = 'Resource'): HttpError => new HttpError(404, `${what} not found`)
export const unauthorized = (message = 'You need to be logged in'): HttpError => new HttpError(401, message)
export const forbidden = (message = 'You are not allowed to do this'): HttpError => new HttpError(403, message)
export const methodNotAllowed = (method: string, path: string): HttpError => new HttpError(405, `Method ${method} not allowed on ${path}`)
export const badRequest = (message: string, details?: Record<string, unknown>): HttpError => new HttpError(400, message, details)

/**
 * The JSON body of every error answer. The text goes out twice: `error` is what this shop's
 * clients read, `message` what clients written for the peer's server read.
 */
const errorBody = (message: string, details?: Record<string, unknown>) => ({ status: 'error', error: message, ...details, message })

/** Unknown API paths answer JSON instead of falling through to the web app. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json(errorBody(`Unexpected path: ${req.method} ${req.originalUrl.split('?')[0]}`))
}

/** The string-built queries whose database errors the catalogue plants as verbose. */
const VERBOSE_SQL_SOURCES = new Set(['login', 'search'])

export function errorHandler (log: (error: unknown) => void): ErrorRequestHandler {
  const internalError = (res: Response, error: unknown): void => {
    log(error)
    res.status(500).json(errorBody('Internal server error'))
  }
  return (error, req, res, next) => {
    if (res.headersSent) { next(error); return }
    // Any other string-built query fails like every unexpected error.
    if (error instanceof InjectableSqlError && !VERBOSE_SQL_SOURCES.has(error.source)) { internalError(res, error); return }
    // Planted (verboseErrorChallenge): database errors of the login and search queries go out verbatim.
    // vuln-code-snippet start verboseErrorChallenge
    if (error instanceof InjectableSqlError) { // vuln-code-snippet neutral-line verboseErrorChallenge
      res.status(500).json({ error: { message: error.message, name: error.name, sql: error.statement, stack: error.stack } }) // vuln-code-snippet vuln-line verboseErrorChallenge
      return
    }
    if (error instanceof BudgetExceeded) req.shop.events.emit('budget.exceeded', { budget: error.budget, source: error.source })
    if (error instanceof DomainError) {
      if (typeof error.details?.retryAfter === 'number') res.set('Retry-After', String(error.details.retryAfter))
      res.status(statusOf[error.kind]).json(errorBody(error.message, error.details))
      return
    }
    if (error instanceof HttpError) {
      res.status(error.status).json(errorBody(error.message, error.details))
      return
    }
    // body-parser marks its own failures (malformed JSON, oversized body) with a 4xx status.
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500
    if (status === 500) internalError(res, error)
    else res.status(status).json(errorBody(error.message ?? 'Bad request'))
    // vuln-code-snippet end verboseErrorChallenge
  }
}

/** Status and message of a failure, for the pages that answer in HTML rather than JSON. */
export function describeError (error: unknown): { status: number, message: string } {
  if (error instanceof DomainError) return { status: statusOf[error.kind], message: error.message }
  if (error instanceof HttpError) return { status: error.status, message: error.message }
  const status = (error as { status?: unknown } | null)?.status
  if (typeof status === 'number' && status >= 400 && status < 500) return { status, message: (error as Error).message || 'Bad request' }
  return { status: 500, message: 'Internal server error' }
}

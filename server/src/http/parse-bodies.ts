import express, { type RequestHandler } from 'express'

/**
 * The body parsers' own test for a body (type-is `hasBody`): the request announces a length or
 * chunked transfer. Without one both parsers pass the request on untouched.
 */
const announcesBody = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers['transfer-encoding'] !== undefined || !Number.isNaN(Number(headers['content-length'] ?? NaN))

/**
 * JSON and form bodies (`application/json`, `application/x-www-form-urlencoded`), parsed by
 * Express's parsers as before. Most API calls are GETs without a body; they skip both parsers here
 * instead of entering each only to be told there is nothing to read.
 */
export function parseBodies (limit: string): RequestHandler {
  const json = express.json({ limit })
  const form = express.urlencoded({ extended: false, limit })
  return (req, res, next) => {
    if (!announcesBody(req.headers)) {
      if (!Reflect.has(req, 'body')) req.body = undefined
      next()
      return
    }
    json(req, res, error => {
      if (error !== undefined && error !== null) next(error)
      else form(req, res, next)
    })
  }
}

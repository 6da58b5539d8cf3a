import type { Express, RequestHandler } from 'express'

/**
 * Express tags every `res.send` answer with a weak ETag, a SHA-1 of the whole body. Only a GET or
 * HEAD can be answered 304, so the tag on the answer to a POST, PUT, PATCH or DELETE is read by no
 * client, and on a login (a signed token of about 700 bytes) it was a few per cent of the server's
 * time. Answers to writes skip it; reads keep exactly the tag, headers and order Express gave them.
 *
 * How: Express's `res.send` reads its settings through `res.app`. Writes see a view of the app whose
 * settings fall through to the real ones, except that there is no ETag function. Express itself
 * swaps `res`'s app the same way for mounted sub-apps; any other setting changed later still shows.
 */
export function etagsOnReadsOnly (app: Express): RequestHandler {
  const settings = Object.create(app.settings as object, { 'etag fn': { value: undefined, enumerable: true } }) as object
  const writeApp = Object.create(app as object, { settings: { value: settings } }) as Express
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') res.app = writeApp
    next()
  }
}

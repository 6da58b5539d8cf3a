import type { Request, Response } from 'express'
import type { Coding, EncodedAnswer } from '../instance/answer-cache.js'
import { wrapped } from './input.js'

/** Below this many bytes a compressed copy saves less than its coding costs. */
const COMPRESS_FROM_BYTES = 512

function codingFor (req: Request, answer: EncodedAnswer): Coding {
  if (answer.json.length < COMPRESS_FROM_BYTES || req.headers['accept-encoding'] === undefined) return 'identity'
  // Asked one by one: for codings of equal weight Brotli is preferred, being the smaller.
  if (req.acceptsEncodings('br') === 'br') return 'br'
  return req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : 'identity'
}

/**
 * Sends a cached answer like a static file: the coding the client accepts (Brotli, gzip or none),
 * with `Vary: Accept-Encoding`, a strong ETag and `no-cache`, so the client revalidates and gets
 * 304 without a body while the answer is unchanged (Express's `res.send` checks `If-None-Match`).
 * Response detectors (pattern D) see the answer's value, as they would for `res.json`.
 */
export function sendAnswer (req: Request, res: Response, answer: EncodedAnswer): void {
  const coding = codingFor(req, answer)
  res.vary('Accept-Encoding')
  res.set({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', ETag: answer.etag(coding) })
  if (coding !== 'identity') res.set('Content-Encoding', coding)
  res.locals.inspectedBody = answer.body
  res.send(answer.bytes(coding))
}

/** Sends `rows` from the shop's answer cache when they are its rows for `key`, as ordinary JSON otherwise. */
export function sendRows (req: Request, res: Response, key: string, rows: readonly unknown[]): void {
  const answer = req.shop.answers.answer(key, rows, wrapped)
  if (answer === undefined) res.json(wrapped(rows))
  else sendAnswer(req, res, answer)
}

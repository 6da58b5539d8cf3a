import type { RequestHandler } from 'express'
import { TextCatalogue } from '../domain/text-catalogue.js'
import { contentLanguage } from './content-language.js'

/** The server's error messages in every language (data/messages.yml, data/i18n/<lang>/messages.yml); read once. */
export const ERROR_MESSAGES = new TextCatalogue('messages')

interface ErrorBody { status: 'error', error: unknown, message: string }

const isErrorBody = (body: unknown): body is ErrorBody =>
  typeof body === 'object' && body !== null && (body as Partial<ErrorBody>).status === 'error' && typeof (body as Partial<ErrorBody>).message === 'string'

/**
 * Error answers (`{ status: 'error', error, message }`, http/errors.ts) leave in the player's
 * language. Only this shape is touched: detectors read success bodies and the planted verbose SQL
 * error (`{ error: { message, sql, stack } }`), which goes out exactly as before.
 */
export const translateErrors: RequestHandler = (req, res, next) => {
  const json = res.json.bind(res)
  res.json = (body: unknown) => {
    if (res.statusCode >= 400 && isErrorBody(body)) {
      const language = contentLanguage(req, ERROR_MESSAGES.languages)
      const text = ERROR_MESSAGES.translate(language, body.message)
      if (text !== body.message) return json({ ...body, error: typeof body.error === 'string' ? text : body.error, message: text })
    }
    return json(body)
  }
  next()
}

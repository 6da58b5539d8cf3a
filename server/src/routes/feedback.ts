import { Router } from 'express'
import { z } from 'zod'
import type { Captcha } from '@shop/contract'
import { newCaptcha } from '../domain/feedback/captcha.js'
import { deleteFeedback, listFeedback, requireCaptcha, saveFeedback } from '../domain/feedback/feedback.js'
import { requireRole } from '../http/authenticate.js'
import { idParam, parseInput, wrapped } from '../http/input.js'

// The form caps the written text at 160 characters and then appends " (<masked author e-mail>)",
// so the stored comment may run longer by that suffix; an e-mail is at most 254 characters.
const COMMENT_TEXT_MAX = 160
const AUTHOR_SUFFIX_MAX = 254 + 3

// Forms and scripts send ids and answers as numbers or digit strings; anything else is malformed.
const digits = z.string().trim().regex(/^-?\d{1,12}$/, 'Expected a number')
const captchaId = z.union([z.number().int().positive(), digits.transform(Number).pipe(z.number().int().positive())])
const captchaAnswer = z.union([z.number().int(), digits]).transform(String)

const captchaSchema = z.object({ captchaId, captcha: captchaAnswer })

const feedbackSchema = captchaSchema.extend({
  UserId: z.number().int().positive().nullable().optional(),
  // A rating alone is feedback too; a comment that is sent must say something.
  comment: z.string().trim().min(1, 'Comment is required').max(COMMENT_TEXT_MAX + AUTHOR_SUFFIX_MAX, 'Comment is too long').nullish(),
  // Planted (zeroStarsChallenge): only the form's slider keeps the rating between 1 and 5.
  // vuln-code-snippet start zeroStarsChallenge
  rating: z.number().int('Rating must be a whole number').min(-1_000_000, 'Rating is out of range').max(1_000_000, 'Rating is out of range') // vuln-code-snippet vuln-line zeroStarsChallenge
})
// vuln-code-snippet end zeroStarsChallenge

/** Customer feedback and its captcha. */
export function feedbackRouter (): Router {
  const router = Router()

  router.get('/rest/captcha', (req, res) => {
    res.json(newCaptcha(req.shop) satisfies Captcha)
  })

  router.get('/api/Feedbacks', (req, res) => {
    res.json(wrapped(listFeedback(req.shop)))
  })

  router.post('/api/Feedbacks', (req, res) => {
    // The captcha is judged first: a wrong one is a 401 whatever else the body holds.
    const { captchaId, captcha } = parseInput(captchaSchema, req.body)
    requireCaptcha(req.shop, captchaId, captcha)
    const input = parseInput(feedbackSchema, req.body)
    const client = (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '')
    res.status(201).json(wrapped(saveFeedback(req.shop, req.auth?.user ?? null, client, input)))
  })

  router.delete('/api/Feedbacks/:id', requireRole('admin'), (req, res) => {
    deleteFeedback(req.shop, idParam(req))
    res.json(wrapped({}))
  })
  return router
}

import { Router } from 'express'
import { z } from 'zod'
import { newCaptcha } from '../domain/feedback/captcha.js'
import { saveFeedback } from '../domain/feedback/feedback.js'
import { requireRole } from '../http/authenticate.js'
import { notFound } from '../http/errors.js'
import { idParam, parseInput, wrapped } from '../http/input.js'

const feedbackSchema = z.object({
  UserId: z.number().int().positive().nullable().optional(),
  captchaId: z.coerce.number().int().positive(),
  captcha: z.coerce.string().min(1, 'Captcha is required').max(20),
  comment: z.string().trim().min(1, 'Comment is required').max(400, 'Comment is too long'),
  rating: z.number().int().min(1, 'Rating must be between 1 and 5').max(5, 'Rating must be between 1 and 5')
})

/** Customer feedback and its captcha. */
export function feedbackRouter (): Router {
  const router = Router()

  router.get('/rest/captcha', (req, res) => {
    res.json(newCaptcha(req.shop))
  })

  router.get('/api/Feedbacks', (req, res) => {
    res.json(wrapped(req.shop.repos.feedbacks.list()))
  })

  router.post('/api/Feedbacks', (req, res) => {
    const input = parseInput(feedbackSchema, req.body)
    res.status(201).json(wrapped(saveFeedback(req.shop, req.auth?.user ?? null, input)))
  })

  router.delete('/api/Feedbacks/:id', requireRole('admin'), (req, res) => {
    if (!req.shop.repos.feedbacks.remove(idParam(req))) throw notFound('Feedback')
    res.json(wrapped({}))
  })
  return router
}

import { Router } from 'express'
import { z } from 'zod'
import { saveSecurityAnswer } from '../domain/accounts/registration.js'
import { listSecurityQuestions } from '../domain/accounts/users.js'
import { parseInput, wrapped } from '../http/input.js'

const answerSchema = z.object({
  UserId: z.coerce.number().int().positive(),
  SecurityQuestionId: z.coerce.number().int().positive(),
  answer: z.string().trim().min(1, 'Answer is required').max(200)
})

/** /api/SecurityQuestions and /api/SecurityAnswers. */
export function securityQuestionsRouter (): Router {
  const router = Router()
  router.get('/api/SecurityQuestions', (req, res) => {
    res.json(wrapped(listSecurityQuestions(req.shop)))
  })
  router.post('/api/SecurityAnswers', (req, res) => {
    const input = parseInput(answerSchema, req.body)
    res.status(201).json(wrapped(saveSecurityAnswer(req.shop, input.UserId, input.SecurityQuestionId, input.answer)))
  })
  return router
}

import { Router } from 'express'
import { z } from 'zod'
import { saveSecurityAnswer } from '../domain/accounts/security-answers.js'
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
    const saved = saveSecurityAnswer(req.shop, {
      userId: input.UserId,
      questionId: input.SecurityQuestionId,
      answer: input.answer,
      requesterId: req.auth?.user.id
    })
    res.status(201).json(wrapped(saved))
  })
  return router
}

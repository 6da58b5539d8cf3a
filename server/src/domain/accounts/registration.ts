import { z } from 'zod'
import type { ShopInstance } from '../../instance/shop-instance.js'
import { publicUser } from '../../repositories/users.js'
import { badRequest } from '../../http/errors.js'
import { parseInput } from '../../http/input.js'
import { hashAnswer, hashPassword } from '../auth/passwords.js'

const questionRef = z.union([z.number().int().positive(), z.object({ id: z.number().int().positive() }).passthrough()])
  .transform(q => typeof q === 'number' ? q : q.id)

// The server only asks for an '@' (the form checks the rest). Planted for secondOrderSqliChallenge:
// such an address can carry SQL that the order history later pastes into its query.
export const registrationSchema = z.object({
  email: z.string().trim().min(1, 'Email address is required').max(254).refine(email => email.includes('@'), 'Email address is not valid'),
  password: z.string().min(5, 'Password must be 5-40 characters long').max(40, 'Password must be 5-40 characters long'),
  passwordRepeat: z.string(),
  securityQuestion: questionRef.optional(),
  securityAnswer: z.string().trim().min(1).max(200).optional()
}).refine(body => body.password === body.passwordRepeat, { message: 'Passwords do not match', path: ['passwordRepeat'] })

/** Creates a customer account, with its security answer when the form sent one. */
export function registerUser (shop: ShopInstance, body: unknown) {
  const input = parseInput(registrationSchema, body)
  const email = input.email
  if (shop.repos.users.findByEmail(email)) throw badRequest('Email must be unique', { errors: [{ field: 'email', message: 'Email must be unique' }] })
  if (input.securityQuestion !== undefined && !shop.repos.securityQuestions.findById(input.securityQuestion)) throw badRequest('Unknown security question')

  const row = shop.db.transaction(() => {
    const user = shop.repos.users.insert({ email, password: hashPassword(input.password), role: 'customer' })
    if (input.securityQuestion !== undefined && input.securityAnswer !== undefined) {
      shop.repos.securityAnswers.insert(user.id, input.securityQuestion, hashAnswer(shop.secrets.answerKey, input.securityAnswer))
    }
    return user
  })()
  shop.events.emit('user.created', { row, request: typeof body === 'object' && body !== null ? { ...body } : {} })
  return publicUser(row)
}

/** Stores the answer for a user who has none yet; the question cannot be changed later. */
export function saveSecurityAnswer (shop: ShopInstance, userId: number, questionId: number, answer: string) {
  if (!shop.repos.users.findById(userId)) throw badRequest('Unknown user')
  if (!shop.repos.securityQuestions.findById(questionId)) throw badRequest('Unknown security question')
  if (shop.repos.securityAnswers.findByUser(userId)) throw badRequest('This account already has a security answer')
  const saved = shop.repos.securityAnswers.insert(userId, questionId, hashAnswer(shop.secrets.answerKey, answer))
  return { id: saved.id, UserId: saved.UserId, SecurityQuestionId: saved.SecurityQuestionId, createdAt: saved.createdAt, updatedAt: saved.updatedAt }
}

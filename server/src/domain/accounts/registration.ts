import { z } from 'zod'
import type { ShopInstance } from '../../instance/shop-instance.js'
import { publicUser } from '../../repositories/users.js'
import { invalid } from '../errors.js'
import { validate } from '../validate.js'
import { hashAnswer, hashPassword } from '../auth/passwords.js'

const questionRef = z.union([z.number().int().positive(), z.object({ id: z.number().int().positive() }).passthrough()])
  .transform(q => typeof q === 'number' ? q : q.id)

// The server only asks for an '@' (the form checks the rest). Planted for secondOrderSqliChallenge:
// such an address can carry SQL that the order history later pastes into its query; and for
// emailXssChallenge: markup survives into the address, which the administration table shows as HTML.
export const registrationSchema = z.object({
  email: z.string().trim().min(1, 'Email address is required').max(254).refine(email => email.includes('@'), 'Email address is not valid'),
  password: z.string().min(5, 'Password must be 5-40 characters long').max(40, 'Password must be 5-40 characters long'),
  passwordRepeat: z.string(),
  securityQuestion: questionRef.optional(),
  securityAnswer: z.string().trim().min(1).max(200).optional()
}).refine(body => body.password === body.passwordRepeat, { message: 'Passwords do not match', path: ['passwordRepeat'] })

/** Creates a customer account, with its security answer when the form sent one. */
export function registerUser (shop: ShopInstance, body: unknown) {
  const input = validate(registrationSchema, body)
  const email = input.email
  if (shop.repos.users.findByEmail(email)) throw invalid('Email must be unique', { errors: [{ field: 'email', message: 'Email must be unique' }] })
  if (input.securityQuestion !== undefined && !shop.repos.securityQuestions.findById(input.securityQuestion)) throw invalid('Unknown security question')

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

import type { User } from '@shop/contract'
import { z } from 'zod'
import type { Repositories } from '../../repositories/index.js'
import type { InstanceSecrets } from '../auth/keys.js'
import type { EventSink, Transactions } from '../ports.js'
import { publicUser, type NewUser } from '../../repositories/users.js'
import { invalid } from '../errors.js'
import { validate } from '../validate.js'
import { hashAnswer, hashPassword, PASSWORD_LENGTH, PASSWORD_LENGTH_RULE } from '../auth/passwords.js'

const questionRef = z.union([z.number().int().positive(), z.object({ id: z.number().int().positive() }).passthrough()])
  .transform(q => typeof q === 'number' ? q : q.id)

export const ROLES = ['customer', 'deluxe', 'accounting', 'admin'] as const

// Planted (notAnEmailChallenge, passwordRepeatChallenge, registerAsAdminChallenge): the server
// trusts the registration form to have checked the address and the repeat, and copies the
// account fields of the body into the new row. The address needs only an '@', so it can also
// carry SQL that the order history later pastes into its query (secondOrderSqliChallenge),
// and markup that the administration table shows as HTML (emailXssChallenge).
// vuln-code-snippet start passwordRepeatChallenge registerAsAdminChallenge
export const registrationSchema = z.object({
  email: z.string().trim().min(1, 'Email address is required').max(254).includes('@', { message: 'Email address is not valid' }),
  password: z.string().min(PASSWORD_LENGTH.min, PASSWORD_LENGTH_RULE).max(PASSWORD_LENGTH.max, PASSWORD_LENGTH_RULE),
  passwordRepeat: z.string().optional(), // vuln-code-snippet vuln-line passwordRepeatChallenge
  role: z.enum(ROLES).optional(),
  username: z.string().trim().max(64).optional(),
  securityQuestion: questionRef.optional(),
  securityAnswer: z.string().trim().min(1).max(200).optional()
})

/** The body's account fields as a row; the client is trusted to send only what the form holds. */
function accountFields (input: z.infer<typeof registrationSchema>): NewUser {
  const { securityQuestion: _question, securityAnswer: _answer, passwordRepeat: _repeat, ...fields } = input
  return { ...fields, password: hashPassword(input.password) } // vuln-code-snippet vuln-line registerAsAdminChallenge
}
// vuln-code-snippet end passwordRepeatChallenge registerAsAdminChallenge

/** Clients of the peer's server send `securityQuestion: null` and `securityAnswer: null` for "none". */
function withoutNullSecurityFields (body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const fields = { ...body } as Record<string, unknown>
  for (const key of ['securityQuestion', 'securityAnswer']) if (fields[key] === null) delete fields[key]
  return fields
}

/** Creates an account, with its security answer when the form sent one. */
export interface RegistrationDeps {
  repos: Pick<Repositories, 'users' | 'securityQuestions' | 'securityAnswers'>
  db: Transactions
  secrets: Pick<InstanceSecrets, 'answerKey'>
  events: EventSink
}

export function registerUser (shop: RegistrationDeps, body: unknown): User {
  const input = validate(registrationSchema, withoutNullSecurityFields(body))
  if (shop.repos.users.findByEmail(input.email)) throw invalid('Email must be unique', { errors: [{ field: 'email', message: 'Email must be unique' }] })
  if (input.securityQuestion !== undefined && !shop.repos.securityQuestions.findById(input.securityQuestion)) throw invalid('Unknown security question')

  const row = shop.db.transaction(() => {
    const user = shop.repos.users.insert({ role: 'customer', ...accountFields(input) })
    if (input.securityQuestion !== undefined && input.securityAnswer !== undefined) {
      shop.repos.securityAnswers.insert(user.id, input.securityQuestion, hashAnswer(shop.secrets.answerKey, input.securityAnswer))
    }
    return user
  })()
  shop.events.emit('user.created', { row, request: typeof body === 'object' && body !== null ? { ...body } : {} })
  return publicUser(row)
}

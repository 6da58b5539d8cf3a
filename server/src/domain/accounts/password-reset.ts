import { timingSafeEqual } from 'node:crypto'
import type { User } from '@shop/contract'
import { z } from 'zod'
import type { SlidingWindows } from '../../challenges/mechanisms/time-windows.js'
import type { Repositories } from '../../repositories/index.js'
import type { InstanceSecrets } from '../auth/keys.js'
import type { EventSink } from '../ports.js'
import { publicUser } from '../../repositories/users.js'
import { hashAnswer, hashPassword, PASSWORD_LENGTH, PASSWORD_LENGTH_RULE } from '../auth/passwords.js'
import { invalid, unauthenticated } from '../errors.js'
import { admitResetAttempt, recordWrongAnswer } from './reset-limits.js'

export const resetSchema = z.object({
  email: z.string().trim().min(1, 'Email address is required').max(254, 'Email address is too long'),
  answer: z.string().trim().min(1, 'Security answer is required').max(200, 'Security answer is too long'),
  // Missing or mismatching passwords are refused in resetPassword, with the status clients branch on.
  new: z.string().max(PASSWORD_LENGTH.max, PASSWORD_LENGTH_RULE).optional(),
  repeat: z.string().max(PASSWORD_LENGTH.max, PASSWORD_LENGTH_RULE).optional()
})

export type ResetInput = z.infer<typeof resetSchema>

// One message for an unknown e-mail and a wrong answer, so the form does not confirm accounts.
const WRONG_ANSWER = 'Wrong answer to security question.'

const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * Sets a new password for whoever answers the account's security question. `client` identifies
 * the caller for the attempt limits (see reset-limits.ts).
 */
/** What a reset touches: the account and its answers, the answer key, the attempt windows and the detectors. */
export interface ResetDeps {
  repos: Pick<Repositories, 'users' | 'securityAnswers'>
  secrets: Pick<InstanceSecrets, 'answerKey'>
  windows: SlidingWindows
  events: EventSink
}

export function resetPassword (shop: ResetDeps, client: string, input: ResetInput): User {
  // Like a wrong answer, these are refused as failed authentication; they reveal nothing about the account.
  if (input.new === undefined || input.new === '') throw unauthenticated('Password cannot be empty.')
  if (input.new !== input.repeat) throw unauthenticated('New and repeated password do not match.')
  if (input.new.length < PASSWORD_LENGTH.min) throw invalid(`new: ${PASSWORD_LENGTH_RULE}`, { errors: [{ field: 'new', message: PASSWORD_LENGTH_RULE }] })
  admitResetAttempt(shop.windows, client, input.email)
  // Planted (resetPasswordPetChallenge): a security answer alone hands over the account, and
  // answers about pets and families are often public.
  // vuln-code-snippet start resetPasswordPetChallenge
  const user = shop.repos.users.findByEmail(input.email)
  const given = hashAnswer(shop.secrets.answerKey, input.answer)
  const accepted = user ? shop.repos.securityAnswers.acceptedHashes(user.id) : []
  if (!user || !accepted.some(hash => sameHash(hash, given))) { // vuln-code-snippet vuln-line resetPasswordPetChallenge
    recordWrongAnswer(shop.windows, client, input.email)
    throw unauthenticated(WRONG_ANSWER)
  }
  shop.repos.users.updatePassword(user.id, hashPassword(input.new)) // vuln-code-snippet vuln-line resetPasswordPetChallenge
  // vuln-code-snippet end resetPasswordPetChallenge
  shop.events.emit('reset.succeeded', { user })
  return publicUser(shop.repos.users.findById(user.id)!)
}

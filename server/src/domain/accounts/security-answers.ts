import { timingSafeEqual } from 'node:crypto'
import type { SecurityAnswer } from '@shop/contract'
import type { Repositories } from '../../repositories/index.js'
import type { InstanceSecrets } from '../auth/keys.js'
import type { SecurityAnswerRow } from '../../repositories/security-answers.js'
import { forbidden, invalid } from '../errors.js'
import { hashAnswer } from '../auth/passwords.js'

/**
 * How long after registration an anonymous client may repeat the answer it registered with. The
 * documented registration is two calls (create the user, then post the answer); a client that sent
 * the answer with the first call repeats it in the second. Outside this window a repeat without a
 * token would be a free oracle for guessing other people's answers.
 */
export const ANONYMOUS_REPEAT_WINDOW_MS = 10 * 60 * 1000

export interface SecurityAnswerRequest {
  userId: number
  questionId: number
  answer: string
  /** The id of the user whose token came with the request, if any. */
  requesterId?: number
}

const refused = (): Error => forbidden('You cannot set the security answer of this account')

function sameHash (a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

function publicAnswer (row: SecurityAnswerRow): SecurityAnswer {
  return { id: row.id, UserId: row.UserId, SecurityQuestionId: row.SecurityQuestionId, createdAt: row.createdAt, updatedAt: row.updatedAt }
}

/**
 * The second registration call. Accepted when it repeats the question and answer already stored
 * (anonymously only shortly after registration), or when the account's own token sets an answer
 * the account does not have yet. Everything else is refused alike, so the answer reveals nothing
 * about other accounts.
 */
export function saveSecurityAnswer (shop: { repos: Pick<Repositories, 'users' | 'securityAnswers' | 'securityQuestions'>, secrets: Pick<InstanceSecrets, 'answerKey'> }, request: SecurityAnswerRequest, now = Date.now()) {
  const { userId, questionId, answer, requesterId } = request
  const own = requesterId === userId
  const user = shop.repos.users.findById(userId)
  if (!user) throw refused()
  const stored = shop.repos.securityAnswers.findByUser(userId)
  const hash = hashAnswer(shop.secrets.answerKey, answer)
  if (stored) {
    const fresh = now - Date.parse(user.createdAt) <= ANONYMOUS_REPEAT_WINDOW_MS
    const repeats = stored.SecurityQuestionId === questionId && sameHash(stored.answer, hash)
    if (repeats && (own || fresh)) return publicAnswer(stored)
    throw refused()
  }
  if (!own) throw refused()
  if (!shop.repos.securityQuestions.findById(questionId)) throw invalid('Unknown security question')
  return publicAnswer(shop.repos.securityAnswers.insert(userId, questionId, hash))
}

import { createHash, createHmac } from 'node:crypto'

/** Planted: passwords are stored as unsalted MD5, as the catalogue's storage rules require. */
export const hashPassword = (password: string): string => createHash('md5').update(password).digest('hex')

/** Security answers are keyed hashes, so a database dump does not reveal them. */
export function hashAnswer (answerKey: string, answer: string): string {
  return createHmac('sha256', answerKey).update(answer.trim().toLowerCase()).digest('hex')
}

/** The password the front end derives for third-party sign-in accounts (see oauthPasswordChallenge). */
export const derivedOauthPassword = (email: string): string =>
  createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16)

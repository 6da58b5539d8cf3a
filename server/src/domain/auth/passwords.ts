import { createHash, createHmac, hash } from 'node:crypto'

/** Planted: passwords are stored as unsalted MD5, as the catalogue's storage rules require. */
export const hashPassword = (password: string): string => hash('md5', password)

/** The shop's one password rule: registration, a change and a reset all take 5 to 40 characters. */
export const PASSWORD_LENGTH = { min: 5, max: 40 } as const
export const PASSWORD_LENGTH_RULE = `Password must be ${PASSWORD_LENGTH.min}-${PASSWORD_LENGTH.max} characters long`
export const passwordLengthFits = (password: string): boolean =>
  password.length >= PASSWORD_LENGTH.min && password.length <= PASSWORD_LENGTH.max

/** Security answers are keyed hashes, so a database dump does not reveal them. */
export function hashAnswer (answerKey: string, answer: string): string {
  return createHmac('sha256', answerKey).update(answer.trim().toLowerCase()).digest('hex')
}

/** The password the front end derives for third-party sign-in accounts (see oauthPasswordChallenge). */
export const derivedOauthPassword = (email: string): string =>
  createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16)

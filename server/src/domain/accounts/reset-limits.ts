import type { SlidingWindows } from '../../challenges/mechanisms/time-windows.js'
import { DomainError } from '../errors.js'

/**
 * How often a password reset may be tried. Every attempt counts against the client; wrong
 * answers for one account count again, more strictly, against that client and that account.
 * Who "the client" is, is decided by the caller (the HTTP layer), so the identity can change
 * without touching the rule.
 */
export const RESET_LIMITS = {
  windowMs: 5 * 60_000,
  attemptsPerClient: 100,
  wrongAnswersPerAccount: 10
} as const

const clientSubject = (client: string): string => `reset:client:${client}`
const accountSubject = (client: string, email: string): string => `reset:account:${client}:${email.trim().toLowerCase()}`

const tooMany = (): DomainError => new DomainError('too-many', 'Too many password reset attempts. Please try again in a few minutes.')

/** Counts this attempt and refuses it when the client or the account is over its limit. */
export function admitResetAttempt (windows: SlidingWindows, client: string, email: string): void {
  if (windows.count(accountSubject(client, email), RESET_LIMITS.windowMs) >= RESET_LIMITS.wrongAnswersPerAccount) throw tooMany()
  if (windows.hit(clientSubject(client), RESET_LIMITS.windowMs) > RESET_LIMITS.attemptsPerClient) throw tooMany()
}

export function recordWrongAnswer (windows: SlidingWindows, client: string, email: string): void {
  windows.hit(accountSubject(client, email), RESET_LIMITS.windowMs)
}

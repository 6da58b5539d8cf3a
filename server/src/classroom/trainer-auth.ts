import { randomBytes } from 'node:crypto'
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js'
import { DomainError } from '../domain/errors.js'
import type { TrainerSessionRepository } from '../repositories/classroom-trainer-sessions.js'
import type { AuditLog } from './audit.js'
import { TRAINER_COOKIE_HOURS, type CookieSigner } from './cookies.js'

export const TRAINER_SESSION_MS = TRAINER_COOKIE_HOURS * 3_600_000
/** Five wrong passwords per address in ten minutes; then every sign-in from it waits. */
export const SIGN_IN_LIMITS = { failures: 5, windowSeconds: 600 } as const

export interface TrainerAuthDeps {
  /** Compares a typed password with TRAINER_PASSWORD in constant time (Classroom.trainerPasswordMatches). */
  passwordMatches: (typed: unknown) => boolean
  sessions: TrainerSessionRepository
  cookies: Pick<CookieSigner, 'signTrainer' | 'trainerSession'>
  audit: AuditLog
  clock: () => Date
}

/**
 * The trainer's sign-in: one shared password (TRAINER_PASSWORD), compared in constant time, with
 * failures limited per client address. A sign-in starts a server-side session that the signed
 * cookie names, so signing out (or the 12 hours running out) ends it even for a copied cookie.
 */
export class TrainerAuth {
  private readonly wrongByAddress = new RateLimiterMemory({ points: SIGN_IN_LIMITS.failures, duration: SIGN_IN_LIMITS.windowSeconds })

  constructor (private readonly deps: TrainerAuthDeps) {}

  /** Checks the password and answers the new session and its cookie value. */
  async signIn (input: unknown, address: string): Promise<{ session: string, cookie: string }> {
    // Refused before the password is looked at, so a guesser learns nothing while limited.
    const used = await this.wrongByAddress.get(address)
    if (used !== null && used.consumedPoints >= SIGN_IN_LIMITS.failures) {
      const retryAfter = Math.max(1, Math.ceil(used.msBeforeNext / 1000))
      this.deps.audit.record(null, 'sign-in-failed', undefined, `refused (too many attempts) from ${address}`)
      throw new DomainError('too-many', `Too many wrong passwords from your address. Try again in ${retryAfter} seconds.`, { error: 'too_many_attempts', retryAfter })
    }
    const typed = (input as { password?: unknown } | null)?.password
    if (!this.deps.passwordMatches(typed)) {
      await this.wrongByAddress.penalty(address, 1)
      this.deps.audit.record(null, 'sign-in-failed', undefined, `wrong password from ${address}`)
      throw new DomainError('unauthenticated', 'Wrong trainer password', { error: 'password_wrong' })
    }
    const now = this.deps.clock()
    const session = randomBytes(16).toString('hex')
    this.deps.sessions.start(session, now.toISOString(), new Date(now.getTime() + TRAINER_SESSION_MS).toISOString())
    this.deps.audit.record(session, 'sign-in', undefined, `from ${address}`)
    return { session, cookie: this.deps.cookies.signTrainer(session) }
  }

  /** The live session a cookie names, or undefined for a missing, forged, expired or signed-out one. */
  sessionOf (cookie: string | undefined): string | undefined {
    const session = this.deps.cookies.trainerSession(cookie)
    if (session === undefined) return undefined
    return this.deps.sessions.isLive(session, this.deps.clock().toISOString()) ? session : undefined
  }

  signOut (session: string): void {
    this.deps.sessions.end(session)
    this.deps.audit.record(session, 'sign-out')
  }
}

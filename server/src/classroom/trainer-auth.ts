import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { DomainError } from '../domain/errors.js'
import type { TrainerSessionRepository } from '../repositories/classroom-trainer-sessions.js'
import { AttemptLimiter } from './attempt-limiter.js'
import type { AuditLog } from './audit.js'

export const TRAINER_SESSION_MS = 12 * 3_600_000
/** Five wrong passwords per address in ten minutes; then every sign-in from it waits. */
export const SIGN_IN_LIMITS = { failures: 5, windowMs: 10 * 60_000 } as const

/** Signs and checks cookie payloads (classroom/cookies.ts); `open` answers undefined for anything not signed by this shop. */
export interface CookieSeal {
  seal: (payload: Record<string, unknown>) => string
  open: (value: string) => Record<string, unknown> | undefined
}

export interface TrainerAuthDeps {
  password: string
  sessions: TrainerSessionRepository
  seal: CookieSeal
  audit: AuditLog
  clock: () => Date
}

const signInInput = z.object({ password: z.string().min(1).max(1000) })
const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest()

/**
 * The trainer's sign-in: one shared password (TRAINER_PASSWORD), compared in constant time, with
 * failures limited per client address. A sign-in starts a server-side session that the signed
 * cookie names, so signing out (or the 12 hours running out) ends it even for a copied cookie.
 */
export class TrainerAuth {
  private readonly limiter: AttemptLimiter
  private readonly expected: Buffer

  constructor (private readonly deps: TrainerAuthDeps) {
    this.expected = digest(deps.password)
    this.limiter = new AttemptLimiter(SIGN_IN_LIMITS, () => deps.clock().getTime())
  }

  /** Checks the password and answers the new session and its cookie value. */
  signIn (input: unknown, address: string): { session: string, cookie: string } {
    const retryAfter = this.limiter.retryAfter(address)
    if (retryAfter > 0) {
      this.deps.audit.record(null, 'sign-in-failed', undefined, `refused (too many attempts) from ${address}`)
      throw new DomainError('too-many', 'Too many wrong passwords from your address; please wait before trying again', { error: 'too_many_attempts', retryAfter })
    }
    const parsed = signInInput.safeParse(input ?? {})
    const given = parsed.success ? parsed.data.password : ''
    // Hashing both sides first gives equal lengths, so the comparison time says nothing about the password.
    if (!timingSafeEqual(digest(given), this.expected) || !parsed.success) {
      this.limiter.fail(address)
      this.deps.audit.record(null, 'sign-in-failed', undefined, `wrong password from ${address}`)
      throw new DomainError('unauthenticated', 'Wrong trainer password', { error: 'password_wrong' })
    }
    const now = this.deps.clock()
    const session = randomBytes(16).toString('hex')
    this.deps.sessions.start(session, now.toISOString(), new Date(now.getTime() + TRAINER_SESSION_MS).toISOString())
    this.deps.audit.record(session, 'sign-in', undefined, `from ${address}`)
    return { session, cookie: this.deps.seal.seal({ kind: 'trainer', session, issuedAt: now.getTime() }) }
  }

  /** The live session a cookie names, or undefined for a missing, forged, expired or signed-out one. */
  sessionOf (cookie: string | undefined): string | undefined {
    if (cookie === undefined || cookie === '') return undefined
    const payload = this.deps.seal.open(cookie)
    if (payload?.kind !== 'trainer' || typeof payload.session !== 'string') return undefined
    return this.deps.sessions.isLive(payload.session, this.deps.clock().toISOString()) ? payload.session : undefined
  }

  signOut (session: string): void {
    this.deps.sessions.end(session)
    this.deps.audit.record(session, 'sign-out')
  }
}

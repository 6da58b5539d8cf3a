import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'cookie'
import { classroomFolder } from './classroom-db.js'

export const TEAM_COOKIE = 'classroom-team'
export const TRAINER_COOKIE = 'classroom-trainer'
export const TRAINER_COOKIE_HOURS = 12
/**
 * Not a credential: the join path's team segment, byte for byte, so the front's consistent hash
 * (deploy/nginx/classroom-routing.conf, variable `$classroom_route`) sends the team's later
 * requests where its join went. An underscore, as nginx's `$cookie_<name>` cannot spell a dash.
 */
export const ROUTE_COOKIE = 'classroom_route'

/** Who a valid team cookie says the bearer is. */
export interface TeamClaim { teamId: string, memberId: string, generation: number, issuedAt: number }

type Payload = { k: 'team', t: string, m: string, g: number, iat: number } | { k: 'trainer', s: string, iat: number }

const HOUR_MS = 3_600_000
/** Clocks of restarted processes may differ a little; an issue time further ahead is forged. */
const CLOCK_SKEW_MS = 60_000

/**
 * The class's 32-byte secret in `<dataDir>/classroom/cookie.key`, made on first start and kept, so
 * cookies and passcodes survive restarts. Created exclusively: two processes starting on one data
 * folder end up with the same key.
 */
export function loadClassroomKey (dataDir: string): Buffer {
  const file = path.join(classroomFolder(dataDir), 'cookie.key')
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  try {
    fs.writeFileSync(file, randomBytes(32), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const key = fs.readFileSync(file)
  if (key.length !== 32) throw new Error(`${file} must hold 32 bytes; delete it to make a new one (every cookie ends)`)
  return key
}

/** Cookie values signed with HMAC-SHA256: `<payload as base64url JSON>.<signature>`. */
export class CookieSigner {
  private readonly key: Buffer

  constructor (classKey: Buffer, private readonly now: () => number = Date.now) {
    // A key of its own for cookies, so a signature can never be replayed as a passcode hash.
    this.key = createHmac('sha256', classKey).update('classroom cookies').digest()
  }

  signTeam (claim: Omit<TeamClaim, 'issuedAt'>): string {
    return this.sign({ k: 'team', t: claim.teamId, m: claim.memberId, g: claim.generation, iat: this.now() })
  }

  /** A trainer cookie naming its server-side session (classroom/trainer-auth.ts), so signing out can end it. */
  signTrainer (session: string): string {
    return this.sign({ k: 'trainer', s: session, iat: this.now() })
  }

  /** The claim of an authentic, unexpired team cookie; whether the team still exists is the caller's check. */
  verifyTeam (value: string | undefined, maxAgeHours: number): TeamClaim | undefined {
    const payload = this.verify(value, maxAgeHours)
    if (payload?.k !== 'team') return undefined
    if (typeof payload.t !== 'string' || typeof payload.m !== 'string' || !Number.isInteger(payload.g)) return undefined
    return { teamId: payload.t, memberId: payload.m, generation: payload.g, issuedAt: payload.iat }
  }

  verifyTrainer (value: string | undefined): boolean {
    return this.trainerSession(value) !== undefined
  }

  /** The session an authentic, unexpired trainer cookie names; whether it is still live is the caller's check. */
  trainerSession (value: string | undefined): string | undefined {
    const payload = this.verify(value, TRAINER_COOKIE_HOURS)
    return payload?.k === 'trainer' && typeof payload.s === 'string' ? payload.s : undefined
  }

  private sign (payload: Payload): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
    return `${body}.${this.mac(body).toString('base64url')}`
  }

  private verify (value: string | undefined, maxAgeHours: number): Payload | undefined {
    if (typeof value !== 'string' || value.length > 1024) return undefined
    const [body, signature, extra] = value.split('.')
    if (body === undefined || signature === undefined || extra !== undefined) return undefined
    // Compared as text: base64url leaves spare bits in the last character, so comparing decoded
    // bytes would take several spellings of one signature (a cookie edited there still passing).
    const given = Buffer.from(signature)
    const wanted = Buffer.from(this.mac(body).toString('base64url'))
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return undefined
    let payload: Payload
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload
    } catch {
      return undefined
    }
    if (typeof payload !== 'object' || payload === null || typeof payload.iat !== 'number') return undefined
    const age = this.now() - payload.iat
    if (age < -CLOCK_SKEW_MS || age > maxAgeHours * HOUR_MS) return undefined
    return payload
  }

  private mac (body: string): Buffer {
    return createHmac('sha256', this.key).update(body).digest()
  }
}

/** One cookie's value from a `Cookie` header (the socket handshake has no Express to parse it). */
export function cookieValue (header: string | undefined, name: string): string | undefined {
  if (header === undefined || header === '') return undefined
  try {
    return parse(header)[name]
  } catch {
    return undefined
  }
}

/** Attributes of the team cookie (Express `res.cookie` options). */
export const teamCookieOptions = (hours: number) => ({ httpOnly: true, sameSite: 'lax' as const, path: '/', maxAge: hours * HOUR_MS })
/** Attributes of the trainer cookie: never sent along from another site. */
export const trainerCookieOptions = () => ({ httpOnly: true, sameSite: 'strict' as const, path: '/', maxAge: TRAINER_COOKIE_HOURS * HOUR_MS })

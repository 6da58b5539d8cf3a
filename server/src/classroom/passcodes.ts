import { createHmac, randomInt, randomBytes, timingSafeEqual } from 'node:crypto'

/** No 0/O, 1/I/L: a passcode is read off a screen and typed by a teammate. */
export const PASSCODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const PASSCODE_LENGTH = 12

export function generatePasscode (): string {
  let passcode = ''
  for (let i = 0; i < PASSCODE_LENGTH; i++) passcode += PASSCODE_ALPHABET[randomInt(PASSCODE_ALPHABET.length)]
  return passcode
}

/** What a player typed, as it was generated: case, spaces and dashes do not matter. */
export function canonicalPasscode (typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase()
}

/**
 * Passcodes are stored only as a salted HMAC-SHA256 under the class's secret key. A passcode is
 * ~59 random bits and guessing is rate-limited, so a slow password hash would only cost every
 * join time (see docs/decisions.md).
 */
export function hashPasscode (key: Buffer, passcode: string): string {
  const salt = randomBytes(16).toString('base64url')
  return `${salt}.${digest(key, salt, passcode)}`
}

/** Constant-time comparison of a typed passcode with a stored hash. */
export function passcodeMatches (key: Buffer, stored: string, typed: string): boolean {
  const [salt, expected] = stored.split('.')
  if (salt === undefined || expected === undefined) return false
  const actual = Buffer.from(digest(key, salt, canonicalPasscode(typed)), 'base64url')
  const wanted = Buffer.from(expected, 'base64url')
  return actual.length === wanted.length && timingSafeEqual(actual, wanted)
}

function digest (key: Buffer, salt: string, passcode: string): string {
  return createHmac('sha256', key).update(`${salt}\0${passcode}`).digest('base64url')
}

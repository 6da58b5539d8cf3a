import { z } from 'zod'

/**
 * The shop's one password rule, for registration, a change and a reset: 5 to 40 characters. The
 * server refuses the same (server/src/domain/auth/passwords.ts); the forms only say so sooner.
 */
export const PASSWORD_LENGTH = { min: 5, max: 40 } as const
export const PASSWORD_LENGTH_RANGE = `${PASSWORD_LENGTH.min}-${PASSWORD_LENGTH.max}`

/** A new password field; `requiredKey` is the field's own "please enter" text. */
export const passwordRule = (requiredKey = 'MANDATORY_PASSWORD') => z.string()
  .min(1, requiredKey)
  .min(PASSWORD_LENGTH.min, 'INVALID_PASSWORD_LENGTH')
  .max(PASSWORD_LENGTH.max, 'INVALID_PASSWORD_LENGTH')

import { z } from 'zod'

/** A security question (`GET /api/SecurityQuestions`, `question` of `GET /rest/user/security-question`). */
export const securityQuestionSchema = z.strictObject({
  id: z.number().int(),
  question: z.string()
})
export type SecurityQuestion = z.infer<typeof securityQuestionSchema>

/** `GET /rest/user/security-question?email=`: empty when the e-mail has no account or no question. */
export const securityQuestionLookupSchema = z.strictObject({ question: securityQuestionSchema.optional() })
export type SecurityQuestionLookup = z.infer<typeof securityQuestionLookupSchema>

/** The stored answer, without the answer (`POST /api/SecurityAnswers`, registration's second call). */
export const securityAnswerSchema = z.strictObject({
  id: z.number().int(),
  UserId: z.number().int(),
  SecurityQuestionId: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string()
})
export type SecurityAnswer = z.infer<typeof securityAnswerSchema>

/**
 * An account without its password hash and TOTP secret: registration's answer (`POST /api/Users`)
 * and the administration's `GET /api/Users` and `GET /api/Users/{id}`.
 */
export const userSchema = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  deluxeToken: z.string(),
  lastLoginIp: z.string(),
  /** Milliseconds since the epoch; null before the first login. */
  lastLoginTime: z.number().nullable(),
  profileImage: z.string(),
  /** SQLite's 1 or 0. */
  isActive: z.number().int(),
  isOAuth: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Set on a closed account, which the lists still show. */
  deletedAt: z.string().nullable()
})
export type User = z.infer<typeof userSchema>

/** A row of the administration's login list (`GET /rest/user/authentication-details`). */
export const authenticationDetailSchema = z.strictObject({
  ...userSchema.shape,
  totpEnabled: z.boolean()
})
export type AuthenticationDetail = z.infer<typeof authenticationDetailSchema>

/** `POST /rest/user/reset-password`: the account whose password was reset. */
export const passwordResetAnswerSchema = z.strictObject({ user: userSchema })
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswerSchema>

import { z } from 'zod'

/** The `data` part of the shop's JWT payload: who a token names. */
export const tokenUserSchema = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  role: z.string(),
  deluxeToken: z.string(),
  lastLoginIp: z.string(),
  profileImage: z.string()
})
export type TokenUser = z.infer<typeof tokenUserSchema>

/** The session a login opens (`POST /rest/user/login`, `POST /rest/2fa/verify`). */
export const authenticationSchema = z.strictObject({
  token: z.string(),
  /** Null for an account the shop keeps no basket for. */
  bid: z.number().int().nullable(),
  umail: z.string()
})
export type Authentication = z.infer<typeof authenticationSchema>

/** A successful login's answer (a login that still needs the second factor is answered 401). */
export const loginAnswerSchema = z.strictObject({ authentication: authenticationSchema })
export type LoginAnswer = z.infer<typeof loginAnswerSchema>

/** `GET /rest/2fa/status`; before set-up it carries a fresh secret and the token that vouches for it. */
export const twoFactorStatusSchema = z.strictObject({
  setup: z.boolean(),
  email: z.string(),
  secret: z.string().optional(),
  setupToken: z.string().optional()
})
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>

/** `user` of `GET /rest/user/whoami` without `fields`; an empty object when nobody is logged in. */
export const whoAmIUserSchema = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  lastLoginIp: z.string(),
  profileImage: z.string()
})
export type WhoAmIUser = z.infer<typeof whoAmIUserSchema>
export const whoAmISchema = z.strictObject({ user: z.union([whoAmIUserSchema, z.strictObject({})]) })
export type WhoAmI = z.infer<typeof whoAmISchema>

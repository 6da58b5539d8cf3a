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

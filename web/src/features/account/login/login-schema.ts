import { z } from 'zod'

/**
 * Both fields are only required. The e-mail is deliberately not checked for a valid
 * address: the form must pass any text to the server (the SQL-injection challenges start here).
 */
export const loginSchema = z.object({
  email: z.string().min(1, 'MANDATORY_EMAIL'),
  password: z.string().min(1, 'MANDATORY_PASSWORD'),
  rememberMe: z.boolean()
})

export type LoginFormValues = z.infer<typeof loginSchema>

import { z } from 'zod'
import { passwordRule } from '../password-rule'
import { emailRule } from '../register/register-schema'

/** Messages are translation keys, shown in the chosen language. */
export const forgotPasswordSchema = z.object({
  email: emailRule,
  securityAnswer: z.string().trim().min(1, 'MANDATORY_SECURITY_ANSWER'),
  newPassword: passwordRule(),
  newPasswordRepeat: z.string().min(1, 'MANDATORY_PASSWORD_REPEAT')
}).refine(values => values.newPassword === values.newPasswordRepeat, {
  path: ['newPasswordRepeat'],
  message: 'PASSWORDS_NOT_MATCHING',
  when: payload => {
    const value = payload.value as Partial<Record<string, unknown>>
    return typeof value.newPasswordRepeat === 'string' && value.newPasswordRepeat !== ''
  }
})

export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>

/** The question is looked up 1000 ms after typing stops, not on every keystroke. */
export const QUESTION_LOOKUP_DELAY_MS = 1000

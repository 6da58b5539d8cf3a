import { z } from 'zod'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../register/register-schema'

/** Spec 000 §5: every message is a translation key. */
export const forgotPasswordSchema = z.object({
  email: z.string().min(1, 'MANDATORY_EMAIL').pipe(z.email('INVALID_EMAIL')),
  securityAnswer: z.string().trim().min(1, 'MANDATORY_SECURITY_ANSWER'),
  newPassword: z.string()
    .min(1, 'MANDATORY_PASSWORD')
    .min(PASSWORD_MIN_LENGTH, 'INVALID_PASSWORD_LENGTH')
    .max(PASSWORD_MAX_LENGTH, 'INVALID_PASSWORD_LENGTH'),
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

/** Spec 000 §4: the question is looked up 1000 ms after typing stops. */
export const QUESTION_LOOKUP_DELAY_MS = 1000

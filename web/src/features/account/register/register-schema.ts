import { z } from 'zod'
import { passwordRule } from '../password-rule'

/** The e-mail rule every account form shares. */
export const emailRule = z.string().min(1, 'MANDATORY_EMAIL').pipe(z.email('INVALID_EMAIL'))

/** Every message is a translation key, so the form shows it in the chosen language. */
export const registerSchema = z.object({
  email: emailRule,
  password: passwordRule(),
  passwordRepeat: z.string().min(1, 'MANDATORY_PASSWORD_REPEAT'),
  /** The chosen question's id as the select holds it ('' while none is chosen). */
  securityQuestionId: z.string().min(1, 'MANDATORY_SECURITY_QUESTION'),
  securityAnswer: z.string().trim().min(1, 'MANDATORY_SECURITY_ANSWER')
}).refine(values => values.password === values.passwordRepeat, {
  path: ['passwordRepeat'],
  message: 'PASSWORDS_NOT_MATCHING',
  // Compare as soon as both passwords are typed, even while other fields are still empty.
  when: payload => {
    const value = payload.value as Partial<Record<string, unknown>>
    return typeof value.password === 'string' && typeof value.passwordRepeat === 'string' && value.passwordRepeat !== ''
  }
})

export type RegisterFormValues = z.input<typeof registerSchema>

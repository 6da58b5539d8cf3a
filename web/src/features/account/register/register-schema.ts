import { z } from 'zod'

/** Passwords of 5 to 40 characters. */
export const PASSWORD_MIN_LENGTH = 5
export const PASSWORD_MAX_LENGTH = 40
export const PASSWORD_LENGTH_RANGE = `${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}`

/** The e-mail and password rules every account form shares. */
export const emailRule = z.string().min(1, 'MANDATORY_EMAIL').pipe(z.email('INVALID_EMAIL'))
export const passwordRule = z.string()
  .min(1, 'MANDATORY_PASSWORD')
  .min(PASSWORD_MIN_LENGTH, 'INVALID_PASSWORD_LENGTH')
  .max(PASSWORD_MAX_LENGTH, 'INVALID_PASSWORD_LENGTH')

/** Every message is a translation key, so the form shows it in the chosen language. */
export const registerSchema = z.object({
  email: emailRule,
  password: passwordRule,
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

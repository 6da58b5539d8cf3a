import { z } from 'zod'
import { passwordRule } from '../password-rule'

/** Corporate rule for the support desk: 12-30 characters with lower, upper, digit and special. */
export const SUPPORT_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^a-zA-Z\d]).{12,30}$/

export const changePasswordSchema = z.object({
  current: z.string().min(1, 'MANDATORY_CURRENT_PASSWORD'),
  new: passwordRule('MANDATORY_NEW_PASSWORD'),
  repeat: passwordRule('MANDATORY_PASSWORD_REPEAT')
}).refine(values => values.new === values.repeat, { message: 'PASSWORDS_NOT_MATCHING', path: ['repeat'] })

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>

/** The support team's new password must follow the corporate policy; only a console warning says so. */
export function breaksSupportPolicy (email: string | undefined, password: string): boolean {
  return email !== undefined && email.toLowerCase().startsWith('support@') && !SUPPORT_PASSWORD_PATTERN.test(password)
}

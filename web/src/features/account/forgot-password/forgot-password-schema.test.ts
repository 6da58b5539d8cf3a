import { describe, expect, it } from 'vitest'
import { forgotPasswordSchema, type ForgotPasswordValues } from './forgot-password-schema'

const valid: ForgotPasswordValues = { email: 'kim@shop.test', securityAnswer: 'Rex', newPassword: 'Lemon-Tree-7', newPasswordRepeat: 'Lemon-Tree-7' }

/** Every message per field, in the order the form would show them. */
function messagesOf (values: ForgotPasswordValues): Record<string, string[]> {
  const messages: Record<string, string[]> = {}
  for (const issue of forgotPasswordSchema.safeParse(values).error?.issues ?? []) (messages[String(issue.path[0])] ??= []).push(issue.message)
  return messages
}

describe('the forgot-password rules', () => {
  it('accept a complete reset and hand over the answer without its spaces', () => {
    expect(messagesOf(valid)).toEqual({})
    expect(forgotPasswordSchema.parse({ ...valid, securityAnswer: '  Rex ' }).securityAnswer).toBe('Rex')
  })

  it('ask for every field with its own text', () => {
    expect(messagesOf({ email: '', securityAnswer: '   ', newPassword: '', newPasswordRepeat: '' })).toEqual({
      email: ['MANDATORY_EMAIL'],
      securityAnswer: ['MANDATORY_SECURITY_ANSWER'],
      newPassword: ['MANDATORY_PASSWORD', 'INVALID_PASSWORD_LENGTH'],
      newPasswordRepeat: ['MANDATORY_PASSWORD_REPEAT']
    })
  })

  it('refuse an address that is none, and a password outside 5 to 40 characters', () => {
    expect(messagesOf({ ...valid, email: 'kim.shop.test' })).toEqual({ email: ['INVALID_EMAIL'] })
    expect(messagesOf({ ...valid, newPassword: 'abcd', newPasswordRepeat: 'abcd' })).toEqual({ newPassword: ['INVALID_PASSWORD_LENGTH'] })
    expect(messagesOf({ ...valid, newPassword: 'a'.repeat(41), newPasswordRepeat: 'a'.repeat(41) })).toEqual({ newPassword: ['INVALID_PASSWORD_LENGTH'] })
  })

  it('report a different repeat even while other fields are still empty, but not an empty one as different', () => {
    expect(messagesOf({ ...valid, newPasswordRepeat: 'Lemon-Tree-8' })).toEqual({ newPasswordRepeat: ['PASSWORDS_NOT_MATCHING'] })
    expect(messagesOf({ ...valid, email: '', securityAnswer: '', newPasswordRepeat: 'other' })).toEqual({
      email: ['MANDATORY_EMAIL'],
      securityAnswer: ['MANDATORY_SECURITY_ANSWER'],
      newPasswordRepeat: ['PASSWORDS_NOT_MATCHING']
    })
    expect(messagesOf({ ...valid, email: '', newPasswordRepeat: '' })).toEqual({ email: ['MANDATORY_EMAIL'], newPasswordRepeat: ['MANDATORY_PASSWORD_REPEAT'] })
    expect(messagesOf({ ...valid, newPasswordRepeat: undefined as unknown as string }).newPasswordRepeat).not.toContain('PASSWORDS_NOT_MATCHING')
  })
})

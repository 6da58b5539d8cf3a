import { describe, expect, it } from 'vitest'
import { registerSchema } from './register-schema'

const valid = {
  email: 'juicy@juice.shop.test',
  password: 'Fresh-Juice-42',
  passwordRepeat: 'Fresh-Juice-42',
  securityQuestionId: '3',
  securityAnswer: 'Orange'
}

function errorsOf (values: Record<string, string>): Record<string, string> {
  const result = registerSchema.safeParse(values)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0])
    errors[field] ??= issue.message
  }
  return errors
}

describe('registerSchema', () => {
  it('accepts a complete registration', () => {
    expect(errorsOf(valid)).toEqual({})
  })

  it('asks for every field with its own key', () => {
    expect(errorsOf({ email: '', password: '', passwordRepeat: '', securityQuestionId: '', securityAnswer: '  ' })).toEqual({
      email: 'MANDATORY_EMAIL',
      password: 'MANDATORY_PASSWORD',
      passwordRepeat: 'MANDATORY_PASSWORD_REPEAT',
      securityQuestionId: 'MANDATORY_SECURITY_QUESTION',
      securityAnswer: 'MANDATORY_SECURITY_ANSWER'
    })
  })

  it('rejects an invalid e-mail address', () => {
    expect(errorsOf({ ...valid, email: 'not-an-address' })).toEqual({ email: 'INVALID_EMAIL' })
  })

  it('allows passwords of 5 to 40 characters only', () => {
    expect(errorsOf({ ...valid, password: 'abcd', passwordRepeat: 'abcd' })).toEqual({ password: 'INVALID_PASSWORD_LENGTH' })
    expect(errorsOf({ ...valid, password: 'abcde', passwordRepeat: 'abcde' })).toEqual({})
    const forty = 'a'.repeat(40)
    expect(errorsOf({ ...valid, password: forty, passwordRepeat: forty })).toEqual({})
    const fortyOne = 'a'.repeat(41)
    expect(errorsOf({ ...valid, password: fortyOne, passwordRepeat: fortyOne })).toEqual({ password: 'INVALID_PASSWORD_LENGTH' })
  })

  it('reports a different repeat, even while other fields are still empty', () => {
    expect(errorsOf({ ...valid, passwordRepeat: 'Fresh-Juice-43' })).toEqual({ passwordRepeat: 'PASSWORDS_NOT_MATCHING' })
    expect(errorsOf({ ...valid, email: '', passwordRepeat: 'other' })).toEqual({ email: 'MANDATORY_EMAIL', passwordRepeat: 'PASSWORDS_NOT_MATCHING' })
  })
})

describe('registerSchema, the repeat', () => {
  const messagesFor = (values: Record<string, unknown>): string[] =>
    (registerSchema.safeParse(values).error?.issues ?? []).filter(issue => issue.path[0] === 'passwordRepeat').map(issue => issue.message)

  it('is only asked for while empty, and only compared once both passwords are text', () => {
    expect(messagesFor({ ...valid, passwordRepeat: '' })).toEqual(['MANDATORY_PASSWORD_REPEAT'])
    expect(messagesFor({ ...valid, email: '', passwordRepeat: '' })).toEqual(['MANDATORY_PASSWORD_REPEAT'])
    expect(messagesFor({ ...valid, email: '', password: undefined })).toEqual([])
    expect(messagesFor({ ...valid, email: '', passwordRepeat: undefined })).not.toContain('PASSWORDS_NOT_MATCHING')
  })
})

import { describe, expect, it } from 'vitest'
import { breaksSupportPolicy, changePasswordSchema } from './change-password-schema'

describe('change password rules', () => {
  it('needs the current password, 5-40 characters and an equal repetition', () => {
    expect(changePasswordSchema.safeParse({ current: 'x', new: 'abcde', repeat: 'abcde' }).success).toBe(true)
    expect(changePasswordSchema.safeParse({ current: '', new: 'abcde', repeat: 'abcde' }).success).toBe(false)
    expect(changePasswordSchema.safeParse({ current: 'x', new: 'abcd', repeat: 'abcd' }).success).toBe(false)
    expect(changePasswordSchema.safeParse({ current: 'x', new: 'a'.repeat(41), repeat: 'a'.repeat(41) }).success).toBe(false)
    const mismatch = changePasswordSchema.safeParse({ current: 'x', new: 'abcde', repeat: 'abcdf' })
    expect(mismatch.error?.issues[0]?.message).toBe('PASSWORDS_NOT_MATCHING')
  })

  it('flags support passwords that break the 12-30 complexity policy, and only those', () => {
    expect(breaksSupportPolicy('support@juice.shop.test', 'short')).toBe(true)
    expect(breaksSupportPolicy('support@juice.shop.test', 'Citrus!Desk#2024pulp')).toBe(false)
    expect(breaksSupportPolicy('someone@juice.shop.test', 'short')).toBe(false)
  })
})

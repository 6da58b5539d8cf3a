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

  it('asks for each empty field with its own text, and names the length for a short or long password', () => {
    const first = (values: { current: string, new: string, repeat: string }, field: string): string | undefined =>
      changePasswordSchema.safeParse(values).error?.issues.find(issue => issue.path[0] === field)?.message
    expect(first({ current: '', new: '', repeat: '' }, 'current')).toBe('MANDATORY_CURRENT_PASSWORD')
    expect(first({ current: '', new: '', repeat: '' }, 'new')).toBe('MANDATORY_NEW_PASSWORD')
    expect(first({ current: '', new: '', repeat: '' }, 'repeat')).toBe('MANDATORY_PASSWORD_REPEAT')
    expect(first({ current: 'x', new: 'a'.repeat(41), repeat: 'a'.repeat(41) }, 'new')).toBe('INVALID_PASSWORD_LENGTH')
  })

  it('flags support passwords that break the 12-30 complexity policy, and only those', () => {
    expect(breaksSupportPolicy('support@juice.shop.test', 'short')).toBe(true)
    expect(breaksSupportPolicy('support@juice.shop.test', 'Citrus!Desk#2024pulp')).toBe(false)
    expect(breaksSupportPolicy('someone@juice.shop.test', 'short')).toBe(false)
  })

  it('knows the support desk by its address in any case, and nobody without an address', () => {
    expect(breaksSupportPolicy('Support@Juice.Shop.test', 'short')).toBe(true)
    expect(breaksSupportPolicy('help.support@juice.shop.test', 'short')).toBe(false)
    expect(breaksSupportPolicy(undefined, 'short')).toBe(false)
  })

  it.each([
    ['no lower-case letter', 'CITRUS!DESK#2024PULP'],
    ['no upper-case letter', 'citrus!desk#2024pulp'],
    ['no digit', 'Citrus!Desk#pulpPULP'],
    ['no special character', 'CitrusXDesk02024pulp'],
    ['11 characters', 'Ab1!Ab1!Ab1'],
    ['31 characters', 'Ab1!'.repeat(7) + 'Ab1']
  ])('holds a support password with %s to break the policy', (_case, password) => {
    expect(breaksSupportPolicy('support@juice.shop.test', password)).toBe(true)
  })

  it.each([
    ['12 characters', '!Aa1!Aa1!Aa1'],
    ['30 characters', 'x' + 'Ab1!'.repeat(7) + 'a'],
    ['each kind of character once', 'aaaaaaaaaA1!']
  ])('accepts a support password of %s that meets the policy', (_case, password) => {
    expect(breaksSupportPolicy('support@juice.shop.test', password)).toBe(false)
  })
})

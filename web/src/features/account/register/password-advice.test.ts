import { describe, expect, it } from 'vitest'
import { checkPasswordAdvice } from './password-advice'

function metKeys (password: string): string[] {
  return checkPasswordAdvice(password).filter(result => result.met).map(result => result.labelKey)
}

describe('checkPasswordAdvice', () => {
  it('lists all five rules in a fixed order', () => {
    expect(checkPasswordAdvice('').map(result => result.labelKey)).toEqual([
      'PASSWORD_ADVICE_LOWER_CASE',
      'PASSWORD_ADVICE_UPPER_CASE',
      'PASSWORD_ADVICE_DIGIT',
      'PASSWORD_ADVICE_SPECIAL_CHARACTER',
      'PASSWORD_ADVICE_MIN_LENGTH'
    ])
  })

  it('meets nothing for an empty password', () => {
    expect(metKeys('')).toEqual([])
  })

  it('checks each rule on its own', () => {
    expect(metKeys('abc')).toEqual(['PASSWORD_ADVICE_LOWER_CASE'])
    expect(metKeys('ABC')).toEqual(['PASSWORD_ADVICE_UPPER_CASE'])
    expect(metKeys('123')).toEqual(['PASSWORD_ADVICE_DIGIT'])
    expect(metKeys('#!')).toEqual(['PASSWORD_ADVICE_SPECIAL_CHARACTER'])
    expect(metKeys('a b')).toEqual(['PASSWORD_ADVICE_LOWER_CASE', 'PASSWORD_ADVICE_SPECIAL_CHARACTER'])
  })

  it('needs at least eight characters for the length rule', () => {
    expect(metKeys('abcdefg')).not.toContain('PASSWORD_ADVICE_MIN_LENGTH')
    expect(metKeys('abcdefgh')).toContain('PASSWORD_ADVICE_MIN_LENGTH')
  })

  it('counts non-ASCII letters by their case', () => {
    expect(metKeys('äÖ')).toEqual(['PASSWORD_ADVICE_LOWER_CASE', 'PASSWORD_ADVICE_UPPER_CASE'])
  })

  it('meets every rule with a strong password', () => {
    expect(checkPasswordAdvice('Fresh-Juice-42').every(result => result.met)).toBe(true)
  })
})

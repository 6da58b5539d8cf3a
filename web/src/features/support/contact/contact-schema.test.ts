import { describe, expect, it } from 'vitest'
import { maskedAuthor, commentWithAuthor } from './author'
import { contactSchema, type ContactValues } from './contact-schema'

const valid: ContactValues = { comment: 'Lovely juice', rating: 3, captcha: '12' }

/** The translation key the form shows for each failing field (its first problem); empty when the values pass. */
function problems (over: Partial<ContactValues>): Record<string, string> {
  const result = contactSchema.safeParse({ ...valid, ...over })
  const shown: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) shown[issue.path.join('.')] ??= issue.message
  return shown
}

describe('the contact form\'s rules', () => {
  it('take a trimmed comment of 1 to 160 characters', () => {
    expect(problems({})).toEqual({})
    expect(problems({ comment: '   ' })).toEqual({ comment: 'MANDATORY_COMMENT' })
    expect(problems({ comment: 'c'.repeat(160) })).toEqual({})
    expect(problems({ comment: ` ${'c'.repeat(160)} ` })).toEqual({})
    expect(problems({ comment: 'c'.repeat(161) })).toEqual({ comment: 'MAX_TEXTAREA_LENGTH' })
    expect(contactSchema.parse({ ...valid, comment: '  Lovely juice ' }).comment).toBe('Lovely juice')
  })

  it('take a whole rating of 1 to 5 stars', () => {
    expect(problems({ rating: 0 })).toEqual({ rating: 'MANDATORY_RATING' })
    expect(problems({ rating: 1 })).toEqual({})
    expect(problems({ rating: 5 })).toEqual({})
    expect(Object.keys(problems({ rating: 6 }))).toEqual(['rating'])
    expect(Object.keys(problems({ rating: 2.5 }))).toEqual(['rating'])
  })

  it('take a whole number, negative too, as the captcha answer', () => {
    expect(problems({ captcha: ' ' })).toEqual({ captcha: 'MANDATORY_CAPTCHA' })
    for (const answer of ['12', '-7', ' 12 ', '0']) expect(problems({ captcha: answer }), answer).toEqual({})
    for (const answer of ['twelve', '12x', 'x12', '1.5', '--1', '-']) expect(problems({ captcha: answer }), answer).toEqual({ captcha: 'INVALID_CAPTCHA' })
  })
})

describe('the comment\'s author', () => {
  it('is the address with its first three characters masked, or none for a guest', () => {
    expect(maskedAuthor('kim@shop.test')).toBe('***@shop.test')
    expect(maskedAuthor(null)).toBeNull()
    expect(maskedAuthor(undefined)).toBeNull()
    expect(maskedAuthor('')).toBeNull()
  })

  it('follows the comment in brackets', () => {
    expect(commentWithAuthor('Great', '***@shop.test')).toBe('Great (***@shop.test)')
  })
})

import { describe, expect, it } from 'vitest'
import { formatDateTime, truncateText } from './admin-format'

describe('truncateText', () => {
  it('keeps short texts unchanged', () => {
    expect(truncateText('Great juice', 20)).toBe('Great juice')
    expect(truncateText('12345', 5)).toBe('12345')
  })

  it('cuts long texts to the limit, ellipsis included', () => {
    const cut = truncateText('I love this shop so much', 10)
    expect(cut).toBe('I love th…')
    expect(Array.from(cut)).toHaveLength(10)
  })

  it('leaves no space before the ellipsis where the cut falls after a word', () => {
    expect(truncateText('I love this shop', 8)).toBe('I love…')
  })

  it('does not split characters outside the basic plane', () => {
    expect(truncateText('🍊🍊🍊🍊', 3)).toBe('🍊🍊…')
  })

  it('keeps markup as text (escaping is left to React)', () => {
    expect(truncateText('<b>bold</b>', 40)).toBe('<b>bold</b>')
  })
})

describe('formatDateTime', () => {
  it('formats ISO strings and epoch milliseconds alike', () => {
    const iso = '2026-11-22T21:41:04.000Z'
    expect(formatDateTime(iso, 'en')).toBe(formatDateTime(Date.parse(iso), 'en'))
    expect(formatDateTime(iso, 'en')).toMatch(/2026/)
  })

  it('has a shorter style for tables', () => {
    const iso = '2026-11-22T21:41:04.000Z'
    expect(formatDateTime(iso, 'en', 'short')!.length).toBeLessThan(formatDateTime(iso, 'en')!.length)
  })

  it('gives null for missing or unreadable values', () => {
    expect(formatDateTime(null, 'en')).toBeNull()
    expect(formatDateTime(undefined, 'en')).toBeNull()
    expect(formatDateTime('', 'en')).toBeNull()
    expect(formatDateTime('not a date', 'en')).toBeNull()
  })

  it('falls back when the language tag is invalid', () => {
    expect(formatDateTime(0, '??')).not.toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { monthlyCode } from './coupons.js'

/** RFC 4648 base32 decoding, written independently of the encoder under test. */
function decode (code: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const bits = [...code].map(ch => alphabet.indexOf(ch).toString(2).padStart(5, '0')).join('')
  const bytes = bits.match(/.{8}/g) ?? []
  return Buffer.from(bytes.map(byte => parseInt(byte, 2)))
}

describe('monthlyCode', () => {
  it('is 10 base32 characters of month, two-digit year and the discount byte', () => {
    const code = monthlyCode(new Date('2026-11-23T12:00:00Z'), 10)
    expect(code).toMatch(/^[A-Z2-7]{10}$/)
    const bytes = decode(code)
    expect(bytes.subarray(0, 5).toString('ascii')).toBe('NOV26')
    expect(bytes[5]).toBe(10)
  })

  it('changes with the month', () => {
    expect(monthlyCode(new Date('2026-01-05T00:00:00Z'), 10)).not.toBe(monthlyCode(new Date('2026-02-05T00:00:00Z'), 10))
  })

  // The month's name is what both the bot's code and checkout's check spell out, so each month is pinned.
  it.each(['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'].map((name, month) => [name, month]))('spells month %s in the code', (name, month) => {
    const code = monthlyCode(new Date(Date.UTC(2026, month, 15)), 10)
    expect(decode(code).subarray(0, 5).toString('ascii')).toBe(`${name}26`)
  })
})

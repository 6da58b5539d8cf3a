import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { canonicalPasscode, generatePasscode, hashPasscode, PASSCODE_ALPHABET, passcodeMatches } from './passcodes.js'

const key = randomBytes(32)

describe('passcodes', () => {
  it('are 12 characters of an alphabet without look-alikes, and differ every time', () => {
    expect(PASSCODE_ALPHABET).not.toMatch(/[01ILO]/)
    const codes = Array.from({ length: 500 }, generatePasscode)
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${PASSCODE_ALPHABET}]{12}$`))
    expect(new Set(codes).size).toBe(codes.length)
    // Every character of the alphabet turns up: nothing is left out of the draw.
    expect(new Set(codes.join('')).size).toBe(PASSCODE_ALPHABET.length)
  })

  it('are stored as a salted hash that holds nothing of the passcode', () => {
    const code = generatePasscode()
    const first = hashPasscode(key, code)
    const second = hashPasscode(key, code)
    expect(first).not.toBe(second)
    expect(first).not.toContain(code)
    expect(first.toUpperCase()).not.toContain(code)
  })

  it('match the passcode as typed, in any case and with spaces or dashes, and nothing else', () => {
    const code = 'ABCD2345EFGH'
    const stored = hashPasscode(key, code)
    expect(passcodeMatches(key, stored, code)).toBe(true)
    expect(passcodeMatches(key, stored, 'abcd-2345-efgh')).toBe(true)
    expect(passcodeMatches(key, stored, ' abcd 2345 efgh ')).toBe(true)
    expect(canonicalPasscode('ab cd-ef')).toBe('ABCDEF')
    for (const wrong of ['ABCD2345EFGJ', 'ABCD2345EFG', '', 'ABCD2345EFGHA']) expect(passcodeMatches(key, stored, wrong)).toBe(false)
    expect(passcodeMatches(randomBytes(32), stored, code)).toBe(false)
    expect(passcodeMatches(key, 'not-a-hash', code)).toBe(false)
  })
})

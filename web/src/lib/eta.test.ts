import { describe, expect, it } from 'vitest'
import { etaDays } from './eta'

describe('etaDays', () => {
  it('reads the days from a number or a digit text', () => {
    expect(etaDays(3)).toBe(3)
    expect(etaDays('5')).toBe(5)
    expect(etaDays('14')).toBe(14)
    expect(etaDays('999999')).toBe(999999)
  })

  it('is unknown for anything else', () => {
    for (const value of ['?', '', '2.5', '1234567', ' 5', null, undefined, Number.NaN, {}, ['5']]) expect(etaDays(value)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { etaDays } from './eta'

describe('etaDays', () => {
  it('reads the days from a number or a digit text', () => {
    expect(etaDays(3)).toBe(3)
    expect(etaDays('5')).toBe(5)
  })

  it('is unknown for anything else', () => {
    for (const value of ['?', '', '2.5', null, undefined, Number.NaN, {}]) expect(etaDays(value)).toBeNull()
  })
})

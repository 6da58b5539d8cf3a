import type { Request } from 'express'
import { describe, expect, it } from 'vitest'
import { idParam } from './input.js'

const withParams = (params: Record<string, string>): Request => ({ params } as unknown as Request)

describe('idParam', () => {
  it('takes a positive whole number of up to 15 digits, under any parameter name', () => {
    expect(idParam(withParams({ id: '1' }))).toBe(1)
    expect(idParam(withParams({ id: '007' }))).toBe(7)
    expect(idParam(withParams({ id: '999999999999999' }))).toBe(999_999_999_999_999)
    expect(idParam(withParams({ bid: '42' }), 'bid')).toBe(42)
  })

  it.each(['0', '-3', '1e3', '0x1A', '12.5', '12abc', 'abc12', ' 12', '1234567890123456', ''])('refuses %j with a 400 naming the parameter', (raw) => {
    expect(() => idParam(withParams({ id: raw }))).toThrow(expect.objectContaining({ status: 400, message: `Invalid id: ${raw}` }))
  })

  it('names a missing parameter and quotes at most 40 characters of a long one', () => {
    expect(() => idParam(withParams({}), 'bid')).toThrow('Invalid bid: undefined')
    expect(() => idParam(withParams({ id: 'x'.repeat(100) }))).toThrow(expect.objectContaining({ message: `Invalid id: ${'x'.repeat(40)}` }))
  })
})

import { describe, expect, it } from 'vitest'
import { decodeUser } from './session'

function encode (value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

describe('decodeUser', () => {
  it('reads data from an unverified JWT payload, including non-ASCII text', () => {
    const token = `${encode({ alg: 'RS256' })}.${encode({ status: 'success', data: { id: 7, email: 'jürgen@juice.shop.test', role: 'accounting', deluxeToken: '', lastLoginIp: '10.0.0.1', profileImage: 'x.png' } })}.sig`
    expect(decodeUser(token)).toEqual({ id: 7, email: 'jürgen@juice.shop.test', role: 'accounting', deluxeToken: '', lastLoginIp: '10.0.0.1', profileImage: 'x.png' })
  })

  it('returns null for garbage', () => {
    expect(decodeUser('not-a-token')).toBeNull()
    expect(decodeUser(`a.${encode('x')}.c`)).toBeNull()
    expect(decodeUser(null)).toBeNull()
    expect(decodeUser('')).toBeNull()
    expect(decodeUser(`a.${encode({ data: 5 })}.c`)).toBeNull()
    expect(decodeUser(`a.${encode({ data: null })}.c`)).toBeNull()
    // A payload that is no Base64 or no JSON.
    expect(decodeUser('a.!!!.c')).toBeNull()
    expect(decodeUser(`a.${btoa('{"data":')}.c`)).toBeNull()
  })

  it('reads a token without a signature part', () => {
    expect(decodeUser(`${encode({ alg: 'none' })}.${encode({ data: { id: 3, email: 'bender@juice.shop.test', role: 'customer' } })}`))
      .toMatchObject({ id: 3, email: 'bender@juice.shop.test', role: 'customer' })
  })

  it('fills what the payload leaves out with empty texts', () => {
    expect(decodeUser(`a.${encode({ data: { id: '9' } })}.c`)).toEqual({ id: 9, email: '', role: '', deluxeToken: '', lastLoginIp: '', profileImage: '' })
  })

  it('reads the URL-safe alphabet and padding of Base64url', () => {
    // In plain Base64 these payloads hold "/" and "+", which Base64url writes as "_" and "-".
    const slash = encode({ data: { id: 1, email: '???@a', role: '>>>' } })
    const plus = encode({ data: { id: 1, email: '~~~@a', role: 'x' } })
    expect(slash).toMatch(/_/)
    expect(plus).toMatch(/-/)
    expect(decodeUser(`a.${slash}.c`)).toMatchObject({ email: '???@a', role: '>>>' })
    expect(decodeUser(`a.${plus}.c`)).toMatchObject({ email: '~~~@a' })
  })
})

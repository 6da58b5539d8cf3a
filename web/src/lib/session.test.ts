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
  })
})

import { describe, expect, it } from 'vitest'
import { deluxeTokenFor } from './deluxe.js'
import { derivedOauthPassword, hashAnswer, hashPassword } from './passwords.js'

describe('password and answer hashes', () => {
  it('stores passwords as plain unsalted MD5 (planted)', () => {
    expect(hashPassword('qwerty123')).toBe('3fc0a7acf087f549ac2b266baf94b8b1')
  })

  it('keys security answers and ignores their letter case and surrounding spaces', () => {
    const rex = '2aa5a969e071d97329b99514ff01f378dd64b97be4eb519451171e8c87214788'
    expect(hashAnswer('k', 'rex')).toBe(rex)
    expect(hashAnswer('k', '  REX ')).toBe(rex)
    expect(hashAnswer('other key', 'rex')).not.toBe(rex)
  })

  it('derives the third-party sign-in password from the e-mail in any letter case', () => {
    expect(derivedOauthPassword('jo@juice.shop.test')).toBe('246e26ff1fe81692')
    expect(derivedOauthPassword('Jo@Juice.Shop.test')).toBe('246e26ff1fe81692')
  })
})

describe('deluxeTokenFor', () => {
  it('is a 256-bit hex token that differs per e-mail and per key, so it cannot be carried over', () => {
    const token = deluxeTokenFor('jo@juice.shop.test', 'k')
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(deluxeTokenFor('jo@juice.shop.test', 'k')).toBe(token)
    expect(deluxeTokenFor('ann@juice.shop.test', 'k')).not.toBe(token)
    expect(deluxeTokenFor('jo@juice.shop.test', 'other key')).not.toBe(token)
  })
})

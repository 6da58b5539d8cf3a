import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { accountIn } from '../../test-support/shop-customers.js'
import { authenticationDetails, findUser, recordLoginIp, securityQuestionOf, whoAmI, whoAmIFields } from './users.js'

const refusal = (message: string) => expect.objectContaining({ kind: 'invalid', message })

describe('whoAmIFields', () => {
  it('answers the default fields when none are asked for', () => {
    expect(whoAmIFields(undefined)).toEqual(['id', 'email', 'lastLoginIp', 'profileImage'])
  })

  it('trims the names, skips empty ones and lists each once', () => {
    expect(whoAmIFields(' email , username,,email ')).toEqual(['email', 'username'])
  })

  // Planted (passwordHashLeakChallenge): every column of the row may be asked for, the hash included.
  it('takes every column of the user row', () => {
    const columns = ['id', 'username', 'email', 'password', 'role', 'deluxeToken', 'lastLoginIp', 'lastLoginTime', 'profileImage', 'totpSecret', 'isActive', 'isOAuth', 'createdAt', 'updatedAt', 'deletedAt']
    expect(whoAmIFields(columns.join(','))).toEqual(columns)
  })

  it.each([
    ['id,secret,token', 'Unknown field: secret, token'],
    [',', 'Unknown field: (none given)'],
    ['', 'Unknown field: (none given)'],
    ['Email', 'Unknown field: Email']
  ])('refuses "%s"', (raw, message) => {
    expect(() => whoAmIFields(raw)).toThrow(refusal(message))
  })
})

describe('account look-ups', () => {
  const t = createTestShop()
  const shop = t.shop.registry.get()

  it('tells nobody anything without a live account', () => {
    expect(whoAmI(shop, undefined)).toEqual({})
    expect(whoAmI(shop, 987_654)).toEqual({})
  })

  it('answers exactly the asked fields of the caller’s row', () => {
    const user = accountIn(shop)
    expect(whoAmI(shop, user.id, ['email', 'role'])).toEqual({ email: user.email, role: 'customer' })
  })

  it('keeps a login address of 200 characters, refuses 201, and drops the IPv4-mapped prefix', () => {
    const { id } = accountIn(shop)
    expect(recordLoginIp(shop, id, 'a'.repeat(200))).toBe('a'.repeat(200))
    expect(() => recordLoginIp(shop, id, 'a'.repeat(201))).toThrow(refusal('Address too long'))
    expect(recordLoginIp(shop, id, '::ffff:10.0.0.7')).toBe('10.0.0.7')
    expect(recordLoginIp(shop, id, '1::ffff:10.0.0.7')).toBe('1::ffff:10.0.0.7')
    expect(shop.repos.users.findById(id)?.lastLoginIp).toBe('1::ffff:10.0.0.7')
  })

  it('finds no security question for an empty or unknown e-mail', () => {
    expect(securityQuestionOf(shop, '')).toBeUndefined()
    expect(securityQuestionOf(shop, 'nobody@nowhere.test')).toBeUndefined()
    expect(securityQuestionOf(shop, t.email('oskar.lindqvist'))?.question).toBe('Name of your first pet?')
  })

  it('names a missing user', () => {
    expect(() => findUser(shop, 987_654)).toThrow(expect.objectContaining({ kind: 'not-found', message: 'User not found' }))
  })

  it('shows the administration who has two-factor sign-in, without any secret', () => {
    const plain = accountIn(shop)
    const guarded = accountIn(shop)
    shop.repos.users.setTotpSecret(guarded.id, 'JURUOXHWFVJGWGBSHUSPSBXKBCP7WZKN')
    const details = authenticationDetails(shop)
    expect(details.find(u => u.id === plain.id)).toMatchObject({ email: plain.email, totpEnabled: false })
    expect(details.find(u => u.id === guarded.id)).toMatchObject({ email: guarded.email, totpEnabled: true })
    expect(details.find(u => u.id === guarded.id)).not.toHaveProperty('totpSecret')
  })
})

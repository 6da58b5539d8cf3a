import { describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import type { DomainEventMap } from '../../challenges/mechanisms/domain-events.js'
import { createTestShop } from '../../test-support/test-shop.js'
import { hashPassword } from './passwords.js'
import { login, type LoginResult } from './login.js'

const t = createTestShop()
const shop = t.shop.registry.get()
const PASSWORD = 'Orange-Peel-42'
const CLIENT = '127.0.0.1'

const logins: Array<DomainEventMap['login.succeeded']> = []
shop.events.on('login.succeeded', e => { logins.push(e) })
const lastLogin = () => logins[logins.length - 1]!

let counter = 0
const account = (totpSecret = '') => {
  const user = shop.repos.users.insert({ email: `login${Date.now()}${counter++}@example.test`, password: hashPassword(PASSWORD), role: 'customer' })
  if (totpSecret !== '') shop.repos.users.setTotpSecret(user.id, totpSecret)
  return user
}

const COLUMNS = ['id', 'username', 'email', 'password', 'role', 'deluxeToken', 'lastLoginIp', 'lastLoginTime', 'profileImage', 'totpSecret', 'isActive', 'isOAuth', 'createdAt', 'updatedAt', 'deletedAt'] as const
const PLAIN_ROW: Record<(typeof COLUMNS)[number], string> = {
  id: '9999', username: "'ghost'", email: "'ghost@example.test'", password: "'x'", role: "'customer'", deluxeToken: "''", lastLoginIp: "'1.2.3.4'",
  lastLoginTime: 'NULL', profileImage: "''", totpSecret: "''", isActive: '1', isOAuth: '0', createdAt: "''", updatedAt: "''", deletedAt: 'NULL'
}
/** An e-mail that makes the login statement answer one UNION row: the plain row with `columns` (SQL expressions) changed. */
const unionRow = (columns: Partial<typeof PLAIN_ROW>): string =>
  `' UNION SELECT ${COLUMNS.map(name => columns[name] ?? PLAIN_ROW[name]).join(',')}--`

const tokenData = (result: unknown): Record<string, unknown> =>
  (decodeJwt((result as LoginResult).authentication.token) as { data: Record<string, unknown> }).data

describe('login', () => {
  it('logs a real account in by password, with its basket and a login record', async () => {
    const user = account()
    const result = await login(shop, user.email, PASSWORD, { client: CLIENT }) as LoginResult
    expect(result.authentication).toMatchObject({ umail: user.email, bid: shop.repos.baskets.forUser(user.id).id })
    expect(lastLogin()).toMatchObject({ how: 'password', passwordMatched: true, existing: true, submittedEmail: user.email })
    expect(shop.repos.users.findById(user.id)?.lastLoginTime).toBeTypeOf('number')
  })

  it('marks an account first reached by third-party sign-in, and only then', async () => {
    const user = account()
    await login(shop, user.email, PASSWORD, { oauth: true, client: CLIENT })
    expect(lastLogin()).toMatchObject({ how: 'oauth', existing: true })
    expect(shop.repos.users.findById(user.id)?.isOAuth).toBe(1)
    await login(shop, user.email, PASSWORD, { client: CLIENT })
    expect(lastLogin().how).toBe('password')
  })

  it('counts the right password behind a comment as an injection', async () => {
    const user = account()
    await login(shop, `${user.email}'--`, PASSWORD, { client: CLIENT })
    expect(lastLogin()).toMatchObject({ how: 'injection', passwordMatched: true, existing: true })
    await login(shop, `${user.email}'--`, 'wrong', { oauth: true, client: CLIENT })
    expect(lastLogin()).toMatchObject({ how: 'injection', passwordMatched: false })
  })

  it('fails an e-mail that breaks the statement as an error of the login query (which the shop shows verbatim)', async () => {
    await expect(login(shop, "'", PASSWORD, { client: CLIENT })).rejects.toMatchObject({ source: 'login', statement: expect.stringContaining("WHERE email = '''") })
  })

  it('asks for the second factor instead of logging a 2FA account in', async () => {
    const user = account('JURUOXHWFVJGWGBSHUSPSBXKBCP7WZKN')
    const before = logins.length
    expect(await login(shop, user.email, PASSWORD, { client: CLIENT })).toMatchObject({ status: 'totp_token_required', data: { tmpToken: expect.any(String) } })
    expect(logins).toHaveLength(before)
  })
})

describe('login through an injected UNION row', () => {
  it('gives a made-up row a token but no basket and no login record', async () => {
    const result = await login(shop, unionRow({ id: '987654' }), 'x', { client: CLIENT }) as LoginResult
    expect(result.authentication).toMatchObject({ bid: null, umail: 'ghost@example.test' })
    expect(lastLogin()).toMatchObject({ how: 'injection', passwordMatched: false, existing: false })
  })

  it('does not count a row that borrows a real id under another e-mail as that account', async () => {
    const victim = account()
    const result = await login(shop, unionRow({ id: String(victim.id), email: "'someone.else@example.test'" }), 'x', { client: CLIENT }) as LoginResult
    expect(result.authentication.bid).toBeNull()
    expect(lastLogin().existing).toBe(false)
    expect(shop.repos.users.findById(victim.id)?.lastLoginTime).toBeNull()
  })

  it('turns numeric columns into text and missing ones into empty text', async () => {
    expect(tokenData(await login(shop, unionRow({ deluxeToken: 'NULL', lastLoginIp: '127' }), 'x', { client: CLIENT })))
      .toMatchObject({ id: 9999, email: 'ghost@example.test', deluxeToken: '', lastLoginIp: '127' })
    expect(tokenData(await login(shop, unionRow({ deluxeToken: '42', lastLoginIp: "'10.0.0.1'" }), 'x', { client: CLIENT })))
      .toMatchObject({ deluxeToken: '42', lastLoginIp: '10.0.0.1' })
  })

  it.each([
    ['a text id', { id: "'abc'" }, { id: 0 }],
    ['a fractional id', { id: '1.5' }, { id: 0 }],
    ['no role', { role: 'NULL' }, { role: 'customer' }],
    ['an empty role', { role: "''" }, { role: 'customer' }],
    ['a numeric name', { username: '7' }, { username: '7' }],
    ['a login time', { lastLoginTime: '1700000000' }, { lastLoginTime: 1700000000 }],
    ['a login time as text', { lastLoginTime: "'yesterday'" }, { lastLoginTime: null }],
    ['no flags', { isActive: 'NULL', isOAuth: 'NULL' }, { isActive: 1, isOAuth: 0 }],
    ['set flags', { isActive: '0', isOAuth: '1' }, { isActive: 0, isOAuth: 1 }],
    ['a deletion date', { deletedAt: "'2024-01-01'" }, { deletedAt: '2024-01-01' }],
    ['no deletion date', {}, { deletedAt: null }]
  ] as const)('reads a row with %s as a user', async (_name, columns, expected) => {
    await login(shop, unionRow(columns), 'x', { client: CLIENT })
    expect(lastLogin().user).toMatchObject(expected)
  })

  it('refuses a row without an e-mail', async () => {
    await expect(login(shop, unionRow({ email: "''" }), 'x', { client: CLIENT })).rejects.toEqual(expect.objectContaining({ kind: 'unauthenticated', message: 'Invalid email or password.' }))
  })
})

import { describe, expect, it } from 'vitest'
import { familyHarness } from '../../test-support/family-harness.js'
import { loginInjectionFamily } from './login-injection.js'
import { accountsExploits } from '../../test-support/exploits/accounts.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'

const t = createExploitShop()

describe('loginAdminSqliChallenge', () => {
  it('is not solved by the admin logging in with the real password', async () => {
    await t.login(t.email('admin'), 'qwerty123')
    expect(await t.solved('loginAdminSqliChallenge')).toBe(false)
  })

  it("is solved when ' OR 1=1-- logs the player in as the admin", async () => {
    await accountsExploits.loginAdminSqliChallenge(t)
    expect(await t.solved('loginAdminSqliChallenge')).toBe(true)
  })
})

describe('loginCustomerSqliChallenge', () => {
  it("follows Oskar's reviews to his address and cuts his password check off", async () => {
    expect((await t.api.post('/rest/user/login').send({ email: t.email('oskar.lindqvist'), password: 'guess' })).status).toBe(401)
    expect(await t.solved('loginCustomerSqliChallenge')).toBe(false)
    await accountsExploits.loginCustomerSqliChallenge(t)
    expect(await t.solved('loginCustomerSqliChallenge')).toBe(true)
  })
})

describe('ghostLoginChallenge', () => {
  it('cannot log in to the closed account with its password', async () => {
    const res = await t.api.post('/rest/user/login').send({ email: t.email('walter.price'), password: 'Farewell-Parcel-Tape-90' })
    expect(res.status).toBe(401)
  })

  it("follows Walter's farewell review and logs in past the soft-delete check", async () => {
    await accountsExploits.ghostLoginChallenge(t)
    expect(await t.solved('ghostLoginChallenge')).toBe(true)
  })
})

describe('phantomAccountantChallenge', () => {
  const customerRow = "' UNION SELECT 9999,'auditor','auditor@juice.shop.test','x','customer','','127.0.0.1',NULL,'','',1,0,'','',NULL--"

  it('logs a made-up row in cleanly, with no basket and no new rows', async () => {
    const db = t.shop.registry.get().db
    const count = (table: string): number => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n
    const before = { users: count('Users'), baskets: count('Baskets') }

    const customer = await t.api.post('/rest/user/login').send({ email: customerRow, password: 'x' })
    expect(customer.status).toBe(200)
    expect(customer.body.authentication.bid).toBeNull()
    expect(await t.solved('phantomAccountantChallenge')).toBe(false)

    await accountsExploits.phantomAccountantChallenge(t)
    expect({ users: count('Users'), baskets: count('Baskets') }).toEqual(before)
    expect(await t.solved('phantomAccountantChallenge')).toBe(true)
  })

  it('answers 401, not 500, for a UNION row without an e-mail', async () => {
    const res = await t.api.post('/rest/user/login')
      .send({ email: "' UNION SELECT NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL--", password: 'x' })
    expect(res.status).toBe(401)
  })
})

describe('changePasswordNoCurrentChallenge', () => {
  it("logs in as Mateo by injection and changes his password without the current one, then hands it back", async () => {
    const { token } = (await t.api.post('/rest/user/login').send({ email: `${t.email('mateo.rossi')}'--`, password: 'x' })).body.authentication as { token: string }
    const auth = { Authorization: `Bearer ${token}` }
    expect((await t.api.get('/rest/user/change-password').set(auth).query({ current: 'guess', new: 'Taken-Over-1', repeat: 'Taken-Over-1' })).status).toBe(401)
    expect((await t.api.get('/rest/user/change-password').set(auth).query({ current: '', new: 'Taken-Over-1', repeat: 'Taken-Over-1' })).status).toBe(400)
    expect(await t.solved('changePasswordNoCurrentChallenge')).toBe(false)

    await accountsExploits.changePasswordNoCurrentChallenge(t)
    expect(await t.solved('changePasswordNoCurrentChallenge')).toBe(true)
    await t.login(t.email('mateo.rossi'), 'Limoncello-Vespa-Piazza-8')
  })
})

describe('login-injection rules', () => {
  const row = (email: string, extra: Record<string, unknown> = {}) => ({ email, role: 'customer', deletedAt: null, ...extra }) as never
  const solvedBy = (payload: Record<string, unknown>): string[] => {
    const h = familyHarness(loginInjectionFamily)
    h.emit('login.succeeded', { how: 'injection', passwordMatched: false, submittedEmail: "' OR 1=1--", ...payload } as never)
    return h.solved
  }
  const changed = (email: string, hadCurrent: boolean): string[] => {
    const h = familyHarness(loginInjectionFamily)
    h.emit('password.changed', { user: row(email), hadCurrent })
    return h.solved
  }

  it('names the cast member whose password check was cut off, in any letter case', () => {
    expect(solvedBy({ user: row('Admin@Juice.Shop.Test') })).toEqual(['loginAdminSqliChallenge'])
    expect(solvedBy({ user: row('oskar.lindqvist@juice.shop.test') })).toEqual(['loginCustomerSqliChallenge'])
    expect(solvedBy({ user: row('admin@juice.shop.test'), passwordMatched: true })).toEqual([])
    expect(solvedBy({ user: row('oskar.lindqvist@juice.shop.test'), passwordMatched: true })).toEqual([])
    expect(solvedBy({ user: row('admin@other.test') })).toEqual([])
  })

  it('tells a closed account and a made-up auditor from ordinary rows', () => {
    const closed = row('walter.price@juice.shop.test', { deletedAt: '2024-01-01' })
    expect(solvedBy({ user: closed, existing: true })).toEqual(['ghostLoginChallenge'])
    expect(solvedBy({ user: closed })).toEqual([])
    expect(solvedBy({ user: row('walter.price@juice.shop.test'), existing: true })).toEqual([])
    const auditor = row('Auditor@juice.shop.test', { role: 'accounting' })
    expect(solvedBy({ user: auditor, existing: false })).toEqual(['phantomAccountantChallenge'])
    expect(solvedBy({ user: auditor, existing: true })).toEqual([])
    expect(solvedBy({ user: auditor })).toEqual([])
    expect(solvedBy({ user: row('auditor@juice.shop.test'), existing: false })).toEqual([])
    expect(solvedBy({ user: row('someone@juice.shop.test', { role: 'accounting' }), existing: false })).toEqual([])
  })

  it("counts only Mateo's password changed without the current one", () => {
    expect(changed('Mateo.Rossi@juice.shop.test', false)).toEqual(['changePasswordNoCurrentChallenge'])
    expect(changed('mateo.rossi@juice.shop.test', true)).toEqual([])
    expect(changed('oskar.lindqvist@juice.shop.test', false)).toEqual([])
  })
})

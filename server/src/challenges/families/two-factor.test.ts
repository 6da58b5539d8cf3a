import { beforeAll, describe, expect, it } from 'vitest'
import { familyHarness } from '../../test-support/family-harness.js'
import { twoFactorFamily } from './two-factor.js'
import { accountsExploits } from '../../test-support/exploits/accounts.js'
import { totpCode as codeFor } from '../../test-support/exploits/accounts-session.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'

const t = createExploitShop()
// What the search injection reads from Users.totpSecret (seeded in data/users.yml).
const INGRID_SECRET = 'JURUOXHWFVJGWGBSHUSPSBXKBCP7WZKN'

describe('twoFactorSecretChallenge', () => {
  let tmpToken = ''
  beforeAll(async () => {
    const res = await t.api.post('/rest/user/login').send({ email: `${t.email('ingrid.berg')}'--`, password: 'x' })
    expect(res.body.status).toBe('totp_token_required')
    tmpToken = res.body.data.tmpToken
  })

  it('refuses a wrong or five-digit code', async () => {
    expect((await t.api.post('/rest/2fa/verify').send({ tmpToken, totpToken: '12345' })).status).toBe(400)
    const wrong = codeFor(INGRID_SECRET) === '000000' ? '111111' : '000000'
    expect((await t.api.post('/rest/2fa/verify').send({ tmpToken, totpToken: wrong })).status).toBe(401)
    expect(await t.solved('twoFactorSecretChallenge')).toBe(false)
  })

  it('is solved when the secret read through the search yields Ingrid\'s second factor', async () => {
    await accountsExploits.twoFactorSecretChallenge(t)
    expect(await t.solved('twoFactorSecretChallenge')).toBe(true)
  })

  it('refuses the same code a second time', async () => {
    const res = await t.api.post('/rest/2fa/verify').send({ tmpToken, totpToken: codeFor(INGRID_SECRET) })
    expect(res.status).toBe(401)
  })
})

describe('twoFactorHalfwayChallenge', () => {
  it('stays unsolved while the pending token is only used where it belongs', async () => {
    const res = await t.api.post('/rest/user/login').send({ email: t.email('ingrid.berg'), password: 'Nordlys-Kanelbulle-512' })
    expect(res.body.status).toBe('totp_token_required')
    expect(res.body.authentication).toBeUndefined()
    expect(await t.solved('twoFactorHalfwayChallenge')).toBe(false)
  })

  it('is solved when another endpoint accepts the pending token as a bearer token', async () => {
    await accountsExploits.twoFactorHalfwayChallenge(t)
    expect(await t.solved('twoFactorHalfwayChallenge')).toBe(true)
  })
})

describe('two-factor setup and disable', () => {
  let token = ''
  const email = t.email('two.factor')
  beforeAll(async () => {
    await t.api.post('/api/Users/').send({ email, password: 'Second-Step1', passwordRepeat: 'Second-Step1' })
    token = (await t.login(email, 'Second-Step1')).token
  })
  const auth = () => ({ Authorization: `Bearer ${token}` })

  it('sets up with password, setup token and a first code; then login needs the second factor; disable turns it off', async () => {
    const status = await t.api.get('/rest/2fa/status').set(auth())
    expect(status.body).toMatchObject({ setup: false, email })
    const { secret, setupToken } = status.body

    expect((await t.api.post('/rest/2fa/setup').set(auth()).send({ password: 'wrong', setupToken, initialToken: codeFor(secret) })).status).toBe(401)
    expect((await t.api.post('/rest/2fa/setup').set(auth()).send({ password: 'Second-Step1', setupToken, initialToken: '12345' })).status).toBe(400)
    expect((await t.api.post('/rest/2fa/setup').set(auth()).send({ password: 'Second-Step1', setupToken: 'forged', initialToken: codeFor(secret) })).status).toBe(400)
    expect((await t.api.get('/rest/2fa/status').set(auth())).body.setup).toBe(false)

    const done = await t.api.post('/rest/2fa/setup').set(auth()).send({ password: 'Second-Step1', setupToken, initialToken: codeFor(secret) })
    expect(done.status).toBe(200)
    expect((await t.api.get('/rest/2fa/status').set(auth())).body).toEqual({ setup: true, email })

    const login = await t.api.post('/rest/user/login').send({ email, password: 'Second-Step1' })
    expect(login.body.status).toBe('totp_token_required')
    const verified = await t.api.post('/rest/2fa/verify').send({ tmpToken: login.body.data.tmpToken, totpToken: codeFor(secret, 1) })
    expect(verified.status).toBe(200)

    expect((await t.api.post('/rest/2fa/disable').set(auth()).send({ password: 'wrong' })).status).toBe(401)
    expect((await t.api.post('/rest/2fa/disable').set(auth()).send({ password: 'Second-Step1' })).status).toBe(200)
    expect((await t.login(email, 'Second-Step1')).token).toBeTruthy()
  })

  it('refuses anonymous status and a verify without a pending token', async () => {
    expect((await t.api.get('/rest/2fa/status')).status).toBe(401)
    expect((await t.api.post('/rest/2fa/verify').send({ tmpToken: token, totpToken: '123456' })).status).toBe(401)
    expect((await t.api.post('/rest/2fa/verify').send({})).status).toBe(400)
  })
})

describe('two-factor rules', () => {
  it("counts Ingrid's second factor passed", () => {
    const login = (email: string, how: string): string[] => {
      const h = familyHarness(twoFactorFamily)
      h.emit('login.succeeded', { user: { email }, how, passwordMatched: true, submittedEmail: email } as never)
      return h.solved
    }
    expect(login('ingrid.berg@juice.shop.test', '2fa')).toEqual(['twoFactorSecretChallenge'])
    expect(login('ingrid.berg@juice.shop.test', 'password')).toEqual([])
    expect(login('admin@juice.shop.test', '2fa')).toEqual([])
  })

  it('counts a half-way token that did a full token’s work, anywhere but the verify step', () => {
    const used = (acceptedAs: string, path: string, status: number): string[] => {
      const h = familyHarness(twoFactorFamily)
      h.respond({ path, auth: { user: { id: 1 }, acceptedAs } as never }, status)
      return h.solved
    }
    expect(used('2fa-pending', '/rest/basket/1', 200)).toEqual(['twoFactorHalfwayChallenge'])
    expect(used('2fa-pending', '/rest/basket/1', 399)).toEqual(['twoFactorHalfwayChallenge'])
    expect(used('2fa-pending', '/rest/basket/1', 400)).toEqual([])
    expect(used('2fa-pending', '/rest/2fa/verify', 200)).toEqual([])
    expect(used('2fa-pending', '/REST/2FA/VERIFY/', 200)).toEqual([])
    expect(used('2fa-pending', '/x/rest/2fa/verify', 200)).toEqual(['twoFactorHalfwayChallenge'])
    expect(used('2fa-pending', '/rest/2fa/verify/x', 200)).toEqual(['twoFactorHalfwayChallenge'])
    expect(used('rs256', '/rest/basket/1', 200)).toEqual([])
  })

  it('passes over a request without a token quietly', () => {
    const h = familyHarness(twoFactorFamily)
    h.respond({ path: '/rest/basket/1', auth: null }, 200)
    expect(h.solved).toEqual([])
    expect(h.errors).toEqual([])
  })
})

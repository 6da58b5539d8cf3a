import { describe, expect, it } from 'vitest'
import { familyHarness } from '../../test-support/family-harness.js'
import { accountDisclosureFamily } from './account-disclosure.js'
import { decodeJwt } from 'jose'
import { accountsExploits } from '../../test-support/exploits/accounts.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'

const t = createExploitShop()

describe('whoami', () => {
  it('answers the default fields, and 400 for unknown fields or a bad callback name', async () => {
    const { token } = await t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    const auth = { Authorization: `Bearer ${token}` }
    const res = await t.api.get('/rest/user/whoami').set(auth)
    expect(Object.keys(res.body.user).sort()).toEqual(['email', 'id', 'lastLoginIp', 'profileImage'])
    expect((await t.api.get('/rest/user/whoami?fields=id,secret').set(auth)).status).toBe(400)
    expect((await t.api.get('/rest/user/whoami?fields=,').set(auth)).status).toBe(400)
    const bad = await t.api.get('/rest/user/whoami?callback=alert(1)').set(auth)
    expect(bad.status).toBe(400)
    expect(bad.body.error ?? bad.body.errors).toBeTruthy()
    expect(await t.solved('passwordHashLeakChallenge')).toBe(false)
    expect(await t.solved('jsonpEmailLeakChallenge')).toBe(false)
  })

  it('passwordHashLeakChallenge: lists the password hash when asked for it', async () => {
    await accountsExploits.passwordHashLeakChallenge(t)
    expect(await t.solved('passwordHashLeakChallenge')).toBe(true)
  })

  it('jsonpEmailLeakChallenge: answers a callback request for the token cookie', async () => {
    const { token } = await t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    const bearer = await t.api.get('/rest/user/whoami?callback=steal').set('Authorization', `Bearer ${token}`)
    expect(bearer.text).toContain('steal(')
    expect(await t.solved('jsonpEmailLeakChallenge')).toBe(false)

    await accountsExploits.jsonpEmailLeakChallenge(t)
    expect(await t.solved('jsonpEmailLeakChallenge')).toBe(true)
    expect((await t.api.get('/rest/user/whoami?callback=steal').set('Cookie', `token=${token}`)).headers['content-type']).toMatch(/javascript/)
  })

  it('never reads the cookie on other API calls', async () => {
    const { token } = await t.login(t.email('admin'), 'qwerty123')
    expect((await t.api.get('/api/Users').set('Cookie', `token=${token}`)).status).toBe(401)
  })
})

describe('lastLoginIpXssChallenge', () => {
  it('stores the real address normally, and refuses an over-long header', async () => {
    const { token } = await t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    const res = await t.api.get('/rest/saveLoginIp').set('Authorization', `Bearer ${token}`)
    expect(res.status).toBe(200)
    expect(res.body.lastLoginIp).toMatch(/127\.0\.0\.1|::1/)
    expect((await t.api.get('/rest/saveLoginIp').set('Authorization', `Bearer ${token}`).set('True-Client-IP', 'x'.repeat(201))).status).toBe(400)
    expect((await t.api.get('/rest/saveLoginIp')).status).toBe(401)
    expect(await t.solved('lastLoginIpXssChallenge')).toBe(false)
  })

  it('stores active markup from True-Client-IP', async () => {
    await accountsExploits.lastLoginIpXssChallenge(t)
    expect(await t.solved('lastLoginIpXssChallenge')).toBe(true)
  })

  it('hands the stored header to the page in the next token', async () => {
    const payload = '<b>10.0.0.1</b>'
    const first = await t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    await t.api.get('/rest/saveLoginIp').set('Authorization', `Bearer ${first.token}`).set('True-Client-IP', payload)
    const next = await t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    expect((decodeJwt(next.token) as { data: { lastLoginIp: string } }).data.lastLoginIp).toBe(payload)
  })
})

describe('account-disclosure rules', () => {
  const solvedBy = (request: Record<string, unknown>, status: number, body: unknown): string[] => {
    const h = familyHarness(accountDisclosureFamily)
    h.respond(request, status, body)
    expect(h.errors, 'a malformed answer must not break the detector').toEqual([])
    return h.solved
  }
  const whoami = '/rest/user/whoami'

  it('needs a whoami answer that carries the password column', () => {
    expect(solvedBy({ path: whoami }, 200, { user: { id: 1, password: 'x' } })).toEqual(['passwordHashLeakChallenge'])
    expect(solvedBy({ path: whoami }, 200, { user: { id: 1, email: 'a' } })).toEqual([])
    expect(solvedBy({ path: whoami }, 200, { user: null })).toEqual([])
    expect(solvedBy({ path: whoami }, 200, {})).toEqual([])
    expect(solvedBy({ path: whoami }, 200, { user: 'password' })).toEqual([])
    expect(solvedBy({ path: whoami }, 200, null)).toEqual([])
    expect(solvedBy({ path: whoami }, 403, { user: { password: 'x' } })).toEqual([])
    expect(solvedBy({ path: '/rest/user/whoami2' }, 200, { user: { password: 'x' } })).toEqual([])
  })

  it('needs JSONP read with the cookie session', () => {
    const cookie = { user: { id: 1 }, via: 'cookie' }
    expect(solvedBy({ path: whoami, query: { callback: 'steal' }, auth: cookie }, 200, {})).toEqual(['jsonpEmailLeakChallenge'])
    expect(solvedBy({ path: whoami, query: { callback: 'steal' }, auth: { ...cookie, via: 'bearer' } }, 200, {})).toEqual([])
    expect(solvedBy({ path: whoami, query: { callback: ['a', 'b'] }, auth: cookie }, 200, {})).toEqual([])
    expect(solvedBy({ path: whoami, query: {}, auth: cookie }, 200, {})).toEqual([])
    expect(solvedBy({ path: whoami, query: { callback: 'steal' } }, 200, {})).toEqual([])
    expect(solvedBy({ path: whoami, query: { callback: 'steal' }, auth: cookie }, 401, {})).toEqual([])
  })

  it('needs active markup stored as the last login address', () => {
    const path = '/rest/saveLoginIp'
    expect(solvedBy({ path }, 200, { lastLoginIp: '<script>alert(1)</script>' })).toEqual(['lastLoginIpXssChallenge'])
    expect(solvedBy({ path }, 200, { lastLoginIp: '<img src=x onerror=alert(1)>' })).toEqual(['lastLoginIpXssChallenge'])
    // HTML allows white space around an attribute's "=", and browsers skip it.
    expect(solvedBy({ path }, 200, { lastLoginIp: '<img src=x onerror =alert(1)>' })).toEqual(['lastLoginIpXssChallenge'])
    expect(solvedBy({ path }, 200, { lastLoginIp: '10.0.0.7' })).toEqual([])
    expect(solvedBy({ path }, 200, { lastLoginIp: ['<script>'] })).toEqual([])
    expect(solvedBy({ path }, 200, null)).toEqual([])
    expect(solvedBy({ path }, 400, { lastLoginIp: '<script>' })).toEqual([])
    expect(solvedBy({ path: whoami }, 200, { lastLoginIp: '<script>' })).toEqual([])
  })
})

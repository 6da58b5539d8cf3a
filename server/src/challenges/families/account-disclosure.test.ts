import { describe, expect, it } from 'vitest'
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

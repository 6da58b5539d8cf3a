import { describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import { createTestShop } from '../../test-support/test-shop.js'

const t = createTestShop()

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
    const { token } = await t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    const res = await t.api.get('/rest/user/whoami?fields=id,email,password').set('Authorization', `Bearer ${token}`)
    expect(res.body.user.password).toMatch(/^[0-9a-f]{32}$/)
    expect(await t.solved('passwordHashLeakChallenge')).toBe(true)
  })

  it('jsonpEmailLeakChallenge: answers a callback request for the token cookie', async () => {
    const { token } = await t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    const bearer = await t.api.get('/rest/user/whoami?callback=steal').set('Authorization', `Bearer ${token}`)
    expect(bearer.text).toContain('steal(')
    expect(await t.solved('jsonpEmailLeakChallenge')).toBe(false)

    const res = await t.api.get('/rest/user/whoami?callback=steal').set('Cookie', `token=${token}`)
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.text).toContain(t.email('qa.bot'))
    expect(await t.solved('jsonpEmailLeakChallenge')).toBe(true)
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

  it('stores active markup from True-Client-IP, which the next token carries to the page', async () => {
    const payload = '<iframe src="javascript:alert(`xss`)">'
    const first = await t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    await t.api.get('/rest/saveLoginIp').set('Authorization', `Bearer ${first.token}`).set('True-Client-IP', payload)
    expect(await t.solved('lastLoginIpXssChallenge')).toBe(true)
    const next = await t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    expect((decodeJwt(next.token) as { data: { lastLoginIp: string } }).data.lastLoginIp).toBe(payload)
  })
})

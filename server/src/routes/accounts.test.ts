import { describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import { createTestShop, seeded } from '../test-support/test-shop.js'
import { INVALID_LOGIN } from '../domain/auth/login.js'

const t = createTestShop()

describe('POST /rest/user/login', () => {
  it('issues an RS256 token carrying the user data, a basket id and the e-mail', async () => {
    const res = await t.api.post('/rest/user/login').send({ email: t.email(seeded.qaBot.local), password: seeded.qaBot.password })
    expect(res.status).toBe(200)
    const { token, bid, umail } = res.body.authentication
    expect(umail).toBe(t.email(seeded.qaBot.local))
    expect(typeof bid).toBe('number')
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())
    expect(header.alg).toBe('RS256')
    const payload = decodeJwt(token) as { data: Record<string, unknown> }
    expect(payload.data).toMatchObject({ email: umail, role: 'customer' })
    expect(payload.data).toHaveProperty('deluxeToken')
    expect(payload.data).toHaveProperty('lastLoginIp')
    expect(payload.data).toHaveProperty('profileImage')
    expect(payload.data).not.toHaveProperty('password')
  })

  it('keeps the same basket across logins', async () => {
    const first = await t.login(t.email(seeded.qaBot.local), seeded.qaBot.password)
    const second = await t.login(t.email(seeded.qaBot.local), seeded.qaBot.password)
    expect(second.bid).toBe(first.bid)
  })

  it('rejects a wrong password with 401 and a plain message', async () => {
    const res = await t.api.post('/rest/user/login').send({ email: t.email('admin'), password: 'nope' })
    expect(res.status).toBe(401)
    expect(res.body.error).toBe('Invalid email or password.')
  })

  it('answers 401 to missing credentials and 400 to wrong types and malformed JSON', async () => {
    expect((await t.api.post('/rest/user/login').send({ email: 'x@y.z' })).status).toBe(401)
    expect((await t.api.post('/rest/user/login').send({ email: '', password: 'x' })).status).toBe(401)
    expect((await t.api.post('/rest/user/login').send({ email: 5, password: [] })).status).toBe(400)
    const malformed = await t.api.post('/rest/user/login').set('Content-Type', 'application/json').send('{"email":')
    expect(malformed.status).toBe(400)
  })

  it('refuses an over-long e-mail before it reaches the database', async () => {
    const res = await t.api.post('/rest/user/login').send({ email: 'a'.repeat(300), password: 'x' })
    expect(res.status).toBe(400)
  })

  it('does not let a soft-deleted user log in with the right password', async () => {
    const res = await t.api.post('/rest/user/login').send({ email: t.email(seeded.deleted.local), password: seeded.deleted.password })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ status: 'error', error: INVALID_LOGIN, message: INVALID_LOGIN })
  })
})

describe('GET /rest/user/whoami', () => {
  it('returns the current user', async () => {
    const { token } = await t.login(t.email(seeded.qaBot.local), seeded.qaBot.password)
    const res = await t.api.get('/rest/user/whoami').set('Authorization', `Bearer ${token}`)
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({ email: t.email(seeded.qaBot.local) })
    expect(res.body.user.id).toBeTypeOf('number')
    expect(res.body.user).not.toHaveProperty('password')
  })

  it('returns an empty user for anonymous or forged tokens', async () => {
    expect((await t.api.get('/rest/user/whoami')).body).toEqual({ user: {} })
    const forged = await t.api.get('/rest/user/whoami').set('Authorization', 'Bearer not.a.token')
    expect(forged.status).toBe(200)
    expect(forged.body).toEqual({ user: {} })
  })
})

describe('GET /rest/user/whoami?callback=', () => {
  it('answers as JSONP calling the named function', async () => {
    const res = await t.api.get('/rest/user/whoami').query({ callback: 'shop.got_user$1' })
    expect(res.status).toBe(200)
    expect(res.text).toContain('shop.got_user$1({"user":{}})')
  })

  it('refuses a callback that is not wholly a function name, and says what it must be', async () => {
    // Each ends in a valid name, so only a check of the whole value refuses it.
    for (const callback of ['1abc', 'alert(1);x', '-$y']) {
      const res = await t.api.get('/rest/user/whoami').query({ callback })
      expect(res.status, callback).toBe(400)
      expect(res.body.error).toBe('callback: callback must be a JavaScript function name')
    }
  })
})

describe('GET /rest/user/authentication-details', () => {
  it('lists users without password hashes for an admin', async () => {
    const { token } = await t.login(t.email(seeded.admin.local), seeded.admin.password)
    const res = await t.api.get('/rest/user/authentication-details/').set('Authorization', `Bearer ${token}`)
    expect(res.status).toBe(200)
    expect(res.body.data.length).toBeGreaterThanOrEqual(14)
    expect(res.body.data[0]).not.toHaveProperty('password')
    expect(res.body.data[0]).not.toHaveProperty('totpSecret')
  })

  it('is 401 anonymously and 403 for a customer', async () => {
    expect((await t.api.get('/rest/user/authentication-details/')).status).toBe(401)
    const { token } = await t.login(t.email(seeded.qaBot.local), seeded.qaBot.password)
    expect((await t.api.get('/rest/user/authentication-details/').set('Authorization', `Bearer ${token}`)).status).toBe(403)
  })
})

describe('GET /rest/user/security-question', () => {
  it('finds the question of a known e-mail', async () => {
    const res = await t.api.get('/rest/user/security-question').query({ email: t.email('oskar.lindqvist') })
    expect(res.status).toBe(200)
    expect(res.body.question.question).toBe('Name of your first pet?')
  })

  it('answers an empty object for unknown or missing e-mails', async () => {
    expect((await t.api.get('/rest/user/security-question').query({ email: 'nobody@nowhere.test' })).body).toEqual({})
    expect((await t.api.get('/rest/user/security-question')).body).toEqual({})
    // A repeated parameter is a list, not an e-mail: no question, and no error either.
    const known = encodeURIComponent(t.email('oskar.lindqvist'))
    const twice = await t.api.get(`/rest/user/security-question?email=${known}&email=${known}`)
    expect([twice.status, twice.body]).toEqual([200, {}])
  })
})

describe('GET /rest/saveLoginIp', () => {
  it('records the socket\'s address when no True-Client-IP is given, or an empty one', async () => {
    const { token } = await t.login(t.email(seeded.qaBot.local), seeded.qaBot.password)
    for (const header of [undefined, '']) {
      const request = t.api.get('/rest/saveLoginIp').set('Authorization', `Bearer ${token}`)
      const res = header === undefined ? await request : await request.set('True-Client-IP', header)
      expect(res.status).toBe(200)
      expect(res.body.lastLoginIp).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/)
    }
  })
})

describe('unknown API paths', () => {
  it('answer 404 JSON', async () => {
    const res = await t.api.get('/rest/nothing-here')
    expect(res.status).toBe(404)
    expect(res.body.status).toBe('error')
    expect((await t.api.delete('/api/Nothing/1')).status).toBe(404)
  })
})

import express from 'express'
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import type { VerifiedToken } from '../domain/auth/tokens.js'
import { createTestShop, seeded } from '../test-support/test-shop.js'
import { requireLogin } from './authenticate.js'
import { errorHandler } from './errors.js'

const t = createTestShop()
let token = ''
let bid = 0
beforeAll(async () => { ({ token, bid } = await t.login(t.email(seeded.admin.local), seeded.admin.password)) })

describe('which calls accept the token cookie', () => {
  it('accepts it on whoami, which the cookie-only pages ask', async () => {
    const res = await t.api.get('/rest/user/whoami').set('Cookie', `token=${token}`)
    expect(res.body.user).toMatchObject({ email: t.email(seeded.admin.local) })
  })

  it('refuses it on every other /rest/user/… call, which need the bearer header', async () => {
    const details = '/rest/user/authentication-details/'
    expect((await t.api.get(details).set('Authorization', `Bearer ${token}`)).status).toBe(200)
    expect((await t.api.get(details).set('Cookie', `token=${token}`)).status).toBe(401)
    const change = await t.api.get('/rest/user/change-password').query({ current: seeded.admin.password, new: 'x1y2z3', repeat: 'x1y2z3' }).set('Cookie', `token=${token}`)
    expect(change.status).toBe(401)
    expect((await t.api.post('/rest/user/data-export').send({ format: '1' }).set('Cookie', `token=${token}`)).status).toBe(401)
    // A path that only starts like whoami is no cookie path either.
    expect((await t.api.get('/rest/user/whoamiX').set('Cookie', `token=${token}`)).body).not.toHaveProperty('user.email')
  })

  it('refuses it on the API outside /rest/user too', async () => {
    expect((await t.api.get(`/rest/basket/${bid}`).set('Authorization', `Bearer ${token}`)).status).toBe(200)
    expect((await t.api.get(`/rest/basket/${bid}`).set('Cookie', `token=${token}`)).status).toBe(401)
  })
})

describe('reading the token cookie', () => {
  const whoami = async (cookie: string): Promise<unknown> => {
    const res = await t.api.get('/rest/user/whoami').set('Cookie', cookie)
    expect(res.status, cookie).toBe(200)
    return res.body.user
  }

  it('finds it among other cookies, percent-encoded and with blanks around it', async () => {
    const admin = { email: t.email(seeded.admin.local) }
    expect(await whoami(`language=de; token=${token}; theme=dark`)).toMatchObject(admin)
    expect(await whoami(`token=%20${encodeURIComponent(token)}%20`)).toMatchObject(admin)
    // Browsers write "; " between cookies, other clients ";" alone or more blanks.
    expect(await whoami(`language=de;token=${token}`)).toMatchObject(admin)
    expect(await whoami(`language=de;   token=${token}`)).toMatchObject(admin)
  })

  it('counts on the chat widget\'s path only, not on the chatbot\'s own calls that share its beginning', async () => {
    const status = await t.api.get('/rest/chatbot/status').set('Cookie', `token=${token}`)
    expect(status.body).toMatchObject({ status: false, body: 'Please log in to chat with our support bot.' })
  })

  it('treats a cookie header without a token, an empty one and a broken encoding as no login', async () => {
    for (const cookie of ['language=de; theme=dark', 'token=', 'token=%E0%A4%A', `mytoken=${token}`]) {
      expect(await whoami(cookie), cookie).toEqual({})
    }
  })

  it('prefers the bearer header, and treats a bearer header without a token as none', async () => {
    const bearerOnly = await t.api.get('/rest/user/whoami').set('Authorization', 'Bearer   ').set('Cookie', `token=${token}`)
    expect(bearerOnly.body.user).toMatchObject({ email: t.email(seeded.admin.local) })
    const basic = await t.api.get(`/rest/basket/${bid}`).set('Authorization', `Basic ${token}`)
    expect(basic.status).toBe(401)
  })

  it('reads the bearer token past extra blanks, and no token under another scheme of the same length', async () => {
    expect((await t.api.get(`/rest/basket/${bid}`).set('Authorization', `Bearer   ${token}`)).status).toBe(200)
    expect((await t.api.get(`/rest/basket/${bid}`).set('Authorization', `Digest ${token}`)).status).toBe(401)
  })
})

describe('requireLogin', () => {
  /** A route behind requireLogin, for a request that is logged in as `auth` says. */
  const guarded = (auth: VerifiedToken | null): express.Express => express()
    .use((req, _res, next) => { req.auth = auth; next() })
    .get('/', requireLogin, (_req, res) => { res.send('let through') })
    .use(errorHandler(() => {}))

  it('lets a logged-in request through and answers any other with 401', async () => {
    const auth = { user: { id: 1, email: 'a@shop.test', role: 'customer' } } as unknown as VerifiedToken
    expect((await request(guarded(auth)).get('/')).text).toBe('let through')
    expect((await request(guarded(null)).get('/')).status).toBe(401)
  })
})

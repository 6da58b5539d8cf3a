import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { postLogin } from './login'

// Issue 24, item 3. This web app's login against both servers: this shop and OWASP Juice Shop
// (routes/login.ts, v9 to main in 2026) answer a right password with 2FA due by 401
// `{ status: 'totp_token_required', data: { tmpToken } }`; this shop answered 200 before.
const server = mockShopServer()
const credentials = { email: 'ingrid.berg@juice-sh.op', password: 'Nordlys-Kanelbulle-512' }
const pending = { status: 'totp_token_required', data: { tmpToken: 'pending.jwt.token' } }

describe('postLogin', () => {
  it('goes to the second factor on a 401 with totp_token_required (this shop and the peer\'s server)', async () => {
    server.use(http.post(shopUrl('rest/user/login'), () => HttpResponse.json(pending, { status: 401 })))
    expect(await postLogin(credentials)).toEqual({ kind: 'totp', tmpToken: 'pending.jwt.token' })
  })

  it('reads the same body on a 200, as this shop answered before', async () => {
    server.use(http.post(shopUrl('rest/user/login'), () => HttpResponse.json(pending)))
    expect(await postLogin(credentials)).toEqual({ kind: 'totp', tmpToken: 'pending.jwt.token' })
  })

  it('still fails on a wrong password, with the server\'s message', async () => {
    server.use(http.post(shopUrl('rest/user/login'), () => HttpResponse.text('Invalid email or password.', { status: 401 })))
    await expect(postLogin(credentials)).rejects.toThrow('Invalid email or password.')
  })

  it('returns the authentication of an ordinary login', async () => {
    const authentication = { token: 'full.jwt.token', bid: 4, umail: credentials.email }
    server.use(http.post(shopUrl('rest/user/login'), () => HttpResponse.json({ authentication })))
    expect(await postLogin(credentials)).toEqual({ kind: 'authenticated', authentication })
  })
})

describe('postLogin, answers that are no login', () => {
  const answer = (body: unknown, status: number): void => {
    server.use(http.post(shopUrl('rest/user/login'), () => HttpResponse.json(body as object, { status })))
  }

  it('fails on a 200 that carries neither a session nor a second-factor request', async () => {
    answer({ status: 'success' }, 200)
    await expect(postLogin(credentials)).rejects.toThrow('Login answer carries no authentication')
  })

  it('reads a second-factor request only from a 401, not from another failure', async () => {
    answer(pending, 500)
    await expect(postLogin(credentials)).rejects.toMatchObject({ status: 500 })
  })

  it('fails with the shop\'s 401 when the second-factor request lacks its token, or the body is empty', async () => {
    answer({ status: 'totp_token_required' }, 401)
    const missing = await postLogin(credentials).catch((err: unknown) => err)
    expect(missing).toBeInstanceOf(ApiError)
    expect(missing).toMatchObject({ status: 401 })
    answer({ status: 'totp_token_required', data: { tmpToken: 17 } }, 401)
    await expect(postLogin(credentials)).rejects.toBeInstanceOf(ApiError)
    server.use(http.post(shopUrl('rest/user/login'), () => new HttpResponse(null, { status: 401 })))
    await expect(postLogin(credentials)).rejects.toBeInstanceOf(ApiError)
  })

  it('fails on a 200 whose second-factor request lacks its token', async () => {
    answer({ status: 'totp_token_required', data: {} }, 200)
    await expect(postLogin(credentials)).rejects.toThrow('Login answer carries no authentication')
  })
})

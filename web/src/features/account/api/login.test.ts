import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
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

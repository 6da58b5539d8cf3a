import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { failure, recordCalls } from '@/test-support/recorded-calls'
import { mockShopServer } from '@/test-support/mock-server'
import { fetchProviderEmail, signInWithProviderEmail } from './oauth-sign-in'

const server = mockShopServer()
const USER_INFO = 'https://accounts.example.test/userinfo'

describe('asking the sign-in provider who signed in', () => {
  it('asks for JSON, with the access token and the JSON flag added to the configured address', async () => {
    let seen: { accept: string | null, url: string } | undefined
    server.use(http.get(USER_INFO, ({ request }) => {
      seen = { accept: request.headers.get('Accept'), url: request.url }
      return HttpResponse.json({ email: 'kim@gmail.test' })
    }))
    expect(await fetchProviderEmail(`${USER_INFO}?hl=en`, 'tok-1')).toBe('kim@gmail.test')
    expect(seen).toEqual({ accept: 'application/json', url: `${USER_INFO}?hl=en&alt=json&access_token=tok-1` })
  })

  it('names the provider\'s status when it refuses, and refuses an e-mail that is no text', async () => {
    server.use(http.get(USER_INFO, () => HttpResponse.json({}, { status: 503 })))
    await expect(fetchProviderEmail(USER_INFO, 'tok-2')).rejects.toThrow('The sign-in provider answered 503')
    server.use(http.get(USER_INFO, () => HttpResponse.json({ email: 42 })))
    await expect(fetchProviderEmail(USER_INFO, 'tok-3')).rejects.toThrow('The sign-in provider sent no e-mail address')
  })
})

describe('signing in with the provider\'s e-mail', () => {
  it('stops when the shop refuses the account for another reason than an existing one', async () => {
    recordCalls(server, 'post', 'api/Users/', () => failure(401, { error: 'Not allowed' }))
    const logins = recordCalls(server, 'post', 'rest/user/login', { authentication: { token: 't', bid: 1, umail: 'kim@gmail.test' } })
    await expect(signInWithProviderEmail('kim@gmail.test')).rejects.toMatchObject({ status: 401, message: 'Not allowed' })
    expect(logins).toEqual([])
  })
})

// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { ApiError, apiFetch, errorMessage, startEarlyApiFetch } from './api-client'
import { REMEMBERED_EMAIL_KEY, TOKEN_KEY } from './token-store'

// The client as it runs in a tab: the token and the remembered e-mail come from local storage.
const server = mockShopServer()
afterEach(() => { localStorage.clear() })

/** Answers `path` with what the request carried, and remembers it. */
function echo (path: string): { seen: Headers[], bodies: unknown[] } {
  const record = { seen: [] as Headers[], bodies: [] as unknown[] }
  server.use(http.all(shopUrl(path), async ({ request }) => {
    record.seen.push(request.headers)
    record.bodies.push(request.method === 'GET' ? null : await request.json())
    return HttpResponse.json({ ok: true })
  }))
  return record
}

describe('apiFetch in the browser', () => {
  it('sends the stored token as a bearer header and the remembered e-mail', async () => {
    localStorage.setItem(TOKEN_KEY, 'header.payload.sig')
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'kim@shop.test')
    const { seen } = echo('rest/user/whoami')
    await apiFetch('rest/user/whoami')
    expect(seen[0].get('Authorization')).toBe('Bearer header.payload.sig')
    expect(seen[0].get('X-User-Email')).toBe('kim@shop.test')
    expect(seen[0].get('Accept')).toBe('application/json, text/plain, */*')
  })

  it('sends a request started early with the same headers, as a read without a body', async () => {
    localStorage.setItem(TOKEN_KEY, 'header.payload.sig')
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'kim@shop.test')
    const { seen } = echo('rest/languages')
    startEarlyApiFetch('rest/languages')
    expect(await apiFetch('rest/languages')).toEqual({ ok: true })
    expect(seen).toHaveLength(1)
    expect(Object.fromEntries(['Authorization', 'X-User-Email', 'Accept', 'Content-Type'].map(name => [name, seen[0].get(name)]))).toEqual({
      Authorization: 'Bearer header.payload.sig',
      'X-User-Email': 'kim@shop.test',
      Accept: 'application/json, text/plain, */*',
      'Content-Type': null
    })
  })

  it('sends neither header for a visitor who is not logged in and remembered no e-mail', async () => {
    const { seen } = echo('rest/products/search')
    await apiFetch('rest/products/search')
    expect([seen[0].get('Authorization'), seen[0].get('X-User-Email')]).toEqual([null, null])
  })

  it('leaves out a token or e-mail a header cannot carry, instead of failing the call', async () => {
    // fetch throws on header values outside ISO-8859-1, e.g. a tampered token holding "€" or "ж".
    localStorage.setItem(TOKEN_KEY, 'header.pay€load.sig')
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'жанна@shop.test')
    const { seen } = echo('rest/products/search')
    expect(await apiFetch('rest/products/search', { query: { q: 'apple juice' } })).toEqual({ ok: true })
    expect(seen[0].get('Authorization')).toBeNull()
    expect(seen[0].get('X-User-Email')).toBeNull()
  })

  it('still sends a Latin-1 e-mail such as one with an umlaut', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'jürgen@shop.test')
    const { seen } = echo('rest/basket/1')
    await apiFetch('rest/basket/1')
    expect(seen[0].get('X-User-Email')).toBe('jürgen@shop.test')
  })

  it('posts a JSON body and resolves the path against the page', async () => {
    const { seen, bodies } = echo('api/Feedbacks/')
    await apiFetch('/api/Feedbacks/', { body: { comment: 'hi', rating: 3 } })
    expect(bodies).toEqual([{ comment: 'hi', rating: 3 }])
    expect(seen[0].get('Content-Type')).toBe('application/json')
  })

  it('turns an error answer into an ApiError with the server\'s own words', async () => {
    server.use(http.get(shopUrl('rest/user/whoami'), () => HttpResponse.json({ status: 'error', error: 'Nope, not you.' }, { status: 403 })))
    const error = await apiFetch('rest/user/whoami').catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 403 })
    expect(errorMessage(error)).toBe('Nope, not you.')
  })
})

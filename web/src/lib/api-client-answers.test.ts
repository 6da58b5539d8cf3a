// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { ApiError, apiFetch, errorMessage, resolveApiUrl, startEarlyApiFetch } from './api-client'

const server = mockShopServer()

describe('the answers apiFetch reads', () => {
  it('are JSON, plain text, or nothing', async () => {
    server.use(
      http.get(shopUrl('rest/admin/application-version'), () => HttpResponse.json({ version: '19.0.0' })),
      http.get(shopUrl('ftp/legal.md'), () => HttpResponse.text('# Legal')),
      http.delete(shopUrl('api/BasketItems/3'), () => new HttpResponse(null, { status: 200 })),
      http.get(shopUrl('rest/broken'), () => new HttpResponse('{"version": ', { headers: { 'Content-Type': 'application/json' } }))
    )
    expect(await apiFetch('rest/admin/application-version')).toEqual({ version: '19.0.0' })
    expect(await apiFetch('ftp/legal.md')).toBe('# Legal')
    expect(await apiFetch('api/BasketItems/3', { method: 'DELETE' })).toBeNull()
    // Broken JSON is kept as the text it is, for the error message.
    expect(await apiFetch('rest/broken')).toBe('{"version": ')
  })

  it('are read as text when the server names no type', async () => {
    // Bytes make a response without a Content-Type header (a string body would get text/plain).
    server.use(http.get(shopUrl('ftp/eastere.gg'), () => new HttpResponse(new TextEncoder().encode('{"egg": true}'))))
    expect(await apiFetch('ftp/eastere.gg')).toBe('{"egg": true}')
  })

  it('turn a plain-text failure into an error with that text', async () => {
    server.use(http.get(shopUrl('rest/user/whoami'), () => HttpResponse.text('Unexpected path: /rest/user/whoami', { status: 500 })))
    await expect(apiFetch('rest/user/whoami')).rejects.toMatchObject({ status: 500, message: 'Unexpected path: /rest/user/whoami' })
  })
})

describe('the requests apiFetch sends', () => {
  it('send a form as multipart, with the browser\'s own content type', async () => {
    let type: string | null = null
    let method = ''
    server.use(http.post(shopUrl('file-upload'), ({ request }) => { type = request.headers.get('Content-Type'); method = request.method; return HttpResponse.json({}) }))
    const form = new FormData()
    form.append('file', new Blob(['%PDF-1.4']), 'complaint.pdf')
    await apiFetch('file-upload', { body: form })
    expect(method).toBe('POST')
    expect(type).toMatch(/^multipart\/form-data; boundary=/)
  })

  it('use the method asked for, without a body', async () => {
    let seen: { method: string, body: string, type: string | null } | null = null
    server.use(http.put(shopUrl('rest/continue-code/apply/abc'), async ({ request }) => {
      seen = { method: request.method, body: await request.text(), type: request.headers.get('Content-Type') }
      return HttpResponse.json({ data: 'ok' })
    }))
    await apiFetch('./rest/continue-code/apply/abc', { method: 'PUT' })
    expect(seen).toEqual({ method: 'PUT', body: '', type: null })
  })

  it('take an answer already on its way instead of asking twice', async () => {
    let asked = 0
    server.use(http.get(shopUrl('api/Challenges/'), () => { asked++; return HttpResponse.json({ status: 'success', data: [] }) }))
    startEarlyApiFetch('api/Challenges/', { name: 'Score Board' })
    expect(await apiFetch('api/Challenges/', { query: { name: 'Score Board' } })).toEqual({ status: 'success', data: [] })
    expect(asked).toBe(1)
    await apiFetch('api/Challenges/', { query: { name: 'Score Board' } })
    expect(asked).toBe(2)
  })

  it('send a change itself, even when a read of the same address is on its way', async () => {
    const methods: string[] = []
    server.use(http.all(shopUrl('rest/basket/1'), ({ request }) => { methods.push(request.method); return HttpResponse.json({ method: request.method }) }))
    startEarlyApiFetch('rest/basket/1')
    expect(await apiFetch('rest/basket/1', { body: { quantity: 2 } })).toEqual({ method: 'POST' })
    expect(await apiFetch('rest/basket/1')).toEqual({ method: 'GET' })
    expect(methods).toEqual(['GET', 'POST'])
  })

  it('resolve every spelling of a path against the page', () => {
    expect([resolveApiUrl('rest/x'), resolveApiUrl('./rest/x'), resolveApiUrl('/rest/x'), resolveApiUrl('.//rest/x')])
      .toEqual(Array(4).fill('http://shop.test/rest/x'))
  })
})

describe('the message of a failure', () => {
  it('is the server\'s own words in any of its shapes', () => {
    expect(errorMessage(new ApiError(400, { error: { message: 'Validation error: rating' } }))).toBe('Validation error: rating')
    expect(errorMessage(new ApiError(400, { errors: ['email must be unique'] }))).toBe('email must be unique')
    expect(errorMessage(new ApiError(400, { error: '', message: 'Fallback' }))).toBe('Fallback')
    expect(errorMessage(new ApiError(400, { error: {}, message: 'Outer' }))).toBe('Outer')
    expect(errorMessage(new ApiError(400, { errors: [] }))).toBe('Request failed with status 400')
    expect(errorMessage(new ApiError(400, { errors: [{ field: 'email' }] }))).toBe('Request failed with status 400')
    expect(errorMessage(new ApiError(400, '   '))).toBe('Request failed with status 400')
    expect(errorMessage(new ApiError(418, 7))).toBe('Request failed with status 418')
  })

  it('is an error\'s message, or the thrown value itself', () => {
    expect(new ApiError(402, null, 'Payment required').message).toBe('Payment required')
    expect(new ApiError(402, null).name).toBe('ApiError')
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch')
    expect(errorMessage({ error: 'Blocked' })).toBe('Blocked')
    expect(errorMessage('plain words')).toBe('plain words')
    expect(errorMessage(42)).toBe('42')
  })
})

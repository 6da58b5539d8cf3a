import type { IncomingMessage } from 'node:http'
import type { Response } from 'supertest'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()

/** Values that change from one run to the next; their names and places still count. */
const VARYING = new Set(['date', 'etag', 'content-length', 'last-modified'])

/** The response head as sent: names in order, with their values (varying ones masked). */
function head (res: Response): string[] {
  const raw = (res as unknown as { res: IncomingMessage }).res.rawHeaders
  const lines: string[] = [`${res.status}`]
  for (let i = 0; i < raw.length; i += 2) lines.push(`${raw[i]}: ${VARYING.has(raw[i].toLowerCase()) ? '…' : raw[i + 1]}`)
  return lines
}

const BROWSER = 'gzip, deflate, br, zstd'

/*
 * The head of one answer of each kind the request chain treats differently, recorded before the
 * chain was folded into fewer functions (issue 28). Every header, its order and its value must stay:
 * clients, detectors and the planted CORS reflection read them. One change since, on purpose: answers
 * to a POST carry no ETag any more (no client can revalidate one; read-etags.ts).
 */
const kinds: Array<[string, () => Promise<Response>]> = [
  ['the reference call', async () => await t.api.get('/rest/admin/application-version')],
  ['a cached search, compressed', async () => await t.api.get('/rest/products/search?q=apple').set('Accept-Encoding', BROWSER)],
  ['the product list, uncompressed', async () => await t.api.get('/api/Products').set('Accept-Encoding', 'identity')],
  ['the challenge list, compressed', async () => await t.api.get('/api/Challenges/').set('Accept-Encoding', BROWSER)],
  ['a login', async () => await t.api.post('/rest/user/login').send({ email: t.email('admin'), password: 'qwerty123' })],
  ['a failed login', async () => await t.api.post('/rest/user/login').send({ email: t.email('jim'), password: 'wrong' })],
  ['a form body', async () => await t.api.post('/rest/user/login').type('form').send({ email: t.email('jim'), password: 'wrong' })],
  ['malformed JSON', async () => await t.api.post('/rest/user/login').set('Content-Type', 'application/json').send('{"email":')],
  ['bad input', async () => await t.api.get('/api/Products/abc')],
  ['an unknown API path', async () => await t.api.get('/api/NoSuchThing')],
  ['a cross-origin read (planted reflection)', async () => await t.api.get('/rest/admin/application-version').set('Origin', 'https://evil.test')],
  ['a preflight', async () => await t.api.options('/rest/user/login').set('Origin', 'https://evil.test').set('Access-Control-Request-Method', 'POST')],
  ['a bearer call', async () => {
    const { token } = await t.login(t.email('admin'), 'qwerty123')
    return await t.api.get('/rest/user/whoami').set('Authorization', `Bearer ${token}`)
  }],
  ['the metrics', async () => await t.api.get('/metrics')],
  ['the app shell (ahead of Express)', async () => await t.api.get('/')],
  ['a page of the app (fallback)', async () => await t.api.get('/search')]
]

describe('response heads', () => {
  it.each(kinds)('are what they were for %s', async (_kind, send) => {
    expect(head(await send())).toMatchSnapshot()
  })
})

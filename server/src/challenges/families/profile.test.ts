import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { accountsExploits } from '../../test-support/exploits/accounts.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'

const t = createExploitShop()
// A real listener, so the profile-image fetcher has the shop's own port to call back.
let url = ''
beforeAll(async () => { url = (await t.listening()).url })
const api = () => request(url)
const port = (): string => new URL(url).port

async function cookieFor (email: string, password: string): Promise<string> {
  const res = await api().post('/rest/user/login').send({ email, password })
  return `token=${res.body.authentication.token as string}`
}

describe('csrfRenameChallenge', () => {
  it('is not solved by a rename from the profile page itself', async () => {
    const cookie = await cookieFor(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    const res = await api().post('/profile').set('Cookie', cookie).set('Origin', url).type('form').send({ username: 'qa-tester' })
    expect(res.status).toBe(303)
    expect((await api().get('/profile').set('Cookie', cookie)).text).toContain('qa-tester')
    expect(await t.solved('csrfRenameChallenge')).toBe(false)
  })

  it('is solved by a form posted from another page with only the cookie', async () => {
    await accountsExploits.csrfRenameChallenge(t)
    expect(await t.solved('csrfRenameChallenge')).toBe(true)
  })
})

describe('ssrfChallenge', () => {
  it('is not solved by an ordinary image of the shop, nor by calling the stock sync from outside', async () => {
    expect((await api().get('/internal/stock-sync')).status).toBe(404)
    const cookie = await cookieFor(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    const res = await api().post('/profile/image/url').set('Cookie', cookie).type('form')
      .send({ imageUrl: `http://localhost:${port()}/assets/public/images/uploads/first-job-2009.jpg` })
    expect(res.status).toBe(303)
    expect(await t.solved('ssrfChallenge')).toBe(false)
  })

  it('makes the profile-image fetcher call the loopback-only stock sync', async () => {
    await accountsExploits.ssrfChallenge(t)
    expect(await t.solved('ssrfChallenge')).toBe(true)
  })
})

describe('profileCspXssChallenge', () => {
  it('is not solved by a lower-case script (stripped) nor by a script without the injected policy', async () => {
    const cookie = await cookieFor(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    await api().post('/profile').set('Cookie', cookie).type('form').send({ username: '<script>alert(1)</script>' })
    expect((await api().get('/profile').set('Cookie', cookie)).text).not.toContain('<script>alert(1)')
    await api().post('/profile').set('Cookie', cookie).type('form').send({ username: '<SCRIPT>alert(`xss`)</SCRIPT>' })
    const page = await api().get('/profile').set('Cookie', cookie)
    expect(page.text).toContain('<SCRIPT>alert(`xss`)</SCRIPT>')
    expect(page.headers['content-security-policy']).toMatch(/^img-src 'self'[^;]*; script-src 'self'$/)
    expect(await t.solved('profileCspXssChallenge')).toBe(false)
  })

  it('is solved when the image URL injects a script-src and an upper-case script slips past the filter', async () => {
    await accountsExploits.profileCspXssChallenge(t)
    expect(await t.solved('profileCspXssChallenge')).toBe(true)
  })
})

describe('profileTemplateInjectionChallenge', () => {
  const rename = async (cookie: string, username: string) => {
    expect((await api().post('/profile').set('Cookie', cookie).type('form').send({ username })).status).toBe(303)
    return (await api().get('/profile').set('Cookie', cookie)).text
  }

  it('evaluates {{ }} in the sandbox; process, require and files give only the decoys', async () => {
    const cookie = await cookieFor(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    expect(await rename(cookie, "{{ this.constructor.constructor('return process')().cwd() }}")).toContain('/srv/pulp-juice-shop')
    expect(await rename(cookie, "{{ require('fs').readFileSync('/etc/passwd').split('\\n')[3] }}")).toContain('pulp:x:1001')
    expect(await rename(cookie, "{{ typeof require('http') }}")).toContain("[Error: Cannot find module 'http']")
    expect(await t.solved('profileTemplateInjectionChallenge')).toBe(false)
  })

  it('is solved when the decoy child_process runs a command', async () => {
    await accountsExploits.profileTemplateInjectionChallenge(t)
    expect(await t.solved('profileTemplateInjectionChallenge')).toBe(true)
  })
})

import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { accountsExploits } from '../../test-support/exploits/accounts.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { familyHarness } from '../../test-support/family-harness.js'
import { profileFamily } from './profile.js'

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

describe('profile rules', () => {
  const shopOrigin = 'http://shop.test:3000'
  const renamedFrom = (from: { origin?: string, referer?: string }): boolean => {
    const h = familyHarness(profileFamily)
    h.emit('profile.renamed', { userId: 1, username: 'x', shopOrigin, ...from })
    return h.solved.includes('csrfRenameChallenge')
  }

  it.each([
    ['another Origin', { origin: 'https://evil.example' }, true],
    ['the opaque Origin null', { origin: 'null' }, true],
    ['a Referer of another site', { referer: 'https://evil.example/form.html' }, true],
    ['a Referer that is no URL', { referer: 'about-blank' }, true],
    ['the shop Origin', { origin: shopOrigin }, false],
    ['a Referer of the shop', { referer: `${shopOrigin}/profile` }, false],
    ['the shop Origin even with a foreign Referer', { origin: shopOrigin, referer: 'https://evil.example/' }, false],
    ['neither Origin nor Referer', {}, false]
  ])('csrfRenameChallenge with %s: %s', (_case, from, solved) => {
    expect(renamedFrom(from)).toBe(solved)
  })

  const fetched = (path: string): boolean => {
    const h = familyHarness(profileFamily)
    h.emit('outbound.fetched', { path, url: `http://localhost${path}` })
    return h.solved.includes('ssrfChallenge')
  }

  it.each([
    ['/internal/stock-sync', true],
    ['/internal/stock-sync/', true],
    ['/internal/stock-sync//?full=1', true],
    ['/internal/stock-sync-old', false],
    ['/internal/stock', false]
  ])('ssrfChallenge for a fetch of %s: %s', (path, solved) => {
    expect(fetched(path)).toBe(solved)
  })

  const ran = (source: string, decoyCalls: string[]): boolean => {
    const h = familyHarness(profileFamily)
    h.emit('sandbox.ran', { source, decoyCalls, interrupted: false, memoryExceeded: false })
    return h.solved.includes('profileTemplateInjectionChallenge')
  }

  it('solves the template injection when any decoy call ran a child_process function from the profile template', () => {
    expect(ran('profile-template', ['fs.readFileSync', 'child_process.execSync'])).toBe(true)
    expect(ran('profile-template', ['require(child_process)', 'fs.readFileSync'])).toBe(false)
    expect(ran('b2b-orders', ['child_process.execSync'])).toBe(false)
  })
})

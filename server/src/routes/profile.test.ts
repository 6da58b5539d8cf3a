import type { AddressInfo } from 'node:net'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()
const server = t.shop.app.listen(0, '127.0.0.1')
afterAll(() => { server.close() })
const api = request(server)
const port = (): number => (server.address() as AddressInfo).port
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)])

async function cookie (): Promise<string> {
  return `token=${(await t.login(t.email('lena.fischer'), 'Mango&Me2023')).token}`
}

describe('/profile for an honest user', () => {
  it('shows the page in the shop style, in German when the language cookie says so', async () => {
    const c = await cookie()
    const res = await api.get('/profile').set('Cookie', c)
    expect(res.status).toBe(200)
    expect(res.type).toBe('text/html')
    expect(res.text).toContain(t.email('lena.fischer'))
    expect(res.text).toContain('href="./#/search"')
    expect(res.headers['content-security-policy']).toMatch(/^img-src 'self'[ ;]/)
    expect((await api.get('/profile').set('Cookie', `${c}; language=de_DE`)).text).toContain('Benutzerprofil')
    expect((await api.get('/profile/style.css')).type).toBe('text/css')
  })

  it('renames, escapes the form value and uploads a PNG', async () => {
    const c = await cookie()
    expect((await api.post('/profile').set('Cookie', c).type('form').send({ username: 'Lena "Mango" F.' })).headers.location).toBe('./profile?saved=username')
    const page = await api.get('/profile?saved=username').set('Cookie', c)
    expect(page.text).toContain('value="Lena &quot;Mango&quot; F."')
    expect(page.text).toContain('class="notice success"')
    const upload = await api.post('/profile/image/file').set('Cookie', c).attach('file', PNG, 'me.png')
    expect(upload.status).toBe(303)
    expect(upload.headers.location).toBe('../../profile?saved=image')
    const image = /id="profileImage" class="avatar" src="([^"]+)"/.exec((await api.get('/profile').set('Cookie', c)).text)![1]
    expect(image).toMatch(/^\.\/assets\/public\/images\/uploads\/profile-[0-9a-f]+\.png$/)
    expect((await api.get(image.slice(1))).status).toBe(200)
  })

  it('says what was saved after each form, nothing for other notices, and is never kept by a cache', async () => {
    const c = await cookie()
    const saved = async (query: string): Promise<string> => (await api.get(`/profile${query}`).set('Cookie', c)).text
    expect(await saved('?saved=username')).toContain('Your username was saved.')
    expect(await saved('?saved=image')).toContain('Your profile image was updated.')
    for (const query of ['', '?saved=other', '?saved=image&saved=username']) expect(await saved(query), query).not.toContain('class="notice success"')
    expect((await api.get('/profile').set('Cookie', c)).headers['cache-control']).toBe('no-store')
    expect((await api.get('/profile/style.css')).headers['cache-control']).toBe('public, max-age=3600')
  })

  it('keeps a picture of the shop itself as its own file, and a foreign URL as a link', async () => {
    const c = await cookie()
    await api.post('/profile/image/url').set('Cookie', c).type('form').send({ imageUrl: `http://127.0.0.1:${port()}/assets/public/images/uploads/crate%237.jpg` })
    expect((await api.get('/profile').set('Cookie', c)).text).toMatch(/uploads\/profile-[0-9a-f]+\.jpg/)
    const linked = await api.post('/profile/image/url').set('Cookie', c).type('form').send({ imageUrl: 'https://images.example/lena.jpg' })
    expect(linked.headers.location).toBe('../../profile?saved=image')
    expect((await api.get('/profile').set('Cookie', c)).text).toContain('src="https://images.example/lena.jpg"')
  })
})

describe('/profile and the cross-site rename', () => {
  it('hands the Referer to the detector when no Origin came: another site\'s solves it, the shop\'s own does not', async () => {
    const c = await cookie()
    await api.post('/profile').set('Cookie', c).set('Referer', `http://127.0.0.1:${port()}/profile`).type('form').send({ username: 'Lena' })
    expect(await t.solved('csrfRenameChallenge')).toBe(false)
    await api.post('/profile').set('Cookie', c).set('Referer', 'https://forum.example/thread/7').type('form').send({ username: 'Lena' })
    expect(await t.solved('csrfRenameChallenge')).toBe(true)
  })

  it('counts an oversized picture against its own budget', async () => {
    const exceeded: unknown[] = []
    t.shop.registry.get().events.on('budget.exceeded', payload => { exceeded.push(payload) })
    const c = await cookie()
    // Any other refusal is no budget's concern.
    expect((await api.post('/profile').set('Cookie', c).type('form').send({})).status).toBe(400)
    await api.post('/profile/image/file').set('Cookie', c).attach('file', Buffer.alloc(1_000_001, 0x89), 'big.png')
    expect(exceeded).toEqual([{ budget: 'upload-size', source: 'profile-image' }])
  })
})

describe('/profile refuses bad input with a styled HTML page', () => {
  it.each([
    ['no login', () => api.get('/profile'), 401],
    ['a forged cookie', () => api.get('/profile').set('Cookie', 'token=not-a-token'), 401],
    ['a rename without login', () => api.post('/profile').type('form').send({ username: 'Anyone' }), 401],
    ['an upload without login', () => api.post('/profile/image/file').attach('file', PNG, 'me.png'), 401]
  ])('%s', async (_name, send, status) => {
    const res = await send()
    expect(res.status).toBe(status)
    expect(res.type).toBe('text/html')
    expect(res.text).toContain('id="errorMessage"')
  })

  it('answers 4xx for a long username, a missing field, a non-image, no file, a bad URL and an unreachable own-port image', async () => {
    const c = await cookie()
    const cases = [
      [await api.post('/profile').set('Cookie', c).type('form').send({ username: 'x'.repeat(129) }), 400],
      [await api.post('/profile').set('Cookie', c).type('form').send({}), 400],
      [await api.post('/profile/image/file').set('Cookie', c).attach('file', Buffer.from('GIF89a not allowed'), 'me.png'), 415],
      [await api.post('/profile/image/file').set('Cookie', c).field('other', 'x'), 400],
      [await api.post('/profile/image/file').set('Cookie', c).attach('file', Buffer.alloc(1_000_001, 0x89), 'big.png'), 413],
      [await api.post('/profile/image/url').set('Cookie', c).type('form').send({ imageUrl: 'javascript:alert(1)' }), 400],
      [await api.post('/profile/image/url').set('Cookie', c).type('form').send({ imageUrl: 'https://a.example/x.png\r\nSet-Cookie: a=b' }), 400],
      [await api.post('/profile/image/url').set('Cookie', c).type('form').send({ imageUrl: `http://localhost:${port()}/assets/public/images/uploads/nothing.png` }), 400],
      [await api.post('/profile/image/url').type('form').send({ imageUrl: 'https://a.example/x.png' }), 401]
    ] as const
    for (const [res, status] of cases) {
      expect(res.status, res.text.slice(0, 200)).toBe(status)
      expect(res.type).toBe('text/html')
    }
    expect((await api.get('/profile').set('Cookie', c)).text).not.toContain('x'.repeat(129))
    const twoFiles = await api.post('/profile/image/file').set('Cookie', c).attach('file', PNG, 'a.png').attach('file', PNG, 'b.png')
    expect(twoFiles.status).toBe(400)
    expect(twoFiles.text).toContain('Please upload one PNG or JPEG image in the field &quot;file&quot;')
    const tooBig = await api.post('/profile/image/file').set('Cookie', c).attach('file', Buffer.alloc(1_000_001, 0x89), 'big.png')
    expect(tooBig.text).toContain('Images are limited to 1 MB')
    expect(tooBig.headers['cache-control']).toBe('no-store')
  })

  it('keeps the style on an error page of a nested form, whose base climbs out of /profile/image/', async () => {
    const c = await cookie()
    const nested = await api.post('/profile/image/url').set('Cookie', c).type('form').send({ imageUrl: 'javascript:alert(1)' })
    expect(nested.status).toBe(400)
    expect(nested.text).toContain('<base href="../../">')
    const top = await api.post('/profile').set('Cookie', c).type('form').send({})
    expect(top.status).toBe(400)
    expect(top.text).toContain('<base href="./">')
  })
})

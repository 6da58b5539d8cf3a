import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'
import { uploadsFolder } from '../domain/memories/memories.js'

const t = createTestShop()
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)])
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)])

async function customer () {
  return (await t.login(t.email('lena.fischer'), 'Mango&Me2023')).token
}

const storedFiles = (): string[] => fs.existsSync(uploadsFolder(t.shop.registry.get())) ? fs.readdirSync(uploadsFolder(t.shop.registry.get())) : []

describe('GET /rest/memories', () => {
  it('lists the seeded memories with caption, image path and the author username', async () => {
    const res = await t.api.get('/rest/memories/')
    expect(res.status).toBe(200)
    const fridge = res.body.data.find((m: { caption: string }) => m.caption === 'Finally organised my fridge')
    expect(fridge).toMatchObject({ imagePath: 'assets/public/images/uploads/organised-fridge.jpg', User: { username: 'lenafi' } })
    expect(fridge.User).not.toHaveProperty('password')
    expect(res.body.data.some((m: { imagePath: string }) => m.imagePath.endsWith('crate#7.jpg'))).toBe(true)
  })
})

describe('POST /rest/memories', () => {
  it('stores a PNG or JPEG with its caption in the instance file area and serves it', async () => {
    const token = await customer()
    for (const [bytes, name] of [[png, 'me.png'], [jpeg, 'me.JPEG']] as const) {
      const res = await t.api.post('/rest/memories').set('Authorization', `Bearer ${token}`).field('caption', 'Sunday market').attach('image', bytes, name)
      expect(res.status).toBe(201)
      expect(res.body.data.caption).toBe('Sunday market')
      const served = await t.api.get('/' + res.body.data.imagePath)
      expect(served.status).toBe(200)
      expect(Buffer.from(served.body as Buffer).subarray(0, 3)).toEqual(bytes.subarray(0, 3))
    }
    const list = await t.api.get('/rest/memories')
    expect(list.body.data.filter((m: { caption: string }) => m.caption === 'Sunday market')).toHaveLength(2)
  })

  it('needs a login', async () => {
    const res = await t.api.post('/rest/memories').field('caption', 'x').attach('image', png, 'a.png')
    expect(res.status).toBe(401)
  })

  it('refuses bad uploads with a clear 4xx and stores nothing', async () => {
    const token = await customer()
    const before = (await t.api.get('/rest/memories')).body.data.length
    const filesBefore = storedFiles().length
    const post = () => t.api.post('/rest/memories').set('Authorization', `Bearer ${token}`)
    const cases = [
      { res: await post().field('caption', 'no image'), status: 400, error: 'Please choose an image to upload' },
      { res: await post().attach('image', png, 'a.png'), status: 400, error: 'caption: Please enter a caption' },
      { res: await post().field('caption', '   ').attach('image', png, 'a.png'), status: 400, error: 'Please enter a caption' },
      { res: await post().field('caption', 'x'.repeat(201)).attach('image', png, 'a.png'), status: 400, error: 'Captions are limited to 200 characters' },
      { res: await post().field('caption', 'x'.repeat(801)).attach('image', png, 'a.png'), status: 400, error: 'caption: Caption is too long' },
      { res: await post().field('caption', 'x'.repeat(5000)).attach('image', png, 'a.png'), status: 400, error: 'Caption is too long' },
      { res: await post().field('caption', 'a gif').attach('image', Buffer.from('GIF89a....'), 'a.gif'), status: 415, error: 'Only PNG and JPEG images can be shared on the photo wall' },
      { res: await post().field('caption', 'script').attach('image', Buffer.from('<svg onload=alert(1)>'), 'a.svg'), status: 415, error: 'Only PNG and JPEG images can be shared on the photo wall' },
      { res: await post().field('caption', 'huge').attach('image', Buffer.concat([png, Buffer.alloc(1_000_001)]), 'big.png'), status: 413, error: 'Images are limited to 1 MB' },
      { res: await post().field('caption', 'two').attach('image', png, 'a.png').attach('image', png, 'b.png'), status: 400, error: 'Upload one image at a time' },
      { res: await post().field('caption', 'wrong field').attach('picture', png, 'a.png'), status: 400, error: 'Upload one image in the field "image"' },
      { res: await post().field('caption', 'empty').attach('image', Buffer.alloc(0), 'a.png'), status: 400, error: 'The image is empty' },
      { res: await ['a', 'b', 'c', 'd'].reduce((call, name) => call.field(name, 'x'), post().field('caption', 'fields')).attach('image', png, 'a.png'), status: 400, error: 'Too many form fields' },
      { res: await post().send({ caption: 'json', image: 'data:image/png;base64,AAAA' }), status: 400, error: 'Please choose an image to upload' }
    ]
    for (const [i, { res, status, error }] of cases.entries()) {
      expect(res.status, `case ${i}: ${res.text}`).toBe(status)
      expect(res.body.status).toBe('error')
      expect(res.body.error, `case ${i}`).toBe(error)
    }
    expect((await t.api.get('/rest/memories')).body.data.length).toBe(before)
    expect(storedFiles().length).toBe(filesBefore)
  })

  it('limits how many photos one customer shares', async () => {
    const { token } = await t.login(t.email('henrik.dahl'), 'Fjell&Fjord-Morning-33')
    let status = 201
    let sent = 0
    while (status === 201 && sent < 30) {
      status = (await t.api.post('/rest/memories').set('Authorization', `Bearer ${token}`).field('caption', `n${sent}`).attach('image', png, 'n.png')).status
      sent++
    }
    expect(status).toBe(429)
    expect(sent).toBe(20)
  })
})

describe('GET /assets/public/images/uploads/{file}', () => {
  it('serves seeded pictures and refuses unknown or traversing names', async () => {
    expect((await t.api.get('/assets/public/images/uploads/default.svg')).status).toBe(200)
    expect((await t.api.get('/assets/public/images/uploads/nope.png')).status).toBe(404)
    expect((await t.api.get('/assets/public/images/uploads/..%2F..%2F..%2Fpackage.json')).status).toBe(404)
  })
})

import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { DomainEventMap } from '../../challenges/mechanisms/domain-events.js'
import { uploadsFolder } from '../memories/memories.js'
import { createTestShop } from '../../test-support/test-shop.js'
import { accountIn } from '../../test-support/shop-customers.js'
import { profileOwner, renameUser, setImageFromUrl, setUploadedImage } from './profile.js'

const t = createTestShop()
const shop = t.shop.registry.get()

const refusal = (kind: string, message: string) => expect.objectContaining({ kind, message })
const imageOf = (id: number): string | undefined => shop.repos.users.findById(id)?.profileImage

describe('profile image rules', () => {
  it('refuses an upload over 1 MB before storing anything', () => {
    const { id } = accountIn(shop)
    const before = imageOf(id)
    const big = { originalName: 'big.png', bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(1_000_000)]) }
    expect(() => setUploadedImage(shop, id, big)).toThrow(refusal('too-large', 'Images are limited to 1 MB'))
    expect(imageOf(id)).toBe(before)
  })

  it('refuses text that is no URL at all with the URL rule', async () => {
    const { id } = accountIn(shop)
    await expect(setImageFromUrl(shop, id, { imageUrl: 'not a url' }, 80)).rejects.toEqual(refusal('invalid', 'imageUrl: Please enter an http or https URL'))
  })

  // The shop's own listener is only the one on the URL's port, or on the scheme's default port.
  it.each([
    ['https://localhost/me.png', 80],
    ['http://localhost/me.png', 443],
    ['https://127.0.0.1:8443/me.png', 443]
  ])('stores %s as a link when the shop listens on port %i', async (imageUrl, port) => {
    const { id } = accountIn(shop)
    await setImageFromUrl(shop, id, { imageUrl }, port)
    expect(imageOf(id)).toBe(imageUrl)
  })
})

describe('profile owner and rename', () => {
  it('asks a visitor without a live account to log in', () => {
    const login = refusal('unauthenticated', 'Please log in to see your profile')
    expect(() => profileOwner(shop, undefined)).toThrow(login)
    expect(() => profileOwner(shop, 987_654)).toThrow(login)
  })

  it('renames to the trimmed name, up to 128 characters, and tells the detectors where the form came from', () => {
    const renamed: Array<DomainEventMap['profile.renamed']> = []
    shop.events.on('profile.renamed', e => { renamed.push(e) })
    const { id } = accountIn(shop)
    const from = { origin: 'https://evil.example', shopOrigin: 'http://localhost:3000' }
    expect(renameUser(shop, id, { username: `  ${'n'.repeat(128)}  ` }, from).username).toBe('n'.repeat(128))
    expect(renamed).toEqual([{ userId: id, username: 'n'.repeat(128), ...from }])
    expect(() => renameUser(shop, id, { username: 'n'.repeat(129) }, from)).toThrow(refusal('invalid', 'username: Usernames are limited to 128 characters'))
    expect(() => renameUser(shop, id, {}, from)).toThrow(refusal('invalid', 'username: Please enter a username'))
  })
})

describe('profile image upload', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47])
  const JPEG = Buffer.from([0xff, 0xd8, 0xff])
  const upload = (bytes: Buffer) => {
    const { id } = accountIn(shop)
    return setUploadedImage(shop, id, { originalName: 'me.png', bytes }).profileImage
  }

  it('keeps a PNG and a JPEG by their first bytes as files of the upload folder, up to exactly 1 MB', () => {
    const png = upload(Buffer.concat([PNG, Buffer.alloc(1_000_000 - PNG.length)]))
    expect(png).toMatch(/^assets\/public\/images\/uploads\/profile-[0-9a-f]{24}\.png$/)
    expect(fs.statSync(path.join(uploadsFolder(shop), path.basename(png))).size).toBe(1_000_000)
    const jpeg = upload(Buffer.concat([JPEG, Buffer.from('rest')]))
    expect(jpeg).toMatch(/^assets\/public\/images\/uploads\/profile-[0-9a-f]{24}\.jpg$/)
    expect(fs.readFileSync(path.join(uploadsFolder(shop), path.basename(jpeg)))).toEqual(Buffer.concat([JPEG, Buffer.from('rest')]))
  })

  it('refuses no file, an empty one and one that is neither PNG nor JPEG', () => {
    const { id } = accountIn(shop)
    const choose = refusal('invalid', 'Please choose an image to upload')
    expect(() => setUploadedImage(shop, id, undefined)).toThrow(choose)
    expect(() => setUploadedImage(shop, id, { originalName: 'x.png', bytes: Buffer.alloc(0) })).toThrow(choose)
    expect(() => setUploadedImage(shop, id, { originalName: 'x.png', bytes: Buffer.from('GIF89a') })).toThrow(refusal('unsupported', 'Only PNG and JPEG images can be used as profile images'))
  })
})

describe('profile image URL rules', () => {
  it.each([
    ['', 'imageUrl: Please enter an image URL; imageUrl: Please enter an http or https URL'],
    ['   ', 'imageUrl: Please enter an image URL; imageUrl: Please enter an http or https URL'],
    [`https://a.example/${'x'.repeat(483)}`, 'imageUrl: The URL is too long'],
    ['https://a.example/x.png\nSet-Cookie: a=b', 'imageUrl: The URL contains characters that are not allowed'],
    ['https://a.example/x.png\u007f', 'imageUrl: The URL contains characters that are not allowed'],
    ['ftp://a.example/x.png', 'imageUrl: Please enter an http or https URL']
  ])('refuses %j', async (imageUrl, message) => {
    await expect(setImageFromUrl(shop, accountIn(shop).id, { imageUrl }, 80)).rejects.toEqual(refusal('invalid', message))
  })

  it.each([[{}], [{ imageUrl: 42 }]])('asks for an image URL when the form sends %j', async body => {
    await expect(setImageFromUrl(shop, accountIn(shop).id, body, 80)).rejects.toEqual(refusal('invalid', 'imageUrl: Please enter an image URL'))
  })

  it('takes a URL of exactly 500 characters', async () => {
    const imageUrl = `https://a.example/${'x'.repeat(482)}`
    expect((await setImageFromUrl(shop, accountIn(shop).id, { imageUrl }, 80)).profileImage).toBe(imageUrl)
  })

  it('says so when an image of the shop itself cannot be loaded', async () => {
    const server = t.shop.app.listen(0, '127.0.0.1')
    try {
      await new Promise(resolve => server.once('listening', resolve))
      const port = (server.address() as AddressInfo).port
      for (const host of ['localhost', '127.0.0.1', '[::1]']) {
        await expect(setImageFromUrl(shop, accountIn(shop).id, { imageUrl: `http://${host}:${port}/assets/public/images/uploads/nothing.png` }, port))
          .rejects.toEqual(refusal('invalid', 'The image could not be loaded (status 404)'))
      }
    } finally {
      server.close()
    }
  })
})

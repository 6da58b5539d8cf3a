import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { hashAnswer } from '../auth/passwords.js'
import { saveMemory, uploadsFolder } from '../memories/memories.js'
import { eraseUserData } from '../privacy/data-erasure.js'
import { setImageFromUrl, setUploadedImage } from '../profile/profile.js'
import { acceptUpload } from '../uploads/file-upload.js'
import { fileAreaSnapshot } from '../../test-support/file-area.js'
import { accountIn } from '../../test-support/shop-customers.js'
import { createTestShop, type TestShop } from '../../test-support/test-shop.js'
import { uploaderOf } from '../../test-support/uploader.js'
import { chargedBytes } from './storage.js'

/** Caps low enough that three 100 kB files fill an account (and, in the last test, seven the shop). */
const shopWithCaps = (shopBytes: number): TestShop => createTestShop(config => ({ ...config, fileStorage: { accountBytes: 300_000, shopBytes } }))

const t = shopWithCaps(5_000_000)
const shop = t.shop.registry.get()
const { upload } = uploaderOf(t, 'disk.filler')

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const png = (bytes: number, fill = 1): Buffer => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length, fill)])
const onDisk = (url: string): string => path.join(uploadsFolder(shop), path.basename(url))
const refusal = (storage: 'account' | 'shop') => expect.objectContaining({ kind: 'too-large', details: { storage } })

describe('profile images replace the previous one', () => {
  it('keeps one picture per account however often it uploads, and its bytes are counted once', () => {
    const { id } = accountIn(shop)
    const urls = [1, 2, 3, 4, 5].map(fill => setUploadedImage(shop, id, { originalName: 'me.png', bytes: png(100_000, fill) }).profileImage)
    expect(urls.slice(0, -1).filter(url => fs.existsSync(onDisk(url)))).toEqual([])
    expect(fs.readFileSync(onDisk(urls[4]))).toEqual(png(100_000, 5))
    expect(shop.repos.storedFiles.bytesOfUser(id)).toBe(chargedBytes(100_000))
  })

  it('leaves the seeded default picture and everyone else\'s files alone', () => {
    const other = accountIn(shop)
    const theirs = setUploadedImage(shop, other.id, { originalName: 'them.png', bytes: png(1_000) }).profileImage
    const { id } = accountIn(shop)
    expect(shop.repos.users.findById(id)!.profileImage).toMatch(/default/)
    const before = Object.keys(fileAreaSnapshot(shop.filesDir))
    const mine = setUploadedImage(shop, id, { originalName: 'me.png', bytes: png(1_000) }).profileImage
    expect(Object.keys(fileAreaSnapshot(shop.filesDir))).toEqual(expect.arrayContaining([...before, `uploads/${path.basename(mine)}`]))
    expect(fs.existsSync(onDisk(theirs))).toBe(true)
  })

  it('replaces it on the image-URL path too: a copy fetched from the shop, then a link to another site', async () => {
    const server = t.shop.app.listen(0, '127.0.0.1')
    try {
      await new Promise(resolve => server.once('listening', resolve))
      const port = (server.address() as AddressInfo).port
      const { id } = accountIn(shop)
      const uploaded = setUploadedImage(shop, id, { originalName: 'me.png', bytes: png(2_000) }).profileImage
      const fetched = (await setImageFromUrl(shop, id, { imageUrl: `http://127.0.0.1:${port}/${uploaded}` }, port)).profileImage
      expect(fetched).not.toBe(uploaded)
      expect(fs.existsSync(onDisk(uploaded))).toBe(false)
      expect(fs.readFileSync(onDisk(fetched))).toEqual(png(2_000))
      await setImageFromUrl(shop, id, { imageUrl: 'https://pictures.example/me.png' }, port)
      expect(fs.existsSync(onDisk(fetched))).toBe(false)
      expect(shop.repos.storedFiles.bytesOfUser(id)).toBe(0)
    } finally {
      server.close()
    }
  })

  it('lets an account at its cap replace its picture, since the old one goes', () => {
    const { id } = accountIn(shop)
    setUploadedImage(shop, id, { originalName: 'a.png', bytes: png(290_000) })
    expect(() => setUploadedImage(shop, id, { originalName: 'b.png', bytes: png(290_000, 2) })).not.toThrow()
    expect(shop.repos.storedFiles.bytesOfUser(id)).toBe(chargedBytes(290_000))
  })
})

describe('the account cap covers every upload path', () => {
  it('refuses the complaint upload that would pass it with 413 and writes nothing', async () => {
    const invoice = Buffer.alloc(100_000, 7)
    expect((await upload('one.pdf', invoice)).status).toBe(201)
    expect((await upload('two.pdf', invoice)).status).toBe(201)
    const before = fileAreaSnapshot(shop.filesDir)
    const res = await upload('three.pdf', invoice)
    expect(res.status).toBe(413)
    expect(res.body.error).toMatch(/more than the 0.3 MB an account may keep/)
    expect(fileAreaSnapshot(shop.filesDir)).toEqual(before)
  })

  it('counts what an archive unpacks, and refuses the whole archive when it would pass the cap', async () => {
    const token = await tokenOfNewCustomer()
    const archive = Buffer.from(zipSync({ 'a.bin': new Uint8Array(100_000), 'b.bin': new Uint8Array(100_000), 'c.bin': new Uint8Array(100_000) }))
    const before = fileAreaSnapshot(shop.filesDir)
    const res = await t.api.post('/file-upload').set('Authorization', `Bearer ${token}`).attach('file', archive, 'three.zip')
    expect(res.status).toBe(413)
    expect(fileAreaSnapshot(shop.filesDir)).toEqual(before)
  })

  it('adds profile image, complaint files and photo-wall pictures of one account together', async () => {
    const user = accountIn(shop)
    setUploadedImage(shop, user.id, { originalName: 'me.png', bytes: png(100_000) })
    await acceptUpload(shop, user.id, { originalName: 'bill.pdf', size: 100_000, buffer: Buffer.alloc(100_000, 4) })
    const before = fileAreaSnapshot(shop.filesDir)
    expect(() => saveMemory(shop, user, 'Harbour', { originalName: 'harbour.png', bytes: png(100_000) })).toThrow(refusal('account'))
    expect(shop.repos.memories.countByUser(user.id)).toBe(0)
    expect(fileAreaSnapshot(shop.filesDir)).toEqual(before)
  })

  it('releases the pictures of an erased account', () => {
    const user = accountIn(shop)
    shop.repos.securityAnswers.insert(user.id, 1, hashAnswer(shop.secrets.answerKey, 'Crumble'))
    const image = setUploadedImage(shop, user.id, { originalName: 'me.png', bytes: png(1_000) }).profileImage
    const memory = saveMemory(shop, user, 'Pier', { originalName: 'pier.png', bytes: png(1_000) }).imagePath
    eraseUserData(shop, user.id, 'Crumble')
    expect([image, memory].filter(url => fs.existsSync(onDisk(url)))).toEqual([])
    expect(shop.repos.storedFiles.bytesOfUser(user.id)).toBe(0)
  })
})

let customers = 0
async function tokenOfNewCustomer (api = t.api, email = t.email): Promise<string> {
  const address = email(`quota.${customers++}`)
  await api.post('/api/Users/').send({ email: address, password: 'Quota-Pass1', passwordRepeat: 'Quota-Pass1' })
  const res = await api.post('/rest/user/login').send({ email: address, password: 'Quota-Pass1' })
  return res.body.authentication.token as string
}

describe('the shop cap', () => {
  const full = shopWithCaps(700_000)

  it('refuses the upload that would pass it with 413, whoever sends it, and writes nothing', async () => {
    const files = full.shop.registry.get().filesDir
    const invoice = Buffer.alloc(100_000, 3)
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const token = await tokenOfNewCustomer(full.api, full.email)
      for (const name of ['a.pdf', 'b.pdf']) {
        const before = fileAreaSnapshot(files)
        const res = await full.api.post('/file-upload').set('Authorization', `Bearer ${token}`).attach('file', invoice, name)
        statuses.push(res.status)
        if (res.status === 413) {
          expect(res.body.error).toMatch(/file storage is full/)
          expect(fileAreaSnapshot(files)).toEqual(before)
        }
      }
    }
    // Six files of 100 kB fit into 0.7 MB, the seventh would not.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 413, 413])
  })
})

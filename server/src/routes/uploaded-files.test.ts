import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { uploadsFolder } from '../domain/memories/memories.js'
import { createTestShop } from '../test-support/test-shop.js'

/*
 * Files users put into the instance's uploads folder (photo-wall pictures, profile images, and
 * whatever the planted zip slip unpacks there from uploads/complaints/) are served from the shop's
 * own origin. They must never run as a page of the shop: only known image types keep their type,
 * everything else downloads, and no answer may be sniffed, framed into script or run script.
 */
const t = createTestShop()
const shop = t.shop.registry.get()
const USER_FILE_POLICY = "default-src 'none'; sandbox"

function planted (name: string, content: string | Buffer): string {
  fs.mkdirSync(uploadsFolder(shop), { recursive: true })
  fs.writeFileSync(path.join(uploadsFolder(shop), name), content)
  return `/assets/public/images/uploads/${encodeURIComponent(name)}`
}

describe('files from the instance uploads folder', () => {
  it.each([
    ['page.html', '<html><script>alert(document.cookie)</script></html>'],
    ['drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['page.htm', '<script>alert(1)</script>'],
    ['notes.xml', '<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>'],
    ['no-extension', '<script>alert(1)</script>']
  ])('download %s as an opaque attachment, never as active content', async (name, content) => {
    const res = await t.api.get(planted(name, content)).buffer(true)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/octet-stream')
    expect(res.headers['content-disposition']).toBe(`attachment; filename=${name}`)
    expect(res.headers['content-security-policy']).toBe(USER_FILE_POLICY)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(Buffer.from(res.body as Buffer).toString()).toBe(content)
  })

  it.each([
    ['photo.png', 'image/png'],
    ['photo.jpg', 'image/jpeg'],
    ['photo.JPEG', 'image/jpeg'],
    ['photo.gif', 'image/gif'],
    ['photo.webp', 'image/webp']
  ])('serve the image %s as %s, inline, under the same policy', async (name, type) => {
    // The photo wall checks only the name (photoWallFileTypeChallenge): the content may be anything.
    const res = await t.api.get(planted(name, '<script>alert(1)</script>'))
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(type)
    expect(res.headers['content-disposition']).toBeUndefined()
    expect(res.headers['content-security-policy']).toBe(USER_FILE_POLICY)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('still report the file as served to the detectors', async () => {
    const served: string[] = []
    shop.events.on('file.served', ({ root, realName }) => { served.push(`${root}/${realName}`) })
    await t.api.get(planted('seen.html', '<p>'))
    expect(served).toEqual(['uploads/seen.html'])
  })
})

describe('the pictures the shop ships in the same folder', () => {
  it('keep their own type: they are ours, not a user\'s', async () => {
    const res = await t.api.get('/assets/public/images/uploads/default.svg')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(res.headers['content-disposition']).toBeUndefined()
    expect(res.headers['content-security-policy']).toBeUndefined()
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../paths.js'
import { createTestShop } from '../test-support/test-shop.js'

// Issue 24, item 6. Client: OWASP Juice Shop's Angular photo wall (photo-wall.service.ts, unchanged
// from v13 to main in 2026). Its `addMemory` builds FormData with the picture in the field `image`
// under the caption as file name (no extension) and the browser's type for the file, then the
// field `caption`, and posts it to /rest/memories with the bearer token.
const t = createTestShop()
const pictures = path.join(projectRoot, 'web', 'public', 'assets', 'public', 'images', 'uploads')
const realPng = fs.readFileSync(path.join(pictures, 'orchard-at-dusk.png'))
const realJpeg = fs.readFileSync(path.join(pictures, 'support-corner.jpg'))

async function addMemory (caption: string, bytes: Buffer, type: string) {
  const { token } = await t.login(t.email('lena.fischer'), 'Mango&Me2023')
  return await t.api.post('/rest/memories')
    .set('Authorization', `Bearer ${token}`)
    .attach('image', bytes, { filename: caption, contentType: type })
    .field('caption', caption)
}

describe('photo wall upload, as the peer\'s Angular client sends it', () => {
  it('accepts a real PNG and a real JPEG named after their captions, and serves them as pictures', async () => {
    for (const [caption, bytes, type, extension] of [['Sunset. Orchard', realPng, 'image/png', '.png'], ['Support corner', realJpeg, 'image/jpeg', '.jpg']] as const) {
      const res = await addMemory(caption, bytes, type)
      expect(res.status, res.text).toBe(201)
      expect(res.body.data).toMatchObject({ caption })
      expect(path.extname(res.body.data.imagePath)).toBe(extension)
      const served = await t.api.get(`/${res.body.data.imagePath}`).buffer(true)
      expect(served.status).toBe(200)
      expect(served.headers['content-type']).toBe(type)
    }
  })

  it('still refuses what is no picture, whatever type the part claims', async () => {
    const res = await addMemory('Holiday', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/png')
    expect(res.status).toBe(415)
  })
})

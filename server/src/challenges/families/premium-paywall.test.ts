import { createDecipheriv } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'

const t = createTestShop()

describe('premiumPaywallChallenge', () => {
  it('is solved by decrypting the deluxe page\'s comment with the served key and opening the path', async () => {
    const listing = await t.api.get('/encryptionkeys')
    expect(listing.text).toContain('premium.key')
    const key = Buffer.from((await t.api.get('/encryptionkeys/premium.key')).text.trim(), 'hex')
    // The values of the HTML comment on the deluxe membership page.
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from('740dcc17d2ff8adbe9ced6eb', 'hex'))
    decipher.setAuthTag(Buffer.from('7f792a0bba5bb69a86e2d698ba9cc19b', 'hex'))
    const path = Buffer.concat([decipher.update(Buffer.from('35eb69dbd4769c05f624bcfeab98e108914daac9e6bfd9f1e8', 'hex')), decipher.final()]).toString()
    expect(await t.solved('premiumPaywallChallenge')).toBe(false)
    const res = await t.api.get(path)
    expect(res.status).toBe(200)
    expect(res.text).toContain('Golden Pulp')
    expect(await t.solved('premiumPaywallChallenge')).toBe(true)
    expect((await t.api.get('/encryptionkeys/..%2Fusers.yml')).status).toBe(404)
  })
})

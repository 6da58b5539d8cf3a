import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { accountIn } from '../../test-support/shop-customers.js'
import type { DomainEventMap } from '../../challenges/mechanisms/domain-events.js'
import type { TokenUser } from '../auth/tokens.js'
import { listMemories, magicType, MEMORY_LIMITS, saveMemory, uploadsFolder, type UploadedImage } from './memories.js'

const t = createTestShop()
const shop = t.shop.registry.get()
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16, 1)])
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16, 2)])
const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')
const picture = (originalName: string, bytes = png): UploadedImage => ({ originalName, bytes })

const saved: Array<DomainEventMap['memory.saved']> = []
shop.events.on('memory.saved', e => { saved.push(e) })

/** The refusal's kind and message, or 'saved'. */
function refusal (user: TokenUser, caption: string, image: UploadedImage | undefined): string {
  try {
    saveMemory(shop, user, caption, image)
    return 'saved'
  } catch (error) {
    const { kind, message } = error as { kind: string, message: string }
    return `${kind}: ${message}`
  }
}

describe('magicType', () => {
  it.each([
    [png, 'png'], [jpeg, 'jpeg'], [png.subarray(0, 3), null], [jpeg.subarray(0, 2), null],
    [Buffer.from('PK\x03\x04'), null], [Buffer.alloc(0), null]
  ])('reads the first bytes of %j as %s', (bytes, type) => {
    expect(magicType(bytes)).toBe(type)
  })
})

describe('the photo wall', () => {
  it('names each author by username, else by the local part of the e-mail address, and an anonymous photo by no one', () => {
    const named = accountIn(shop)
    shop.repos.users.updateUsername(named.id, 'juicer')
    const unnamed = accountIn(shop)
    for (const user of [named, unnamed, null]) shop.repos.memories.insert(user?.id ?? null, 'wall test', 'x.png')
    const authors = listMemories(shop).filter(m => m.caption === 'wall test').map(m => m.User)
    expect(authors).toEqual([{ id: named.id, username: 'juicer' }, { id: unnamed.id, username: unnamed.email.split('@')[0] }, null])
  })

  it('stores a picture byte for byte under a random name with its trimmed caption, and announces it', () => {
    const user = accountIn(shop)
    saved.length = 0
    const row = saveMemory(shop, user, '  Sunday market  ', picture('Market.JPEG', jpeg))
    expect(row).toMatchObject({ UserId: user.id, caption: 'Sunday market', imagePath: expect.stringMatching(/^assets\/public\/images\/uploads\/[0-9a-f]{24}\.jpg$/) })
    const fileName = path.basename(row.imagePath)
    expect(fs.readFileSync(path.join(uploadsFolder(shop), fileName))).toEqual(jpeg)
    expect(saved).toEqual([{ id: row.id, userId: user.id, magic: 'jpeg', fileName }])
    expect(path.extname(saveMemory(shop, user, 'png', picture('a.png')).imagePath)).toBe('.png')
    expect(path.extname(saveMemory(shop, user, 'jpg', picture('a.jpg', jpeg)).imagePath)).toBe('.jpg')
  })

  it.each([
    ['a missing image', 'caption', undefined, 'invalid: Please choose an image to upload'],
    ['an empty caption', '', picture('a.png'), 'invalid: Please enter a caption'],
    ['a blank caption', ' \t ', picture('a.png'), 'invalid: Please enter a caption'],
    ['a caption one character too long', 'x'.repeat(MEMORY_LIMITS.captionChars + 1), picture('a.png'), 'invalid: Captions are limited to 200 characters'],
    ['an empty image', 'caption', picture('a.png', Buffer.alloc(0)), 'invalid: The image is empty'],
    ['a GIF', 'caption', picture('a.gif', gif), 'unsupported: Only PNG and JPEG images can be shared on the photo wall'],
    ['a GIF named without extension', 'caption', picture('png', gif), 'unsupported: Only PNG and JPEG images can be shared on the photo wall'],
    ['text named after its caption', 'Sunset. Orchard', picture('Sunset. Orchard', Buffer.from('not a picture')), 'unsupported: Only PNG and JPEG images can be shared on the photo wall']
  ])('refuses %s', (_, caption, image, message) => {
    expect(refusal(accountIn(shop), caption, image)).toBe(message)
  })

  it('judges a name without a picture extension by its first bytes, stored under the type they show', () => {
    const user = accountIn(shop)
    // The peer's Angular client names the file after its caption.
    expect(path.extname(saveMemory(shop, user, 'Sunset. Orchard', picture('Sunset. Orchard')).imagePath)).toBe('.png')
    expect(path.extname(saveMemory(shop, user, 'Harvest', picture('Harvest', jpeg)).imagePath)).toBe('.jpg')
    expect(path.extname(saveMemory(shop, user, 'Misnamed', picture('photo.gif', jpeg)).imagePath)).toBe('.jpg')
  })

  it('takes a caption of exactly the limit once its spaces are trimmed', () => {
    expect(refusal(accountIn(shop), ` ${'x'.repeat(MEMORY_LIMITS.captionChars)} `, picture('a.png'))).toBe('saved')
  })

  it('takes a customer\'s photos up to the limit and no further', () => {
    const user = accountIn(shop)
    for (let i = 1; i < MEMORY_LIMITS.perUser; i++) shop.repos.memories.insert(user.id, `old ${i}`, 'x.png')
    expect(refusal(user, 'last one', picture('a.png'))).toBe('saved')
    expect(refusal(user, 'one more', picture('a.png'))).toBe('too-many: You can share at most 20 photos')
  })

  it('takes photos until the whole wall holds its limit', () => {
    const filler = accountIn(shop)
    while (shop.repos.memories.count() < MEMORY_LIMITS.perShop - 1) shop.repos.memories.insert(filler.id, 'filler', 'x.png')
    expect(refusal(accountIn(shop), 'the last place', picture('a.png'))).toBe('saved')
    expect(refusal(accountIn(shop), 'too late', picture('a.png'))).toBe('too-many: The photo wall is full')
  })
})

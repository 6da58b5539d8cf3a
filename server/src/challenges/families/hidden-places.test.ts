import { describe, expect, it } from 'vitest'
import { familyHarness } from '../../test-support/family-harness.js'
import { hiddenPlacesFamily } from './hidden-places.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { catalogueExploits } from '../../test-support/exploits/catalogue.js'
import { communityExploits } from '../../test-support/exploits/community.js'
import { filesExploits } from '../../test-support/exploits/files.js'

const t = createExploitShop()

describe('productBlueprintChallenge', () => {
  it('is not solved by the product picture itself', async () => {
    expect((await t.api.get('/assets/public/images/products/citrus-keychain.jpg')).status).toBe(200)
    expect(await t.solved('productBlueprintChallenge')).toBe(false)
  })

  it('is solved by downloading the print file named in the keychain picture', async () => {
    await catalogueExploits.productBlueprintChallenge(t)
    expect(await t.solved('productBlueprintChallenge')).toBe(true)
  })
})

describe('missingEncodingChallenge', () => {
  it('is not solved by the broken address the wall asks for', async () => {
    expect((await t.api.get('/assets/public/images/uploads/crate')).status).toBe(404)
    expect(await t.solved('missingEncodingChallenge')).toBe(false)
  })

  it('is solved by asking for crate#7.jpg with the # encoded', async () => {
    await communityExploits.missingEncodingChallenge(t)
    expect(await t.solved('missingEncodingChallenge')).toBe(true)
  })
})

describe('tokenSaleChallenge', () => {
  it('is solved when the teaser only the hidden token-sale page asks for is served', async () => {
    expect(await t.solved('tokenSaleChallenge')).toBe(false)
    await catalogueExploits.tokenSaleChallenge(t)
    expect(await t.solved('tokenSaleChallenge')).toBe(true)
  })
})

describe('extraLanguageChallenge', () => {
  it('is not solved by the languages the menu offers', async () => {
    const listed = await t.api.get('/rest/languages')
    expect(listed.status).toBe(200)
    const keys = (listed.body as Array<{ key: string }>).map(language => language.key)
    expect(keys).toEqual(expect.arrayContaining(['en', 'de']))
    for (const key of keys) expect((await t.api.get(`/assets/i18n/${key}.json`)).status).toBe(200)
    expect((await t.api.get('/assets/i18n/xx.json')).status).toBe(404)
    expect(await t.solved('extraLanguageChallenge')).toBe(false)
  })

  it('is solved by fetching the Esperanto translation the menu leaves out', async () => {
    await filesExploits.extraLanguageChallenge(t)
    expect(await t.solved('extraLanguageChallenge')).toBe(true)
  })

  // Both files as served, so a web build that predates a new English text compares like with like.
  it('serves a complete Esperanto translation, as JSON', async () => {
    const res = await t.api.get('/assets/i18n/eo.json')
    expect(res.headers['content-type']).toMatch(/json/)
    const english = (await t.api.get('/assets/i18n/en.json')).body as Record<string, string>
    expect(Object.keys(res.body as Record<string, string>).sort()).toEqual(Object.keys(english).sort())
  })
})

describe('hidden-places rules', () => {
  const served = (root: string, realName: string): string[] => {
    const h = familyHarness(hiddenPlacesFamily)
    h.emit('file.served', { root, realName } as never)
    return h.solved
  }
  const teaser = (method: string, path: string, status: number): string[] => {
    const h = familyHarness(hiddenPlacesFamily)
    h.respond({ method, path }, status)
    return h.solved
  }

  it('names each hidden file by its folder and real name', () => {
    expect(served('products', 'citrus-keychain-v3.stl')).toEqual(['productBlueprintChallenge'])
    expect(served('uploads', 'crate#7.jpg')).toEqual(['missingEncodingChallenge'])
    expect(served('i18n', 'eo.json')).toEqual(['extraLanguageChallenge'])
    expect(served('ftp', 'citrus-keychain-v3.stl')).toEqual([])
    expect(served('products', 'crate#7.jpg')).toEqual([])
    expect(served('uploads', 'eo.json')).toEqual([])
    expect(served('i18n', 'de.json')).toEqual([])
  })

  it('counts the token-sale teaser read successfully', () => {
    expect(teaser('GET', '/rest/token-sale/teaser', 200)).toEqual(['tokenSaleChallenge'])
    expect(teaser('POST', '/rest/token-sale/teaser', 200)).toEqual([])
    expect(teaser('GET', '/rest/token-sale/teaser', 404)).toEqual([])
    expect(teaser('GET', '/rest/token-sale', 200)).toEqual([])
  })
})

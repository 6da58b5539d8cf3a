import { describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../paths.js'
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
  const english = Object.keys(JSON.parse(fs.readFileSync(path.join(projectRoot, 'web', 'public', 'assets', 'i18n', 'en.json'), 'utf8')) as Record<string, string>)

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

  it('serves a complete Esperanto translation, as JSON', async () => {
    const res = await t.api.get('/assets/i18n/eo.json')
    expect(res.headers['content-type']).toMatch(/json/)
    expect(Object.keys(res.body as Record<string, string>).sort()).toEqual([...english].sort())
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ContentSource } from '../../challenges/mechanisms/content-scanner.js'
import { VirtualRoot } from '../../challenges/mechanisms/virtual-roots.js'
import { createTestShop } from '../../test-support/test-shop.js'
import { repositoryDb } from '../../test-support/repository-db.js'
import { accountIn } from '../../test-support/shop-customers.js'
import { COMPLAINT_UPLOADS } from '../uploads/file-upload.js'
import { complaintsOf, fileComplaint } from './complaints.js'

const t = createTestShop()
const shop = t.shop.registry.get()
const uploaded = 'a1b2c3d4e5f6-invoice.pdf'
// Files an archive upload may unpack next to the stored uploads, under names the upload never answers with.
const unpacked = ['notes.txt', 'a-notes.pdf', 'zip-a1b2c3d4e5f6-x.pdf', 'a1b2c3d4e5f6-x y.pdf']
for (const name of [uploaded, ...unpacked]) shop.files.write(shop.files.resolve(COMPLAINT_UPLOADS, name), '%PDF-1.4')

const refusal = (message: string, file?: string): string => {
  try {
    fileComplaint(shop, accountIn(shop).id, message, file)
    return 'filed'
  } catch (error) {
    return (error as Error).message
  }
}

describe('complaints', () => {
  it('are filed trimmed, with an uploaded file when one is named, and listed for their author only', () => {
    const me = accountIn(shop)
    const row = fileComplaint(shop, me.id, '  Warm lemonade  ', uploaded)
    expect(row).toMatchObject({ UserId: me.id, message: 'Warm lemonade', file: uploaded })
    expect(fileComplaint(shop, me.id, 'x'.repeat(160)).file).toBeNull()
    expect(complaintsOf(shop, me.id).map(c => c.message)).toEqual(['Warm lemonade', 'x'.repeat(160)])
    expect(complaintsOf(shop, accountIn(shop).id)).toEqual([])
  })

  it.each(unpacked)('refuse to attach %j, which is no stored upload though it lies among them', file => {
    expect(refusal('See file', file)).toBe('The attached file is unknown; upload it again.')
  })

  it.each([
    ['', undefined, 'Please describe your complaint.'],
    ['  ', undefined, 'Please describe your complaint.'],
    ['x'.repeat(161), undefined, 'A complaint may be at most 160 characters long.'],
    ['See file', 'f00000000000-missing.pdf', 'The attached file is unknown; upload it again.'],
    ['See file', `../../keys/${uploaded}`, 'The attached file is unknown; upload it again.'],
    ['See file', `x${uploaded}`, 'The attached file is unknown; upload it again.'],
    ['See file', `${uploaded}/`, 'The attached file is unknown; upload it again.'],
    ['See file', 'A1B2C3D4E5F6-invoice.pdf', 'The attached file is unknown; upload it again.'],
    ['See file', 'a1b2c3d4e5f6-', 'The attached file is unknown; upload it again.'],
    ['See file', '', 'The attached file is unknown; upload it again.']
  ])('refuse %j with the file %j', (message, file, problem) => {
    expect(refusal(message, file)).toBe(problem)
  })
})

describe('complaints without a shop', () => {
  // Filing names its repository, the file area and the content scanner: an in-memory database,
  // a file area in a temporary folder and a scanner that only remembers what it was shown.
  const { repos } = repositoryDb()
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'complaints-'))
  afterAll(() => { fs.rmSync(folder, { recursive: true, force: true }) })
  const files = new VirtualRoot(folder)
  files.write(files.resolve(COMPLAINT_UPLOADS, uploaded), '%PDF-1.4')
  const scanned: Array<[string, ContentSource]> = []
  const deps = { repos, files, scanContent: (text: string, source: ContentSource) => { scanned.push([text, source]) } }

  it('stores the trimmed text with its attachment and shows the text to the content scanner', () => {
    const me = accountIn(deps)
    expect(fileComplaint(deps, me.id, ' Bitter oranges ', uploaded)).toMatchObject({ UserId: me.id, message: 'Bitter oranges', file: uploaded })
    expect(() => fileComplaint(deps, me.id, 'Lost file', 'f00000000000-missing.pdf')).toThrow('The attached file is unknown; upload it again.')
    expect(scanned).toEqual([['Bitter oranges', 'complaint']])
    expect(complaintsOf(deps, me.id).map(c => c.message)).toEqual(['Bitter oranges'])
  })
})

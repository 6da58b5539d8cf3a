import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

// A shop whose data folder lies below a dot-folder, as in ~/.local/share: the test shop takes its
// folder from the temporary directory, so that is pointed into one while the shop is made.
const dotFolder = fs.mkdtempSync(path.join(os.tmpdir(), '.shop-dot-'))
const temporary = process.env.TMPDIR
process.env.TMPDIR = dotFolder
const t = createTestShop()
if (temporary === undefined) delete process.env.TMPDIR
else process.env.TMPDIR = temporary
afterAll(() => { fs.rmSync(dotFolder, { recursive: true, force: true }) })

describe('GET /ftp/:file from a shop installed below a dot-folder', () => {
  it('serves the shop\'s own files, and still no hidden one', async () => {
    const shop = t.shop.registry.get()
    expect(shop.filesDir.startsWith(dotFolder)).toBe(true)
    fs.mkdirSync(path.join(shop.filesDir, 'ftp'), { recursive: true })
    fs.writeFileSync(path.join(shop.filesDir, 'ftp', 'pressing-notes.md'), '# Pressing notes\n')
    const res = await t.api.get('/ftp/pressing-notes.md')
    expect([res.status, res.text]).toEqual([200, '# Pressing notes\n'])
    fs.writeFileSync(path.join(shop.filesDir, 'ftp', '.hidden.md'), 'hidden')
    expect((await t.api.get('/ftp/.hidden.md')).status).toBe(404)
  })
})

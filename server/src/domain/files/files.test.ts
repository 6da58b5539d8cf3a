import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { VirtualRoot } from '../../challenges/mechanisms/virtual-roots.js'
import { dataFolder } from '../../paths.js'
import { findFtpFile, listFtp } from './ftp.js'
import { promotionCaptions } from './promotion.js'

const folders: string[] = []
afterAll(() => { for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true }) })

/** The public folder and the promotion need only a file area and the event bus of their instance. */
function fakeShop () {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-test-'))
  folders.push(filesDir)
  const events: Array<[string, unknown]> = []
  const shop = { filesDir, files: new VirtualRoot(filesDir), events: { emit: (name: string, payload: unknown) => { events.push([name, payload]) } } }
  /** Writes a file into the instance's own folder (`ftp/...`, `promotion/...`). */
  const own = (relative: string, content: string): void => {
    fs.mkdirSync(path.dirname(path.join(filesDir, relative)), { recursive: true })
    fs.writeFileSync(path.join(filesDir, relative), content)
  }
  return { shop, events, own }
}

const shipped = (name: string): string => path.join(dataFolder, 'ftp', name)

describe('the public folder listing', () => {
  it('lists the instance\'s own files before the shipped ones of the same name, sorted, without receipts, hidden files or folders', () => {
    const { shop, own } = fakeShop()
    own('ftp/legal.md', 'our own terms')
    own('ftp/aaa-notes.md', 'notes')
    own('ftp/order_0001-000001.pdf', 'receipt')
    own('ftp/ORDER_0001-000002.PDF', 'receipt')
    own('ftp/.hidden.md', 'hidden')
    fs.mkdirSync(path.join(shop.filesDir, 'ftp', 'folder.md'))
    const entries = listFtp(shop)
    const names = entries.map(entry => entry.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect(names[0]).toBe('aaa-notes.md')
    expect(names).toEqual(expect.arrayContaining(['legal.md', 'board-minutes-2024-q3.md', 'coupon-archive.csv.bak']))
    expect(names.filter(name => /order_|hidden|folder/i.test(name))).toEqual([])
    expect(names.filter(name => name === 'legal.md')).toHaveLength(1)
    expect(entries.find(entry => entry.name === 'legal.md')).toEqual({ name: 'legal.md', size: 13, modified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) })
  })

  // Only a name that is a receipt from start to end is one: a note about orders stays listed.
  it('lists files that merely mention an order receipt', () => {
    const { shop, own } = fakeShop()
    own('ftp/my-order_0001.pdf', 'note')
    own('ftp/order_0001.pdf.md', 'note')
    expect(listFtp(shop).map(entry => entry.name)).toEqual(expect.arrayContaining(['my-order_0001.pdf', 'order_0001.pdf.md']))
  })

  it('lists the shipped files alone while the instance has no folder of its own', () => {
    const { shop } = fakeShop()
    expect(listFtp(shop).map(entry => entry.name)).toEqual(fs.readdirSync(path.join(dataFolder, 'ftp')).filter(name => !name.startsWith('.')).sort((a, b) => a.localeCompare(b)))
  })
})

describe('a file of the public folder', () => {
  it('is served from the shipped folder, in any case of its extension, and announced with who asked', () => {
    const { shop, events, own } = fakeShop()
    own('ftp/Scan.PDF', 'scan')
    expect(findFtpFile(shop, 'legal.md', 4)).toEqual({ name: 'legal.md', path: shipped('legal.md') })
    expect(findFtpFile(shop, 'Scan.PDF', null).name).toBe('Scan.PDF')
    expect(events[0]).toEqual(['file.served', { root: 'ftp', realName: 'legal.md', requesterId: 4 }])
  })

  it('is the instance\'s own copy when it has one', () => {
    const { shop, own } = fakeShop()
    own('ftp/legal.md', 'our own terms')
    expect(findFtpFile(shop, 'legal.md', null).path).toBe(path.join(shop.filesDir, 'ftp', 'legal.md'))
  })

  it.each(['server-deps.json.bak', 'pulp.egg', 'legal.md.exe', 'legal.mdx', 'legal'])('is refused for %j, whose extension is not allowed', name => {
    const { shop } = fakeShop()
    expect(() => findFtpFile(shop, name, null)).toThrow('Only .md, .pdf and .zip files may be downloaded')
  })

  it('decodes the name once more, and opens the name up to a NUL (planted: extensionFilterBypassChallenge)', () => {
    const { shop, events } = fakeShop()
    expect(findFtpFile(shop, 'server-deps.json.bak%00.md', null)).toEqual({ name: 'server-deps.json.bak', path: shipped('server-deps.json.bak') })
    expect(findFtpFile(shop, 'legal%2Emd', null).name).toBe('legal.md')
    expect(events.map(([, e]) => (e as { realName: string }).realName)).toEqual(['server-deps.json.bak', 'legal.md'])
  })

  it('refuses a name that is not valid URL encoding', () => {
    const { shop } = fakeShop()
    expect(() => findFtpFile(shop, 'legal%E0%A4%A.md', null)).toThrow('The file name is not valid URL encoding')
  })

  it.each(['%00.md', 'nope.md', '../ftp/legal.md', 'sub\\legal.md', '.hidden.md', '..%00.md', 'folder.md'])('is not found for %j', name => {
    const { shop, own } = fakeShop()
    own('ftp/.hidden.md', 'hidden')
    fs.mkdirSync(path.join(shop.filesDir, 'ftp', 'folder.md'))
    expect(() => findFtpFile(shop, name, null)).toThrow('File not found')
  })
})

describe('the promotion captions', () => {
  const shippedCaptions = fs.readFileSync(path.join(dataFolder, 'promotion', 'captions.vtt'), 'utf8')

  it('are copied from the shipped ones on first use, kept in the instance and announced', () => {
    const { shop, events } = fakeShop()
    expect(promotionCaptions(shop)).toBe(shippedCaptions)
    expect(fs.readFileSync(path.join(shop.filesDir, 'promotion', 'captions.vtt'), 'utf8')).toBe(shippedCaptions)
    expect(events).toEqual([['promotion.rendered', { captions: shippedCaptions }]])
  })

  it('are the instance\'s own once written, whoever wrote them', () => {
    const { shop, own } = fakeShop()
    own('promotion/captions.vtt', 'WEBVTT\n\n<script>alert(1)</script>')
    expect(promotionCaptions(shop)).toBe('WEBVTT\n\n<script>alert(1)</script>')
  })

  it('cannot be read when something else stands in their place', () => {
    const { shop } = fakeShop()
    fs.mkdirSync(path.join(shop.filesDir, 'promotion', 'captions.vtt'), { recursive: true })
    expect(() => promotionCaptions(shop)).toThrow('The promotion captions cannot be read')
  })
})

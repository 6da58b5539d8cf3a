import fs from 'node:fs'
import path from 'node:path'
import { zipSync } from 'fflate'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import type { DomainEventMap } from '../../challenges/mechanisms/domain-events.js'
import { DECOY_FOLDER } from './decoy-system.js'
import { acceptUpload, COMPLAINT_UPLOADS } from './file-upload.js'

const t = createTestShop()
const shop = t.shop.registry.get()
const RETIRED = 'B2B customer complaints via file upload have been deprecated for security reasons'

const accepted: Array<DomainEventMap['upload.accepted']> = []
const parsed: Array<DomainEventMap['upload.parsed']> = []
const resolved: Array<DomainEventMap['file.resolved']> = []
shop.events.on('upload.accepted', e => { accepted.push(e) })
shop.events.on('upload.parsed', e => { parsed.push(e) })
shop.events.on('file.resolved', e => { resolved.push(e) })
afterEach(() => {
  accepted.length = 0
  parsed.length = 0
  resolved.length = 0
})

const upload = async (originalName: string, content: string | Uint8Array) => {
  const buffer = Buffer.from(content)
  return await acceptUpload(shop, 7, { originalName, size: buffer.length, buffer })
}
/** The refusal's kind and message. */
const refusal = async (originalName: string, content: string): Promise<string> =>
  await upload(originalName, content).then(() => 'stored', (error: { kind: string, message: string }) => `${error.kind}: ${error.message}`)

describe('complaint uploads', () => {
  it('store the file under a random prefix and its own name, and announce its lower-case extension', async () => {
    const outcome = await upload('INVOICE.PDF', '%PDF-1.4 invoice')
    expect(outcome).toEqual({ file: expect.stringMatching(/^[0-9a-f]{12}-INVOICE\.PDF$/), size: 16 })
    expect(shop.files.read(shop.files.resolve(COMPLAINT_UPLOADS, outcome.file)).toString()).toBe('%PDF-1.4 invoice')
    expect(accepted).toEqual([{ userId: 7, name: 'INVOICE.PDF', size: 16, extension: 'pdf' }])
  })

  it.each([
    ['C:\\Users\\rita\\my invoice (1).pdf', 'my_invoice__1_.pdf'],
    ['../../keys/jwt.key', 'jwt.key'],
    ['...hidden.txt', 'hidden.txt'],
    ['report..v2.pdf', 'report..v2.pdf'],
    ['façade.pdf', 'fa_ade.pdf'],
    ['...', 'upload'],
    [`${'a'.repeat(100)}.pdf`, `${'a'.repeat(76)}.pdf`]
  ])('keep the name %j as %j after the prefix', async (name, clean) => {
    const { file } = await upload(name, 'content')
    expect(file.slice(13)).toBe(clean)
    expect(file.slice(0, 13)).toMatch(/^[0-9a-f]{12}-$/)
  })

  it('refuse an empty file', async () => {
    expect(await refusal('empty.pdf', '')).toBe('invalid: The uploaded file is empty')
  })

  it('unpack a ZIP archive next to the uploads, skipping entries that would leave the shop\'s file area', async () => {
    const archive = zipSync({ 'inside.txt': Buffer.from('a'), 'nested/deeper.txt': Buffer.from('b'), [`${'../'.repeat(12)}outside.txt`]: Buffer.from('c') })
    const outcome = await upload('Archive.ZIP', archive)
    expect(outcome).toEqual({ file: expect.stringMatching(/-Archive\.ZIP$/), size: archive.length, extracted: 2 })
    expect(resolved.map(e => [e.purpose, e.insideInstanceRoot]).sort()).toEqual([['zip', false], ['zip', true], ['zip', true]])
    expect(shop.files.read(shop.files.resolve(COMPLAINT_UPLOADS, 'nested/deeper.txt')).toString()).toBe('b')
  })

  it('refuse a .zip file that is no archive, and announce nothing', async () => {
    expect(await refusal('fake.zip', 'not an archive')).toBe('invalid: The file is not a ZIP archive or it is empty')
    expect(accepted).toEqual([])
  })
})

describe('the retired supplier interface', () => {
  it('parses XML, echoes at most 400 characters of its text and is gone', async () => {
    const text = `${'x'.repeat(390)}0123456789ABCDEF`
    const message = await refusal('order.XML', `<?xml version="1.0"?><order>${text}</order>`)
    expect(message).toBe(`gone: ${RETIRED}: ${text.slice(0, 400)}`)
    expect(parsed).toEqual([{ kind: 'xml', echo: text, filesRead: [] }])
    expect(accepted).toEqual([])
  })

  it('resolves external entities from the decoy tree, and counts only the decoy files it really read (planted: xxeFileDisclosureChallenge)', async () => {
    const entity = (uri: string) => `<?xml version="1.0"?><!DOCTYPE o [<!ENTITY x SYSTEM "${uri}">]><o>&x;</o>`
    expect(await refusal('passwd.xml', entity('file:///etc/passwd'))).toContain('pulp:x:1001')
    expect(parsed.map(e => e.filesRead.map(f => f.requested))).toEqual([['etc/passwd']])
    expect(resolved.map(e => [e.purpose, e.requested, e.insideIntendedFolder])).toEqual([['xxe', 'etc/passwd', true]])
    parsed.length = 0
    await refusal('shadow.xml', entity('file:///etc/shadow'))
    await refusal('keys.xml', entity('file:///../keys/jwt.key'))
    expect(parsed.map(e => e.filesRead)).toEqual([[], []])
  })

  it('counts no file the parser was not handed, though it exists in the file area', async () => {
    const entity = (uri: string) => `<?xml version="1.0"?><!DOCTYPE o [<!ENTITY x SYSTEM "${uri}">]><o>&x;</o>`
    // Outside the decoy tree: a complaint stored a moment ago.
    const { file } = await upload('note.pdf', '%PDF-1.4 note')
    await refusal('stored.xml', entity(`file:///../${COMPLAINT_UPLOADS}/${file}`))
    // Inside it, but too big to be handed to the parser.
    fs.writeFileSync(path.join(shop.filesDir, DECOY_FOLDER, 'huge.bin'), Buffer.alloc(1_000_001))
    await refusal('huge.xml', entity('file:///huge.bin'))
    expect(parsed.map(e => e.filesRead)).toEqual([[], []])
  })

  it.each(['order.yml', 'order.yaml'])('parses YAML (%s), echoes it as JSON and is gone', async name => {
    expect(await refusal(name, 'juice: apple')).toBe(`gone: ${RETIRED}: {"juice":"apple"}`)
    expect(parsed).toEqual([{ kind: 'yaml', echo: '{"juice":"apple"}', filesRead: [] }])
  })

  it('stops a YAML document that expands past its budget, as the YAML budget of the upload', async () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...'bcdefghi'.split('').map((name, i) => `${name}: &${name} [${Array(10).fill(`*${'abcdefghi'[i]}`).join(', ')}]`)]
    await expect(upload('bomb.yml', levels.join('\n'))).rejects.toMatchObject({ kind: 'unavailable', details: { budget: 'yaml' }, source: 'file-upload' })
  })

  it('refuses YAML it cannot read', async () => {
    expect(await refusal('broken.yml', 'juice: [apple')).toMatch(/^invalid: \S/)
  })

  it('cuts a long YAML echo at 400 characters', async () => {
    const message = await refusal('long.yml', `note: ${'y'.repeat(600)}`)
    expect(message).toBe(`gone: ${RETIRED}: ${`{"note":"${'y'.repeat(600)}`.slice(0, 400)}`)
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { uploaderOf } from '../../test-support/uploader.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { uploadsExploits } from '../../test-support/exploits/uploads.js'
import { familyHarness } from '../../test-support/family-harness.js'
import { uploadsFamily } from './uploads.js'

const t = createExploitShop()

const { upload, token } = uploaderOf(t, 'uploader')

const filesDir = () => t.shop.registry.resolve({} as never).filesDir

describe('uploadSizeChallenge', () => {
  it('stays unsolved for a file within the promised 100 KB, and larger than 200 000 bytes answers 413', async () => {
    expect((await upload('invoice.pdf', Buffer.alloc(100_000, 1))).status).toBe(201)
    const tooLarge = await upload('invoice.pdf', Buffer.alloc(200_001, 1))
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.error).toMatch(/too large/i)
    expect(await t.solved('uploadSizeChallenge')).toBe(false)
  })

  it('is solved when a file over 100 KB but within 200 000 bytes is accepted', async () => {
    await uploadsExploits.uploadSizeChallenge(t)
    expect(await t.solved('uploadSizeChallenge')).toBe(true)
  })
})

describe('uploadTypeChallenge', () => {
  it('stays unsolved for a PDF', async () => {
    expect((await upload('receipt.pdf', '%PDF-1.4 small')).status).toBe(201)
    expect(await t.solved('uploadTypeChallenge')).toBe(false)
  })

  it('is solved when a file of another type is stored', async () => {
    await uploadsExploits.uploadTypeChallenge(t)
    expect(await t.solved('uploadTypeChallenge')).toBe(true)
  })

  it('stores the file under a random name beside the complaint uploads', async () => {
    const res = await upload('notes.txt', 'Call me about the broken bottle')
    expect(res.status).toBe(201)
    expect(res.body.data.file).toMatch(/^[0-9a-f]{12}-notes\.txt$/)
    expect(fs.readFileSync(path.join(filesDir(), 'uploads', 'complaints', res.body.data.file), 'utf8')).toBe('Call me about the broken bottle')
  })
})

describe('deprecatedInterfaceChallenge and xxeFileDisclosureChallenge', () => {
  it('parses plain XML on the retired interface: 410 with the echo', async () => {
    await uploadsExploits.deprecatedInterfaceChallenge(t)
    expect(await t.solved('deprecatedInterfaceChallenge')).toBe(true)
    expect(await t.solved('xxeFileDisclosureChallenge')).toBe(false)
  })

  it('refuses entities with other URI schemes and files outside the decoy tree', async () => {
    for (const uri of ['http://127.0.0.1/', 'file:///../../keys/jwt.key', 'ftp://example.test/x']) {
      const res = await upload('order.xml', `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "${uri}">]><r>[&x;]</r>`)
      expect([400, 410], uri).toContain(res.status)
      expect(res.body.error).not.toMatch(/PRIVATE KEY/)
    }
    expect(await t.solved('xxeFileDisclosureChallenge')).toBe(false)
  })

  it('is solved when an external entity reads the decoy /etc/passwd and the content is echoed', async () => {
    await uploadsExploits.xxeFileDisclosureChallenge(t)
    expect(await t.solved('xxeFileDisclosureChallenge')).toBe(true)
  })

  it('reads the decoy Windows file too', async () => {
    const res = await upload('order.xml', '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///C:/Windows/system.ini">]><r>&x;</r>')
    expect(res.body.error).toContain('[drivers]')
  })
})

describe('xxeDosChallenge', () => {
  it('answers 400 for XML that does not parse, without solving', async () => {
    const res = await upload('order.xml', '<order><unclosed></order>')
    expect(res.status).toBe(400)
    expect(await t.solved('xxeDosChallenge')).toBe(false)
  })

  it('answers 400 for nesting deeper than libxml2 allows, with or without an entity, without solving', async () => {
    const deep = '<a>'.repeat(300) + '</a>'.repeat(300)
    const documents = [`<order>${deep}</order>`, `<!DOCTYPE order [<!ENTITY d "${deep}">]><order>&d;</order>`]
    for (const document of documents) {
      const res = await upload('order.xml', document)
      expect(res.status).toBe(400)
      expect(res.body.error).toMatch(/depth/i)
    }
    expect(await t.solved('xxeDosChallenge')).toBe(false)
  })

  it('is solved when a billion-laughs document trips the XML budget (503) and the server keeps answering', async () => {
    await uploadsExploits.xxeDosChallenge(t)
    expect(await t.solved('xxeDosChallenge')).toBe(true)
    expect((await t.api.get('/rest/admin/application-version')).status).toBe(200)
  })
})

describe('yamlBombChallenge', () => {
  it('parses a harmless YAML file on the retired interface: 410 with the echo', async () => {
    const res = await upload('order.yml', 'order:\n  item: Lemon Juice\n  quantity: 3\n')
    expect(res.status).toBe(410)
    expect(res.body.error).toContain('Lemon Juice')
    expect(await t.solved('yamlBombChallenge')).toBe(false)
  })

  it('is solved when an alias bomb trips the YAML budget (503)', async () => {
    await uploadsExploits.yamlBombChallenge(t)
    expect(await t.solved('yamlBombChallenge')).toBe(true)
  })
})

describe('zipSlipChallenge', () => {
  it('extracts a well-behaved archive into the complaint uploads', async () => {
    const res = await upload('invoices.zip', Buffer.from(zipSync({ 'march.txt': Buffer.from('invoice 1') })))
    expect(res.status).toBe(201)
    expect(res.body.data.extracted).toBe(1)
    expect(fs.readFileSync(path.join(filesDir(), 'uploads', 'complaints', 'march.txt'), 'utf8')).toBe('invoice 1')
    expect(await t.solved('zipSlipChallenge')).toBe(false)
  })

  it('skips entries that would leave the file area', async () => {
    const res = await upload('escape.zip', Buffer.from(zipSync({ '../../../../escaped.txt': Buffer.from('nope') })))
    expect(res.status).toBe(201)
    expect(res.body.data.extracted).toBe(0)
    expect(fs.existsSync(path.join(filesDir(), '..', '..', 'escaped.txt'))).toBe(false)
    expect(await t.solved('zipSlipChallenge')).toBe(false)
  })

  it('refuses archives over the entry or size budget', async () => {
    const many: Record<string, Uint8Array> = {}
    for (let i = 0; i < 11; i++) many[`f${i}.txt`] = Buffer.from('x')
    expect((await upload('many.zip', Buffer.from(zipSync(many)))).status).toBe(503)
    const big = await upload('big.zip', Buffer.from(zipSync({ 'big.bin': new Uint8Array(1_100_000) }, { level: 9 })))
    expect(big.status).toBe(503)
    expect(big.body.error).toMatch(/1 MB/)
  })

  it('is solved when an entry lands outside the extraction folder, inside the file area', async () => {
    const terms = path.join(filesDir(), 'ftp', 'legal.md')
    expect(fs.existsSync(terms)).toBe(false)
    await uploadsExploits.zipSlipChallenge(t)
    expect(await t.solved('zipSlipChallenge')).toBe(true)
    // The exploit writes the shipped terms back, so the copy in the file area reads the same.
    expect(fs.readFileSync(terms, 'utf8')).toBe((await t.api.get('/ftp/legal.md')).text)
  })

  it('lets an entry replace the terms of use that /ftp serves', async () => {
    const res = await upload('slip.zip', Buffer.from(zipSync({ '../../ftp/legal.md': Buffer.from('# New terms') })))
    expect(res.status).toBe(201)
    expect((await t.api.get('/ftp/legal.md')).text).toBe('# New terms')
  })
})

describe('POST /file-upload bad input', () => {
  it('needs a login, a file and a non-empty one', async () => {
    expect((await t.api.post('/file-upload').attach('file', Buffer.from('x'), 'a.pdf')).status).toBe(401)
    expect((await t.api.post('/file-upload').set('Authorization', `Bearer ${token()}`).send({})).status).toBe(400)
    expect((await upload('empty.pdf', Buffer.alloc(0))).status).toBe(400)
  })
})

describe('retired interface rule', () => {
  const decoyFile = { requested: '/etc/passwd', path: '/decoys/etc/passwd', insideIntendedFolder: false, insideInstanceRoot: true }
  it.each([
    ['xml', 'root:x:0:0', [decoyFile], ['deprecatedInterfaceChallenge', 'xxeFileDisclosureChallenge']],
    ['xml', '<order/>', [], ['deprecatedInterfaceChallenge']],
    ['xml', '  ', [decoyFile], ['deprecatedInterfaceChallenge']],
    ['yaml', 'root:x:0:0', [decoyFile], []]
  ] as const)('a parsed %s upload echoing %j solves %j', (kind, echo, filesRead, keys) => {
    const h = familyHarness(uploadsFamily)
    h.emit('upload.parsed', { kind, echo, filesRead: [...filesRead] })
    expect(h.solved).toEqual(keys)
  })
})

describe('archive and budget rules', () => {
  const harness = () => familyHarness(uploadsFamily)

  it.each([
    ['zip', false, true, ['zipSlipChallenge']],
    ['zip', true, true, []],
    ['zip', false, false, []],
    ['xxe', false, true, []],
    ['layout', false, true, []]
  ] as const)('a %s path, inside its folder %s, inside the file area %s, solves %j', (purpose, insideIntendedFolder, insideInstanceRoot, keys) => {
    const h = harness()
    h.emit('file.resolved', { purpose, requested: '../x', path: '/files/x', insideIntendedFolder, insideInstanceRoot })
    expect(h.solved).toEqual(keys)
  })

  it.each([
    ['xml', 'file-upload', ['xxeDosChallenge']],
    ['yaml', 'file-upload', ['yamlBombChallenge']],
    ['zip', 'file-upload', []],
    ['xml', 'b2b-orders', []],
    ['yaml', undefined, []]
  ] as const)('a tripped %s budget from %s solves %j', (budget, source, keys) => {
    const h = harness()
    h.emit('budget.exceeded', { budget, source })
    expect(h.solved).toEqual(keys)
  })
})

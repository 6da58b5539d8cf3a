import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { uploaderOf } from '../test-support/uploader.js'
import { BUDGETS } from '../challenges/mechanisms/budgets.js'
import { hostOnlyPasswdLines, instanceSecrets } from '../test-support/escape-markers.js'
import { createTestShop } from '../test-support/test-shop.js'
import { expectStoppedEarly, slowestOfThree, underAttack } from '../test-support/under-attack.js'

/**
 * Uploads are parsed in the contained worker pool: each escape a player may try through the XML,
 * YAML and ZIP parsers gets the decoy or a 4xx/503, and the shop keeps answering meanwhile.
 */
const t = createTestShop()
const instance = (): ReturnType<typeof t.shop.registry.get> => t.shop.registry.get()

const { upload, credentials } = uploaderOf(t, 'escape.artist')

const xmlWithEntity = (uri: string): string => `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "${uri}">]><r>[&x;]</r>`

describe('XML uploads: external entities read only the decoy tree', () => {
  it('answers /etc/passwd from the decoy, never the host', async () => {
    const res = await upload('order.xml', xmlWithEntity('file:///etc/passwd'))
    expect(res.status).toBe(410)
    expect(res.body.error).toContain('pulp:x:1001:1001')
    for (const line of hostOnlyPasswdLines()) expect(res.body.error).not.toContain(line)
  })

  it('refuses the signing key and the CTF key, by absolute path and by climbing out of the decoy tree', async () => {
    expect(instanceSecrets(instance().folder).length).toBeGreaterThan(1)
    for (const { file, marker } of instanceSecrets(instance().folder)) {
      const climb = `file:///${path.relative(path.join(instance().filesDir, 'decoy-system'), file)}`
      for (const uri of [`file://${file}`, climb, `file:///etc/../${climb.slice(8)}`]) {
        const res = await upload('order.xml', xmlWithEntity(uri))
        expect([400, 410], uri).toContain(res.status)
        expect(JSON.stringify(res.body), uri).not.toContain(marker)
      }
    }
  })

  it('refuses a file outside the instance folder through an external DTD or a parameter entity', async () => {
    const outside = path.resolve(instance().folder, '..', '..', 'outside.txt')
    fs.writeFileSync(outside, 'OUTSIDE-THE-SHOP')
    try {
      for (const text of [
        `<?xml version="1.0"?><!DOCTYPE r SYSTEM "file://${outside}"><r>a</r>`,
        `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY % p SYSTEM "file://${outside}"> %p;]><r>a</r>`,
        xmlWithEntity(`file:///${'../'.repeat(12)}${outside.slice(1)}`)
      ]) {
        const res = await upload('order.xml', text)
        expect([400, 410]).toContain(res.status)
        expect(JSON.stringify(res.body)).not.toContain('OUTSIDE-THE-SHOP')
      }
    } finally {
      fs.rmSync(outside, { force: true })
    }
  })

  it('fetches nothing from the network', async () => {
    const asked: string[] = []
    const listener = http.createServer((req, res) => { asked.push(req.url ?? ''); res.end('<!ENTITY y "FETCHED">') })
    await new Promise<void>(resolve => listener.listen(0, '127.0.0.1', resolve))
    const { port } = listener.address() as AddressInfo
    try {
      for (const text of [xmlWithEntity(`http://127.0.0.1:${port}/entity`), `<?xml version="1.0"?><!DOCTYPE r SYSTEM "http://127.0.0.1:${port}/dtd"><r>a</r>`]) {
        const res = await upload('order.xml', text)
        expect([400, 410]).toContain(res.status)
        expect(JSON.stringify(res.body)).not.toContain('FETCHED')
      }
      expect(asked).toEqual([])
    } finally {
      listener.close()
    }
  })
})

describe('XML uploads: the entity expansion budget', () => {
  const flat = (references: number): string =>
    `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "x">]><r>${'&a;'.repeat(references)}</r>`
  /** Each &b; is one expansion plus the ten of a inside it. */
  const nested = (references: number): string =>
    `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "x"><!ENTITY b "${'&a;'.repeat(10)}">]><r>${'&b;'.repeat(references)}</r>`

  it('accepts an invoice with a few entities', async () => {
    const res = await upload('invoice.xml', '<?xml version="1.0"?><!DOCTYPE invoice [<!ENTITY shop "Juice Shop"><!ENTITY cur "EUR">]>' +
      '<invoice><seller>&shop;</seller><total currency="&cur;">12.50</total><note>Thanks &amp; cheers from &shop;</note></invoice>')
    expect(res.status).toBe(410)
    expect(res.body.error).toContain('Juice Shop')
  })

  it('accepts exactly 10 000 expansions and refuses 10 001 with 503', async () => {
    expect((await upload('flat.xml', flat(10_000))).status).toBe(410)
    const over = await upload('flat.xml', flat(10_001))
    expect(over.status).toBe(503)
    expect(over.body.error).toMatch(/more than 10,000 expansions/)
  })

  it('counts the expansions inside an entity at every reference', async () => {
    expect((await upload('nested.xml', nested(909))).status).toBe(410)
    const over = await upload('nested.xml', nested(910))
    expect(over.status).toBe(503)
    expect(over.body.error).toMatch(/expansions/)
  })

  it('counts references in attribute values too', async () => {
    const attrs = Array.from({ length: 1001 }, (_, i) => `<i n="${i}" v="&b;"/>`).join('')
    const res = await upload('attrs.xml', `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "x"><!ENTITY b "${'&a;'.repeat(9)}">]><r>${attrs}</r>`)
    expect(res.status).toBe(503)
  })

  it('counts entities an external parameter entity declares (a file planted in the decoy tree by zip slip)', async () => {
    const declarations = (times: number): string => `<!ENTITY a "x"><!ENTITY b "${'&a;'.repeat(50)}"><!ENTITY leak "${'&b;'.repeat(times)}">`
    const planted = await upload('plant.zip', Buffer.from(zipSync({
      '../../decoy-system/small.ent': Buffer.from(declarations(10)),
      '../../decoy-system/bomb.ent': Buffer.from(declarations(200))
    })))
    expect(planted.body.data.extracted).toBe(2)
    const using = (file: string): string => `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY % p SYSTEM "file:///${file}"> %p;]><r>&leak;</r>`
    const small = await upload('pe.xml', using('small.ent'))
    expect(small.status).toBe(410)
    expect(small.body.error).toContain('x'.repeat(300))
    const bomb = await upload('pe.xml', using('bomb.ent'))
    expect(bomb.status).toBe(503)
    expect(bomb.body.error).toMatch(/more than 10,000 expansions/)
  })

  it('stops a kilobyte entity referenced 63 000 times at once while the shop keeps answering', async () => {
    const referencing = (times: number): string => `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "${'x'.repeat(1000)}">]><r>${'&a;'.repeat(times)}</r>`
    const text = referencing(63_000)
    expect(text.length).toBeLessThan(200_000)
    const harmlessMs = await slowestOfThree(() => upload('narrow.xml', referencing(3)))
    const { result, attackMs } = await underAttack(t.api, () => upload('wide.xml', text))
    expect(result.status).toBe(503)
    expectStoppedEarly(attackMs, harmlessMs, 'the entity bomb')
  })
})

describe('YAML uploads', () => {
  it('cuts off 100 000 nested flow sequences in the worker while the shop keeps answering', async () => {
    const { result } = await underAttack(t.api, () => upload('deep.yaml', '['.repeat(100_000)))
    expect([400, 503]).toContain(result.status)
    expect(result.body.error).toMatch(/YAML/)
  })

  it('kills a parse that runs past the time limit (503 as the YAML budget), and parses again afterwards', async () => {
    const budgets = BUDGETS as { parserMs: number }
    const limit = budgets.parserMs
    budgets.parserMs = 100
    try {
      const { result } = await underAttack(t.api, () => upload('deep.yaml', '['.repeat(100_000)))
      expect(result.status).toBe(503)
      expect(result.body).toMatchObject({ budget: 'yaml', error: expect.stringMatching(/took longer than 0.1 s/) })
    } finally {
      budgets.parserMs = limit
    }
    const res = await upload('order.yml', 'order: after the kill\n')
    expect(res.status).toBe(410)
    expect(res.body.error).toContain('after the kill')
  })

  it('a flood of hostile uploads waits for its own worker, never in front of an honest login or search', async () => {
    const flood = async () => await Promise.all(Array.from({ length: 4 }, async () => await upload('deep.yaml', '['.repeat(100_000))))
    const honest = async () => {
      const login = await t.api.post('/rest/user/login').send(credentials)
      return login.status === 200 ? await t.api.get('/rest/products/search').query({ q: 'apple' }) : login
    }
    const { result } = await underAttack(t.api, flood, honest)
    for (const res of result) expect([400, 503]).toContain(res.status)
  }, 30_000)

  it('cuts off an alias bomb while the shop keeps answering', async () => {
    const lines = ['a: &a [x,x,x,x,x,x,x,x,x,x]']
    for (let i = 1; i < 9; i++) lines.push(`l${i}: &l${i} [${Array(10).fill(i === 1 ? '*a' : `*l${i - 1}`).join(',')}]`)
    const { result } = await underAttack(t.api, () => upload('bomb.yaml', lines.join('\n')))
    expect(result.status).toBe(503)
  })

  it('runs no code from tags', async () => {
    const res = await upload('tags.yaml', 'a: !!js/function "function () { return process.env }"\nb: !!python/object/apply:os.system ["id"]\n')
    expect([400, 410]).toContain(res.status)
    expect(JSON.stringify(res.body)).not.toMatch(/uid=|PATH=/)
  })
})

describe('ZIP uploads', () => {
  const zip = (entries: Record<string, Uint8Array | [Uint8Array, object]>): Buffer => Buffer.from(zipSync(entries as never))

  it('never writes outside the instance file area: signing key, absolute paths, other folders', async () => {
    const keys = path.join(instance().folder, 'keys')
    const before = Object.fromEntries(fs.readdirSync(keys).map(name => [name, fs.readFileSync(path.join(keys, name), 'utf8')]))
    const outside = path.resolve(instance().folder, '..', '..', `zip-escape-${process.pid}.txt`)
    const entries: Record<string, Uint8Array> = {
      [`${'../'.repeat(12)}${outside.slice(1)}`]: Buffer.from('escaped'),
      [`../../../keys/${Object.keys(before)[0]}`]: Buffer.from('overwritten'),
      '../../../../ctf.key': Buffer.from('overwritten')
    }
    const res = await upload('escape.zip', zip(entries))
    expect(res.status).toBe(201)
    expect(res.body.data.extracted).toBe(0)
    expect(fs.existsSync(outside)).toBe(false)
    for (const [name, content] of Object.entries(before)) expect(fs.readFileSync(path.join(keys, name), 'utf8')).toBe(content)
  })

  it('writes a symbolic link entry as a plain file holding the link text', async () => {
    const link: [Uint8Array, object] = [Buffer.from('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }]
    const res = await upload('link.zip', zip({ 'passwd-link': link }))
    expect(res.status).toBe(201)
    const written = path.join(instance().filesDir, 'uploads', 'complaints', 'passwd-link')
    expect(fs.lstatSync(written).isSymbolicLink()).toBe(false)
    expect(fs.readFileSync(written, 'utf8')).toBe('/etc/passwd')
  })

  it('stops a 60 MB zero bomb at 1 MB while the shop keeps answering', async () => {
    const bomb = zip({ 'zeros.bin': [new Uint8Array(60_000_000), { level: 9 }] })
    expect(bomb.length).toBeLessThan(200_000)
    const { result } = await underAttack(t.api, () => upload('bomb.zip', bomb))
    expect(result.status).toBe(503)
    expect(result.body.error).toMatch(/1 MB|memory/)
    // Packing the bomb and the honest requests around it took over 20 s on a loaded machine.
  }, 60_000)
})

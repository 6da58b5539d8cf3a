import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()
const shop = t.shop.registry.get()
// A second shop, to restore the first one's progress code in.
const other = createTestShop()

const server = t.shop.createServer().listen(0, '127.0.0.1')
await once(server, 'listening')
afterAll(() => { server.close() })
const { port } = server.address() as AddressInfo

interface Raw { status: number, headers: http.IncomingHttpHeaders, bytes: Buffer }

/** The answer's raw bytes in whatever coding they were sent (HTTP clients of tests would decode them). */
async function raw (path: string, headers: Record<string, string | undefined> = {}): Promise<Raw> {
  return await new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, headers: Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<string, string>, agent: false }, res => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => { resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }) })
    }).on('error', reject)
  })
}

const decoded = (res: Raw): unknown => {
  const coding = res.headers['content-encoding']
  const bytes = coding === 'br' ? brotliDecompressSync(res.bytes) : coding === 'gzip' ? gunzipSync(res.bytes) : res.bytes
  return JSON.parse(bytes.toString('utf8'))
}

const CACHED_PATHS = ['/api/Challenges/', '/api/Products', '/rest/products/search?q=juice']

describe.each(CACHED_PATHS)('%s is served like a static file', path => {
  it('carries a strong ETag and answers 304 to it while nothing changed', async () => {
    // The first look at the score board solves a challenge (and so changes the list); look twice.
    await raw(path)
    const first = await raw(path)
    expect(first.status).toBe(200)
    expect(first.headers.etag).toMatch(/^"[^"]+"$/)
    expect(first.headers['cache-control']).toBe('no-cache')
    const again = await raw(path, { 'If-None-Match': first.headers.etag })
    expect(again.status).toBe(304)
    expect(again.bytes).toHaveLength(0)
  })

  it('is sent in the coding the client accepts, with Vary: Accept-Encoding, each coding with its own tag', async () => {
    const plain = await raw(path)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const br = await raw(path, { 'Accept-Encoding': 'gzip, deflate, br' })
    const gzip = await raw(path, { 'Accept-Encoding': 'gzip' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    for (const res of [plain, br, gzip]) expect(res.headers.vary).toMatch(/Accept-Encoding/i)
    expect(br.bytes.length).toBeLessThan(plain.bytes.length)
    expect(decoded(br)).toEqual(decoded(plain))
    expect(decoded(gzip)).toEqual(decoded(plain))
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3)
  })
})

describe('cached answers are never stale', () => {
  const SOLVED_HERE = shop.challenges.list().find(c => !c.solved && c.key !== 'scoreBoardChallenge')!.key

  it('the challenge list shows a solve at once, with a new ETag', async () => {
    const before = await raw('/api/Challenges/')
    const solvedBefore = (decoded(before) as { data: Array<{ key: string, solved: boolean }> }).data.find(c => c.key === SOLVED_HERE)
    expect(solvedBefore?.solved).toBe(false)
    shop.challenges.solve(SOLVED_HERE)
    const after = await raw('/api/Challenges/', { 'If-None-Match': before.headers.etag })
    expect(after.status).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect((decoded(after) as { data: Array<{ key: string, solved: boolean }> }).data.find(c => c.key === SOLVED_HERE)?.solved).toBe(true)
  })

  it('the challenge list shows coding progress at once', async () => {
    const key = shop.challenges.list().find(c => c.hasSnippet && c.codingChallengeStatus === 0)!.key
    const before = await raw('/api/Challenges/')
    shop.challenges.raiseCodingStatus(key, 1)
    const after = await raw('/api/Challenges/', { 'If-None-Match': before.headers.etag })
    expect(after.status).toBe(200)
    expect((decoded(after) as { data: Array<{ key: string, codingChallengeStatus: number }> }).data.find(c => c.key === key)?.codingChallengeStatus).toBe(1)
  })

  it('the challenge list shows progress restored from a code at once', async () => {
    const key = 'verboseErrorChallenge'
    shop.challenges.solve(key)
    const code = (await t.api.get('/rest/continue-code')).body.continueCode as string
    await other.api.get('/api/Challenges/')
    const before = await other.api.get('/api/Challenges/')
    expect(before.body.data.find((c: { key: string }) => c.key === key).solved).toBe(false)
    expect((await other.api.put(`/rest/continue-code/apply/${code}`)).status).toBe(200)
    const after = await other.api.get('/api/Challenges/').set('If-None-Match', before.headers.etag as string)
    expect(after.status).toBe(200)
    expect(after.body.data.find((c: { key: string }) => c.key === key).solved).toBe(true)
  })

  it('the product list and a search show a new product, a changed one and a withdrawn one at once', async () => {
    const word = 'Quincejuicecachetest'
    const list = await raw('/api/Products')
    const search = await raw(`/rest/products/search?q=${word}`)
    expect((decoded(search) as { data: unknown[] }).data).toEqual([])
    const { token } = await t.login(t.email('admin'), 'qwerty123')
    const created = await t.api.post('/api/Products').set('Authorization', `Bearer ${token}`)
      .send({ name: `${word} Deluxe`, description: 'Fresh', price: 3 })
    expect(created.status).toBe(201)

    const listAfter = await raw('/api/Products', { 'If-None-Match': list.headers.etag })
    expect(listAfter.status).toBe(200)
    expect((decoded(listAfter) as { data: Array<{ name: string }> }).data.map(p => p.name)).toContain(`${word} Deluxe`)
    const found = await raw(`/rest/products/search?q=${word}`, { 'If-None-Match': search.headers.etag })
    expect(found.status).toBe(200)
    expect((decoded(found) as { data: Array<{ name: string }> }).data.map(p => p.name)).toEqual([`${word} Deluxe`])

    const product = shop.repos.products.findById(created.body.data.id as number)!
    shop.repos.products.update({ ...product, price: 4 })
    expect((decoded(await raw(`/rest/products/search?q=${word}`)) as { data: Array<{ price: number }> }).data[0].price).toBe(4)

    shop.db.prepare('UPDATE Products SET deletedAt = ? WHERE id = ?').run(new Date().toISOString(), product.id)
    expect((decoded(await raw(`/rest/products/search?q=${word}`)) as { data: unknown[] }).data).toEqual([])
    expect((decoded(await raw('/api/Products')) as { data: Array<{ id: number }> }).data.map(p => p.id)).not.toContain(product.id)
  })
})

describe('what the cache leaves alone', () => {
  it('never keeps the answer of a contained search (an injection is answered afresh every time)', async () => {
    const injected = "')) UNION SELECT id, email, password, '1', '2', '3', '4', '5', '6' FROM Users--"
    const first = await raw(`/rest/products/search?q=${encodeURIComponent(injected)}`)
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBeUndefined()
    expect(first.headers.etag ?? '').toMatch(/^(W\/)?"/)
    expect(first.headers.etag).not.toMatch(/^"/)
  })

  it.each([
    ['/api/Challenges/?key=scoreBoardChallenge', 1],
    ['/api/Challenges/?name=Score%20Board', 1],
    ['/api/Challenges/?sort=name', -1],
    ['/api/Products?sort=price', -1]
  ])('answers the filtered or sorted form %s afresh, not with the whole list', async (path, count) => {
    const whole = await raw(path.split('?')[0])
    const res = await raw(path)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBeUndefined()
    expect(res.headers.etag).not.toBe(whole.headers.etag)
    const { data } = decoded(res) as { data: Array<{ key?: string, name: string, price?: number }> }
    if (count > 0) expect(data).toHaveLength(count)
    else expect(data.length).toBe((decoded(whole) as { data: unknown[] }).data.length)
    if (path.endsWith('sort=price')) expect(data.map(p => p.price)).toEqual([...data.map(p => p.price)].sort((a, b) => (a ?? 0) - (b ?? 0)))
  })

  it('answers a form with an unknown parameter from the cache: it cannot change the answer', async () => {
    await raw('/api/Challenges/')
    const whole = await raw('/api/Challenges/')
    expect((await raw('/api/Challenges/?d=1700000000', { 'If-None-Match': whole.headers.etag })).status).toBe(304)
  })

  it('still reports every search to the detectors, cached or not', async () => {
    const seen: string[] = []
    shop.events.on('search.performed', ({ query }) => { seen.push(query) })
    const inspected = vi.spyOn(shop.detectors, 'inspectQuery')
    for (let i = 0; i < 3; i++) expect((await raw('/rest/products/search?q=banana')).status).toBe(200)
    expect(seen.filter(q => q === 'banana')).toHaveLength(3)
    const searches = inspected.mock.calls.map(([query]) => query).filter(query => query.source === 'search')
    expect(searches).toHaveLength(3)
    expect(new Set(searches.map(query => query.statement)).size).toBe(1)
    expect(searches[0].statement).toContain("LIKE '%banana%'")
    expect(searches.map(query => query.rows)).toEqual([searches[0].rows, searches[0].rows, searches[0].rows])
    inspected.mockRestore()
  })
})

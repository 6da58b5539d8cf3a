import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'
import { newCustomer } from '../test-support/customers.js'

const t = createTestShop()

type FileServed = { root: string, realName: string, requesterId: number | null }
const served: FileServed[] = []
let recording = false

/** The `file.served` events `send` causes: which file went to whom. */
async function servedBy (send: () => Promise<unknown>): Promise<FileServed[]> {
  if (!recording) t.shop.registry.get().events.on('file.served', event => { served.push(event) })
  recording = true
  served.length = 0
  await send()
  return [...served]
}

describe('GET /robots.txt', () => {
  it('is exactly the two lines that keep crawlers out of /ftp', async () => {
    const res = await t.api.get('/robots.txt')
    expect(res.text).toBe('User-agent: *\nDisallow: /ftp\n')
  })
})

describe('GET /ftp', () => {
  it('lists each file as a row with its link, its time to the minute and its size in bytes', async () => {
    const json = (await t.api.get('/ftp').set('Accept', 'application/json')).body.data as Array<{ name: string, modified: string, size: number }>
    const legal = json.find(entry => entry.name === 'legal.md')
    expect(legal).toBeDefined()
    const page = await t.api.get('/ftp/').set('Accept', 'text/html')
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.text).toContain('<title>Index of /ftp</title>')
    const row = `<tr><td><a href="/ftp/legal.md">legal.md</a></td><td>${legal!.modified.slice(0, 10)} ${legal!.modified.slice(11, 16)}</td><td class="n">${legal!.size.toLocaleString('en')} B</td></tr>`
    expect(page.text).toContain(row)
    expect(page.text.match(/<tr><td>/g)).toHaveLength(json.length)
    // One row a line.
    expect(page.text.match(/<\/tr>\n<tr><td>/g)).toHaveLength(json.length - 1)
  })

  it('answers a browser with the page and a script that asks for JSON with the list', async () => {
    expect((await t.api.get('/ftp')).headers['content-type']).toMatch(/^text\/html/)
    // A browser that takes JSON too, but HTML first, gets the page.
    expect((await t.api.get('/ftp').set('Accept', 'text/html, application/json;q=0.9')).headers['content-type']).toMatch(/^text\/html/)
    expect((await t.api.get('/ftp').set('Accept', 'application/json')).body.status).toBe('success')
  })
})

describe('GET /ftp/:file', () => {
  it('opens documents in the browser, Markdown as text, and hands archives over as downloads under their name', async () => {
    const markdown = await t.api.get('/ftp/legal.md')
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8')
    expect(markdown.headers['content-disposition']).toBeUndefined()
    const archive = await t.api.get('/ftp/support-handover.zip')
    expect(archive.status).toBe(200)
    expect(archive.headers['content-disposition']).toBe('attachment; filename=support-handover.zip')
  })

  it('opens a PDF in the browser too, and a file whose name merely contains .md or .pdf downloads', async () => {
    const own = path.join(t.shop.registry.get().filesDir, 'ftp')
    fs.mkdirSync(own, { recursive: true })
    try {
      fs.writeFileSync(path.join(own, 'price-list.pdf'), '%PDF-1.4 prices')
      fs.writeFileSync(path.join(own, 'notes.md.zip'), 'PK')
      fs.writeFileSync(path.join(own, 'old.pdf.zip'), 'PK')
      const pdf = await t.api.get('/ftp/price-list.pdf')
      expect([pdf.status, pdf.headers['content-type'], pdf.headers['content-disposition']]).toEqual([200, 'application/pdf', undefined])
      for (const name of ['notes.md.zip', 'old.pdf.zip']) {
        expect((await t.api.get(`/ftp/${name}`)).headers['content-disposition'], name).toBe(`attachment; filename=${name}`)
      }
    } finally {
      fs.rmSync(own, { recursive: true, force: true })
    }
  })

  it('tells who downloaded a file: the logged-in customer, or nobody', async () => {
    const c = await newCustomer(t)
    expect(await servedBy(async () => await t.api.get('/ftp/legal.md').set(c.auth))).toEqual([{ root: 'ftp', realName: 'legal.md', requesterId: c.id }])
    expect(await servedBy(async () => await t.api.get('/ftp/legal.md'))).toEqual([{ root: 'ftp', realName: 'legal.md', requesterId: null }])
  })

  it('answers a download the file sender fails (here an unsatisfiable range) with an error, not silence', async () => {
    const res = await t.api.get('/ftp/legal.md').set('Range', 'bytes=99999999-')
    expect([res.status, res.body.error]).toEqual([404, 'File not found'])
    // Not under the document's type or byte range, set before sending failed.
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['content-range']).toBeUndefined()
    const archive = await t.api.get('/ftp/support-handover.zip').set('Range', 'bytes=99999999-')
    expect([archive.status, archive.headers['content-disposition']]).toEqual([404, undefined])
  })

  it('answers 404 JSON for a file that is listed nowhere', async () => {
    const res = await t.api.get('/ftp/nothing-here.pdf')
    expect([res.status, res.body.error]).toEqual([404, 'File not found'])
  })
})

describe('GET /orchard/secrets/are/pressed/at/dawn', () => {
  it('serves the egg\'s page and tells who found it', async () => {
    const c = await newCustomer(t)
    let res: { status: number, text: string } | undefined
    expect(await servedBy(async () => { res = await t.api.get('/orchard/secrets/are/pressed/at/dawn').set(c.auth) })).toEqual([{ root: 'pages', realName: 'orchard-secrets', requesterId: c.id }])
    expect(res?.status).toBe(200)
    expect(await servedBy(async () => await t.api.get('/orchard/secrets/are/pressed/at/dawn'))).toEqual([{ root: 'pages', realName: 'orchard-secrets', requesterId: null }])
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadsFolder } from '../domain/memories/memories.js'
import { errorHandler } from '../http/errors.js'
import { StaticShell } from '../http/static-shell.js'
import { newCustomer } from '../test-support/customers.js'
import { createTestShop } from '../test-support/test-shop.js'
import { staticRouter } from './static-files.js'

/*
 * The web app's files as a team's shop serves them: what it reports as served (challenge detectors
 * listen for `file.served`) and what it keeps apart from the team's uploads. Translations reach the
 * router only when no build holds them, so they are asked of the router itself, in front of a build
 * folder of the test's own, as the shop's request chain would hand it a request.
 */
const t = createTestShop()
const shop = t.shop.registry.get()

const build = fs.mkdtempSync(path.join(os.tmpdir(), 'own-build-'))
afterAll(() => { fs.rmSync(build, { recursive: true, force: true }) })
const SHELL = '<!doctype html><div id="root"></div>'
fs.writeFileSync(path.join(build, 'index.html'), SHELL)

const app = express()
app.use((req, _res, next) => { req.shop = shop; req.auth = null; next() })
app.use(staticRouter(new StaticShell(build)))
app.use(errorHandler(() => {}))

/** The `file.served` reports of the requests a test sends after calling this. */
function servedReports (): unknown[] {
  const served: unknown[] = []
  shop.events.on('file.served', event => { served.push(event) })
  return served
}

function upload (name: string, content: string): void {
  fs.mkdirSync(uploadsFolder(shop), { recursive: true })
  fs.writeFileSync(path.join(uploadsFolder(shop), name), content)
}

describe('translations of a team\'s shop without a build', () => {
  it('report the translation sent, and nothing for a folder or a missing file', async () => {
    const served = servedReports()
    expect((await request(app).get('/assets/i18n/de.json')).status).toBe(200)
    for (const name of ['privacy', 'xx.json']) {
      const res = await request(app).get(`/assets/i18n/${name}`)
      expect([res.status, res.body.error], name).toEqual([404, 'File not found'])
    }
    expect(served).toEqual([{ root: 'i18n', realName: 'de.json', requesterId: null }])
  })
})

describe('the app shell asked for with a query string', () => {
  it('is sent without a report: only watched files are reported', async () => {
    const served = servedReports()
    const res = await request(app).get('/?utm_source=mail')
    expect([res.status, res.text]).toEqual([200, SHELL])
    expect(served).toEqual([])
  })
})

describe('pictures through the shop', () => {
  let customer: Awaited<ReturnType<typeof newCustomer>>
  beforeAll(async () => { customer = await newCustomer(t) })

  it('report who fetched a product picture', async () => {
    const served = servedReports()
    expect((await t.api.get('/assets/public/images/products/beetroot-bold.svg').set(customer.auth)).status).toBe(200)
    expect(served).toEqual([{ root: 'products', realName: 'beetroot-bold.svg', requesterId: customer.id }])
  })

  it('neither send nor report a hidden upload', async () => {
    upload('.secret.png', 'not for the wall')
    const served = servedReports()
    const res = await t.api.get('/assets/public/images/uploads/.secret.png')
    expect([res.status, res.body.error]).toEqual([404, 'File not found'])
    expect(served).toEqual([])
  })

  it('send the shop\'s own product picture even when an upload has its name', async () => {
    upload('green-apple-snap.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const res = await t.api.get('/assets/public/images/products/green-apple-snap.svg').buffer(true)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(res.headers['content-disposition']).toBeUndefined()
    expect(Buffer.from(res.body as Buffer).toString()).not.toContain('alert(1)')
  })
})

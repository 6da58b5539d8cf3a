import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { errorHandler } from '../http/errors.js'
import { StaticShell } from '../http/static-shell.js'
import { projectRoot } from '../paths.js'
import { staticRouter } from './static-files.js'

/*
 * The web app's files without a build (tests and the dev server before `npm run build`): an empty
 * build folder, so the router falls back to the sources in web/public. A visitor without a team
 * (`teamless`), so no shop is involved.
 */
const emptyBuild = fs.mkdtempSync(path.join(os.tmpdir(), 'no-build-'))
afterAll(() => { fs.rmSync(emptyBuild, { recursive: true, force: true }) })

const app = express()
app.use(staticRouter(new StaticShell(emptyBuild), { teamless: true }))
app.use((_req, res) => { res.status(404).send('beyond the router') })
app.use(errorHandler(() => {}))

describe('the web app\'s files before a build', () => {
  it('serves the translations from the sources, as JSON', async () => {
    const res = await request(app).get('/assets/i18n/de.json')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.body).toEqual(JSON.parse(fs.readFileSync(path.join(projectRoot, 'web/public/assets/i18n/de.json'), 'utf8')))
  })

  it('refuses translation names that are not a JSON file of that folder', async () => {
    // '..%2Fi18n%2Fde.json' names an existing translation by way of the parent folder.
    for (const name of ['de.txt', '.de.json', 'xx.json', '..%2Fi18n%2Fde.json', 'de.json.bak']) {
      const res = await request(app).get(`/assets/i18n/${name}`)
      expect([res.status, res.body.error], name).toEqual([404, 'File not found'])
    }
  })

  it('serves the shipped product pictures, and no hidden or unknown one', async () => {
    const picture = await request(app).get('/assets/public/images/products/beetroot-bold.svg')
    expect(picture.status).toBe(200)
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/)
    // The last name climbs from the pictures to an existing translation without starting with a dot.
    for (const name of ['.hidden.svg', 'no-such-juice.svg', '..%5Cx.svg', 'x%2F..%2F..%2F..%2F..%2Fi18n%2Fde.json']) {
      const res = await request(app).get(`/assets/public/images/products/${name}`)
      expect([res.status, res.body.error], name).toEqual([404, 'File not found'])
    }
    // A visitor without a team sees no team's uploads, only the pictures the shop ships.
    expect((await request(app).get('/assets/public/images/uploads/not-shipped.png')).status).toBe(404)
  })

  it('says that the app is not built for a page, and leaves other paths to what follows', async () => {
    const page = await request(app).get('/some/app/page')
    expect([page.status, page.body.error]).toEqual([404, 'Web app build (run npm run build) not found'])
    expect((await request(app).get('/bundle.js')).text).toBe('beyond the router')
    expect((await request(app).post('/some/app/page')).text).toBe('beyond the router')
    // A path that cannot be decoded is no page either.
    expect((await request(app).get('/some/%E0%A4%A')).text).toBe('beyond the router')
  })
})

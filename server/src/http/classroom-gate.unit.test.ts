import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import express, { Router } from 'express'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { DomainError } from '../domain/errors.js'
import { teamRequired, type InstanceRegistry } from '../instance/registry.js'
import { classroomGate, lobbyRouter } from './classroom-gate.js'
import { errorHandler } from './errors.js'
import { StaticShell } from './static-shell.js'

/*
 * The gate and the lobby alone: a registry that refuses as the test says, a lobby whose routers
 * and web files are stand-ins that name themselves, and the shop's own error answer.
 */
const JOIN = '/#/classroom/join'
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-'))
fs.writeFileSync(path.join(webRoot, 'index.html'), '<html></html>')
fs.writeFileSync(path.join(webRoot, 'favicon.ico'), 'icon')
afterAll(() => { fs.rmSync(webRoot, { recursive: true, force: true }) })

// The name also goes in a header, so an answer to HEAD tells who gave it.
const answering = (name: string) => (_req: express.Request, res: express.Response) => { res.set('X-Answered-By', name).type('text').send(name) }

function gateApp (refusal: unknown, lobby: Router = Router()): express.Express {
  const registry = { attach: async () => { throw refusal } } as unknown as InstanceRegistry
  const app = express()
  app.use(classroomGate(registry, lobby))
  app.use(answering('shop'))
  app.use(errorHandler(() => {}))
  return app
}

describe('classroomGate', () => {
  it('sends a browser without a team to the join page, for GET and HEAD of any page that is not the API', async () => {
    const app = gateApp(teamRequired())
    for (const url of ['/some/page', '/help/api', '/docs/rest/x', '/apiary']) {
      const res = await request(app).get(url)
      expect([res.status, res.headers.location], url).toEqual([302, JOIN])
    }
    expect((await request(app).head('/some/page')).headers.location).toBe(JOIN)
  })

  it('answers 401 team_required to the API paths, in any letter case, and to any other method', async () => {
    const app = gateApp(teamRequired())
    for (const url of ['/api/Products', '/REST/user/whoami', '/snippets', '/b2b/v2/orders', '/metrics', '/socket.io/?EIO=4', '/rest']) {
      const res = await request(app).get(url)
      expect([res.status, res.body.error], url).toEqual([401, 'team_required'])
    }
    expect((await request(app).post('/some/page')).status).toBe(401)
  })

  it('passes any other refusal of the registry on as it is, never as a missing team', async () => {
    const elsewhere = new DomainError('conflict', 'This team is played on another replica', { error: 'team_not_here' })
    const res = await request(gateApp(elsewhere)).get('/some/page')
    expect([res.status, res.body.error]).toEqual([409, 'team_not_here'])
    const notFound = new DomainError('not-found', 'No such shop')
    expect((await request(gateApp(notFound)).get('/some/page')).status).toBe(404)
    expect((await request(gateApp(new Error('disk full'))).get('/api/Products')).status).toBe(500)
  })

  it('lets the lobby answer first; its error goes on as an error, its "route" and "router" fall through to the gate', async () => {
    const lobby = Router()
    lobby.get('/open', answering('lobby'))
    lobby.get('/broken', (_req, _res, next) => { next(new DomainError('invalid', 'Lobby says no')) })
    lobby.get('/skip-route', (_req, _res, next) => { next('route') })
    lobby.get('/skip-router', (_req, _res, next) => { next('router') })
    const app = gateApp(teamRequired(), lobby)
    expect((await request(app).get('/open')).text).toBe('lobby')
    const broken = await request(app).get('/broken')
    expect([broken.status, broken.body.error]).toEqual([400, 'Lobby says no'])
    for (const url of ['/skip-route', '/skip-router']) expect((await request(app).get(url)).headers.location, url).toBe(JOIN)
  })
})

describe('lobbyRouter', () => {
  const publicRouter = Router().get('/rest/admin/application-version', answering('version'))
  const app = express()
  app.use(lobbyRouter(new StaticShell(webRoot), [publicRouter], Router().use(answering('web file'))))
  app.use(answering('beyond the lobby'))

  it('serves the public routers, the app shell, its assets and files, to GET and HEAD only', async () => {
    expect((await request(app).get('/rest/admin/application-version')).text).toBe('version')
    for (const url of ['/', '/?lang=de', '/favicon.ico', '/assets/i18n/en.json', '/assets/public/images/products/x.jpg']) {
      expect((await request(app).get(url)).text, url).toBe('web file')
    }
    expect((await request(app).head('/favicon.ico')).headers['x-answered-by']).toBe('web file')
    for (const url of ['/', '/favicon.ico', '/assets/i18n/en.json']) expect((await request(app).post(url)).text, url).toBe('beyond the lobby')
  })

  it('serves no team\'s uploads, no other path and nothing it cannot decode', async () => {
    for (const url of ['/assets/public/images/uploads/a.png', '/ASSETS/PUBLIC/IMAGES/UPLOADS/a.png', '/robots.txt', '/ftp', '/%E0%A4%A', '/x/assets/y']) {
      expect((await request(app).get(url)).text, url).toBe('beyond the lobby')
    }
  })

  it('hands the app shell and its assets to the web files even where the build lists no such file', async () => {
    const emptyRoot = fs.mkdtempSync(path.join(webRoot, 'no-build-'))
    const bare = express()
    bare.use(lobbyRouter(new StaticShell(emptyRoot), [], Router().use(answering('web file'))))
    bare.use(answering('beyond the lobby'))
    for (const url of ['/', '/assets/i18n/en.json']) expect((await request(bare).get(url)).text, url).toBe('web file')
    expect((await request(bare).get('/favicon.ico')).text).toBe('beyond the lobby')
  })
})

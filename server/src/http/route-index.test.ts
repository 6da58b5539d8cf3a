import express, { Router, type ErrorRequestHandler } from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.js'
import { loadCatalogue } from '../challenges/catalogue.js'
import { loadLearningPaths } from '../challenges/learning-paths.js'
import { lazySolutions } from '../challenges/solutions.js'
import { lazyCodingLibrary } from '../challenges/snippets/library.js'
import { projectRoot } from '../paths.js'
import { apiRouters } from '../routes/index.js'
import { builtRouter } from '../routes/lazy-router.js'
import { indexedRouters, literalPrefix, routerIndex } from './route-index.js'

/** A path that matches an Express 5 pattern: parameters and wildcards filled in, optional parts kept. */
const samplePath = (pattern: string): string =>
  pattern.replace(/[{}]/g, '').replace(/\*\w+/g, 'x/y').replace(/:\w+/g, 'x')

/** The shop's API routers, each built (most are built on their first request in the shop). */
async function shopRouters (): Promise<Router[]> {
  const catalogue = loadCatalogue()
  return await Promise.all(apiRouters(loadConfig(), lazyCodingLibrary(projectRoot), loadLearningPaths(catalogue), lazySolutions(projectRoot, catalogue)).map(builtRouter))
}
const builtShopRouters = await shopRouters()

describe('literalPrefix', () => {
  it.each([
    ['/api/Products', 'api/products'],
    ['/api/Products/:id', 'api/products'],
    ['/rest/user/login', 'rest/user'],
    ['/ftp/order_:id.pdf', 'ftp'],
    ['/ftp/*rest', 'ftp'],
    ['/profile', 'profile'],
    ['/.well-known/security.txt', '.well-known/security.txt'],
    ['/api/Challenges/', 'api/challenges'],
    ['/', undefined],
    ['/:anything', undefined],
    ['/*all', undefined],
    ['{/api}/x', undefined],
    [/^\/api/, undefined],
    [undefined, undefined]
  ])('%s → %s', (path, prefix) => {
    expect(literalPrefix(path)).toBe(prefix)
  })
})

describe('the index of the shop\'s API routers', () => {
  const routers = builtShopRouters
  const candidates = routerIndex(routers)
  const routes = routers.flatMap(router => (router.stack as Array<{ rawPath?: unknown }>)
    .flatMap(layer => Array.isArray(layer.rawPath) ? layer.rawPath as unknown[] : [layer.rawPath])
    .filter((path): path is string => typeof path === 'string')
    .map(path => ({ router, path })))

  it('hands every route and mount path to the router that has it, in any letter case and with a trailing slash', () => {
    expect(routes.length).toBeGreaterThan(100)
    for (const { router, path } of routes) {
      for (const variant of [samplePath(path), samplePath(path).toUpperCase(), `${samplePath(path)}/`, `${samplePath(path)}/below`]) {
        expect(candidates(variant), `${variant} (route ${path})`).toContain(router)
      }
    }
  })

  it('keeps the mount order among the routers it chooses', () => {
    for (const path of ['/api/Products', '/rest/products/search', '/profile', '/ftp/x']) {
      const positions = candidates(path).map(router => routers.indexOf(router))
      expect(positions).toEqual([...positions].sort((a, b) => a - b))
    }
  })

  it('leaves out the routers that cannot answer, so the score board\'s list no longer walks every router', () => {
    for (const path of ['/api/Challenges/', '/api/Products', '/rest/products/search', '/rest/user/login', '/rest/admin/application-version']) {
      expect(candidates(path).length, path).toBeLessThanOrEqual(3)
    }
    expect(candidates('/no/such/thing')).toHaveLength(0)
  })
})

describe('the router index on routers of known prefixes', () => {
  const named = (...paths: string[]): Router => {
    const router = Router()
    for (const path of paths) router.get(path, (_req, res) => { res.end() })
    return router
  }
  const products = named('/api/Products', '/api/Products/:id')
  const api = named('/api/Quantitys')
  const user = named('/rest/user/login')
  const rest = named('/rest')
  const anywhere = named('/:page')
  const candidates = routerIndex([products, api, user, rest, anywhere])

  it('chooses by the first segment and by the first two, plus the routers that match anything', () => {
    expect(candidates('/api/Products/7')).toEqual([products, anywhere])
    expect(candidates('/rest/user/login')).toEqual([user, rest, anywhere])
    expect(candidates('/rest')).toEqual([rest, anywhere])
    expect(candidates('/REST/whatever')).toEqual([rest, anywhere])
    expect(candidates('/api')).toEqual([anywhere])
    for (const path of ['/', '', '//api/Products']) expect(candidates(path), path).toEqual([anywhere])
  })

  it('remembers one choice per set of known prefixes, whatever the rest of the path, so no path can grow the memo', () => {
    expect(candidates('/api/Products/1')).toBe(candidates('/API/products/2'))
    expect(candidates('/rest/user/login')).toBe(candidates('/rest/user/whoami'))
    expect(candidates('/rest/nothing')).toEqual([rest, anywhere])
    expect(candidates('/rest/nothing')).toBe(candidates('/rest/anything'))
    expect(candidates('/rest/nothing')).not.toBe(candidates('/rest/user/x'))
    expect(candidates('/no/such')).toBe(candidates('/nor/this'))
  })

  it('never mistakes one set of prefixes for another whose segments run together', () => {
    // 'a' then 'a/b' against 'aa/b' alone: the same letters, different routers.
    const short = named('/a', '/a/b')
    const long = named('/aa/b')
    const choose = routerIndex([short, long])
    expect(choose('/a/b')).toEqual([short])
    expect(choose('/aa/b')).toEqual([long])
  })

  it('hands a path of one segment to no router whose routes all need a second', () => {
    // The second segment of a route may be any word, even the one a missing value prints as.
    const deeper = named('/api/undefined')
    expect(routerIndex([deeper])('/api')).toEqual([])
  })
})

/** Routers exercising what the app relies on: order, `next('router')`, `next('route')`, errors and OPTIONS. */
function sampleRouters (): Router[] {
  const first = Router()
  first.get('/api/Things', (req, _res, next) => { if (req.query.skip === 'router') next('router'); else next() })
  first.get('/api/Things', (req, res, next) => { if (req.query.skip === 'route') next('route'); else res.send('first') })
  first.get('/api/Things', (_req, res) => { res.send('first, next route') })
  first.get('/api/Broken', () => { throw new Error('broken') })
  const second = Router()
  second.get('/api/Things', (_req, res) => { res.send('second') })
  second.put('/api/Things', (_req, res) => { res.send('second put') })
  second.use('/mounted', (req, res) => { res.send(`mounted ${req.baseUrl} ${req.url}`) })
  const anywhere = Router()
  anywhere.get('/:name/echo', (req, res) => { res.send(`echo ${req.params.name}`) })
  return [first, second, anywhere]
}

function appWith (mount: (app: express.Express, routers: Router[]) => void): express.Express {
  const app = express()
  mount(app, sampleRouters())
  app.use((_req, res) => { res.status(404).send('none') })
  const onError: ErrorRequestHandler = (error: Error, _req, res, _next) => { res.status(500).send(error.message) }
  app.use(onError)
  return app
}

describe('indexedRouters answers exactly as the routers mounted one after another', () => {
  const plain = appWith((app, routers) => { for (const router of routers) app.use(router) })
  const indexed = appWith((app, routers) => { app.use(indexedRouters(routers)) })
  it.each([
    ['GET', '/api/Things'],
    ['GET', '/API/things/'],
    ['GET', '/api/Things?skip=router'],
    ['GET', '/api/Things?skip=route'],
    ['PUT', '/api/Things'],
    ['HEAD', '/api/Things'],
    ['OPTIONS', '/api/Things'],
    ['DELETE', '/api/Things'],
    ['GET', '/api/Broken'],
    ['GET', '/mounted/deep/path?x=1'],
    ['GET', '/anything/echo'],
    ['GET', '/api/echo'],
    ['GET', '/%61pi/Things'],
    ['GET', '//api/Things'],
    ['GET', '/nothing']
  ])('%s %s', async (method, path) => {
    const send = async (app: express.Express): Promise<request.Response> =>
      await request(app)[method.toLowerCase() as 'get'](path)
    const [want, got] = [await send(plain), await send(indexed)]
    expect({ status: got.status, text: got.text, allow: got.headers.allow }).toEqual({ status: want.status, text: want.text, allow: want.headers.allow })
  })
})

import express, { Router, type ErrorRequestHandler } from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.js'
import { loadCatalogue } from '../challenges/catalogue.js'
import { loadLearningPaths } from '../challenges/learning-paths.js'
import { lazySolutions } from '../challenges/solutions.js'
import { lazyCodingLibrary } from '../challenges/snippets/library.js'
import { indexedRouters, literalPrefix } from '../http/route-index.js'
import { projectRoot } from '../paths.js'
import { apiRouters } from './index.js'
import { builtRouter, lazyRouter } from './lazy-router.js'

/** The literal prefixes the router index sees in a router's layers; undefined stands for "any path". */
function prefixesSeenBy (router: Router): Array<string | undefined> {
  const layers = router.stack as Array<{ rawPath?: unknown }>
  const paths = layers.flatMap(layer => Array.isArray(layer.rawPath) ? layer.rawPath as unknown[] : [layer.rawPath])
  return [...new Set(paths.map(literalPrefix))].sort()
}

describe('the shop\'s lazily built API routers', () => {
  const catalogue = loadCatalogue()
  const routers = apiRouters(loadConfig(), lazyCodingLibrary(projectRoot), loadLearningPaths(catalogue), lazySolutions(projectRoot, catalogue))

  it('show the router index exactly the path prefixes of the routers they stand for', async () => {
    let lazy = 0
    for (const [position, router] of routers.entries()) {
      const built = await builtRouter(router)
      if (built !== router) lazy++
      const prefixes = prefixesSeenBy(built)
      expect(prefixes, `router ${position}`).not.toContain(undefined)
      expect(prefixesSeenBy(router), `router ${position}`).toEqual(prefixes)
    }
    expect(lazy).toBeGreaterThan(30)
  }, 120_000) // loads every area's module from source: slow on a busy machine
})

function appWith (routers: Router[], onRequest = (): void => {}): express.Express {
  const app = express()
  app.use((_req, _res, next) => { onRequest(); next() })
  app.use(indexedRouters(routers))
  app.use((_req, res) => { res.status(404).send('none') })
  const onError: ErrorRequestHandler = (error: Error, _req, res, _next) => { res.status(500).send(error.message) }
  app.use(onError)
  return app
}

function thingsRouter (): Router {
  const router = Router()
  router.get('/api/Things', (_req, res) => { res.send('things') })
  router.get('/api/Things/skip', (_req, _res, next) => { next('router') })
  return router
}

describe('lazyRouter', () => {
  it('loads its router on the first request that can reach it, once, and answers every request meanwhile', async () => {
    const loads: string[] = []
    let release = (): void => {}
    const gate = new Promise<void>(resolve => { release = resolve })
    const later = Router()
    later.get('/api/Things/skip', (_req, res) => { res.send('the next router') })
    let arrived = 0
    let bothArrived = (): void => {}
    const both = new Promise<void>(resolve => { bothArrived = resolve })
    const onRequest = (): void => { if (++arrived === 3) bothArrived() }
    const app = appWith([lazyRouter(['api/things'], async () => { loads.push('things'); await gate; return thingsRouter() }), later], onRequest)

    expect((await request(app).get('/api/Other')).status).toBe(404)
    expect(loads).toEqual([])
    const waiting = [request(app).get('/api/Things'), request(app).get('/API/things/skip')].map(async call => await call)
    // Both requests are in before the module arrives; they must both be answered by it.
    await both
    release()
    const [first, second] = await Promise.all(waiting)
    expect([first.text, second.text]).toEqual(['things', 'the next router'])
    expect((await request(app).get('/api/Things')).text).toBe('things')
    expect(loads).toEqual(['things'])
  })

  it('passes a failed load on as an error and tries again with the next request', async () => {
    let attempts = 0
    const app = appWith([lazyRouter(['api/things'], async () => {
      attempts++
      if (attempts === 1) throw new Error('module missing')
      return thingsRouter()
    })])
    const failed = await request(app).get('/api/Things')
    expect({ status: failed.status, text: failed.text }).toEqual({ status: 500, text: 'module missing' })
    expect((await request(app).get('/api/Things')).text).toBe('things')
    expect(attempts).toBe(2)
  })
})

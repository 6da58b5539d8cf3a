import { EventEmitter } from 'node:events'
import type { Request, Response } from 'express'
import { describe, expect, it } from 'vitest'
import { requestMetrics } from './request-metrics.js'

/** One request through the middleware, answered with `status` once `next` has run. */
function answered (status: number, route: { baseUrl: string, path: string } | undefined, remoteAddress: string | undefined) {
  const observed: unknown[] = []
  const logged: unknown[] = []
  const res = Object.assign(new EventEmitter(), { statusCode: 0 })
  const req = {
    method: 'GET',
    socket: { remoteAddress },
    baseUrl: route?.baseUrl ?? '',
    route: route === undefined ? undefined : { path: route.path },
    shop: {
      metrics: { observe: (sample: unknown) => { observed.push(sample) } },
      accessLog: { record: (_req: unknown, _res: unknown, address: string) => { logged.push(address) } }
    }
  }
  let passedOn = false
  requestMetrics(req as unknown as Request, res as unknown as Response, () => { passedOn = true })
  expect(passedOn).toBe(true)
  expect(observed).toEqual([])
  res.statusCode = status
  res.emit('finish')
  return { sample: observed[0] as { method: string, route: string, status: string, seconds: number }, observed, logged }
}

describe('requestMetrics', () => {
  it('counts a routed answer under its route pattern, once it has been sent, and logs it with the socket\'s address', () => {
    const { sample, observed, logged } = answered(201, { baseUrl: '/api/Products', path: '/:id' }, '10.0.0.9')
    expect(observed).toHaveLength(1)
    expect(sample).toEqual({ method: 'GET', route: '/api/Products/:id', status: '201', seconds: expect.any(Number) })
    expect(sample.seconds).toBeGreaterThanOrEqual(0)
    expect(logged).toEqual(['10.0.0.9'])
  })

  it('counts answers outside every route as static files, or as unmatched when nothing answered them', () => {
    expect(answered(200, undefined, '10.0.0.1').sample.route).toBe('(static)')
    expect(answered(304, undefined, '10.0.0.1').sample.route).toBe('(static)')
    expect(answered(404, undefined, '10.0.0.1').sample.route).toBe('(unmatched)')
    expect(answered(404, { baseUrl: '', path: '/rest/track-order/:id' }, '10.0.0.1').sample.route).toBe('/rest/track-order/:id')
  })

  it('measures the duration in seconds, within the time the whole call took', () => {
    const before = process.hrtime.bigint()
    const { sample } = answered(200, undefined, '10.0.0.1')
    const around = Number(process.hrtime.bigint() - before) / 1e9
    expect(sample.seconds).toBeGreaterThanOrEqual(0)
    expect(sample.seconds).toBeLessThanOrEqual(around)
  })

  it('logs a dash for a socket that no longer knows its address', () => {
    expect(answered(200, undefined, undefined).logged).toEqual(['-'])
  })
})

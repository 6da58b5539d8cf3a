import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { series } from './series.js'

type Trace = string[]
type Make = (trace: Trace) => RequestHandler[]

const mark = (trace: Trace, name: string): RequestHandler => (_req, _res, next) => { trace.push(name); next() }

/** What a chain does with a request: the handlers it ran, the answer and what reached the error handler. */
async function run (mount: (app: express.Express, handlers: RequestHandler[]) => void, make: Make): Promise<unknown> {
  const trace: Trace = []
  const app = express()
  mount(app, make(trace))
  app.get('/x', (_req, res) => { trace.push('route'); res.json({ ok: true }) })
  app.use(((error, _req, res, _next) => { trace.push(`error: ${String(error instanceof Error ? error.message : error)}`); res.status(500).json({}) }) as ErrorRequestHandler)
  const res = await request(app).get('/x')
  return { trace, status: res.status }
}

const separately = (app: express.Express, handlers: RequestHandler[]): void => { for (const handler of handlers) app.use(handler) }
const together = (app: express.Express, handlers: RequestHandler[]): void => { app.use(series(...handlers)) }

/** A handler that goes on later and returns `value` at once, as a handler written in plain JavaScript may. */
const returning = (trace: Trace, value: unknown): RequestHandler =>
  ((_req, _res, next) => { setImmediate(() => { trace.push('a'); next() }); return value }) as (...args: Parameters<RequestHandler>) => unknown as RequestHandler

/** A function that is also a thenable, failing: the router treats it as a rejected promise. */
const failingThenable = Object.assign(() => {}, { then: (_resolve: unknown, reject: (error: Error) => void) => { reject(new Error('thenable')) } })

const cases: Array<[string, Make]> = [
  ['each in order, then the routes', trace => [mark(trace, 'a'), mark(trace, 'b'), mark(trace, 'c')]],
  ['an error passed on skips the rest', trace => [mark(trace, 'a'), (_req, _res, next) => { next(new Error('bad')) }, mark(trace, 'c')]],
  ['a thrown error', trace => [mark(trace, 'a'), () => { throw new Error('thrown') }, mark(trace, 'c')]],
  ['a thrown error in a handler reached from an earlier one', trace => [mark(trace, 'a'), () => { throw new Error('later') }]],
  ['a rejected promise', trace => [mark(trace, 'a'), async () => { throw new Error('rejected') }, mark(trace, 'c')]],
  ['an async handler that goes on', trace => [async (_req, _res, next) => { await Promise.resolve(); trace.push('a'); next() }, mark(trace, 'b')]],
  ['a handler that goes on later', trace => [(_req, _res, next) => { setImmediate(() => { trace.push('a'); next() }) }, mark(trace, 'b')]],
  ["'route' goes on", trace => [(_req, _res, next) => { next('route') }, mark(trace, 'b')]],
  ["'router' leaves", trace => [mark(trace, 'a'), (_req, _res, next) => { next('router') }, mark(trace, 'c')]],
  ['null goes on', trace => [(_req, _res, next) => { next(null) }, mark(trace, 'b')]],
  ['a promise rejected with nothing', trace => [mark(trace, 'a'), async () => { await Promise.reject(undefined) }, mark(trace, 'c')]],
  ['null returned by a handler that goes on later', trace => [returning(trace, null), mark(trace, 'b')]],
  ['an object without then returned by a handler that goes on later', trace => [returning(trace, { then: 'not a function' }), mark(trace, 'b')]],
  ['a failing thenable function returned', trace => [mark(trace, 'a'), () => failingThenable as unknown as undefined, mark(trace, 'c')]],
  ['a handler that answers itself', trace => [mark(trace, 'a'), (_req, res) => { res.status(204).end() }, mark(trace, 'c')]]
]

describe('a series of middlewares', () => {
  it.each(cases)('does what the same middlewares mounted one by one do: %s', async (_name, make) => {
    expect(await run(together, make)).toEqual(await run(separately, make))
  })
})

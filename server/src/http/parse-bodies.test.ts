import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { once } from 'node:events'
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { parseBodies } from './parse-bodies.js'

/** An app that answers with what the parsers left in `req.body`, or the status of their error. */
function echoApp (parse: RequestHandler[]): express.Express {
  const app = express()
  app.use(...parse)
  app.use((req, res) => { res.json({ body: req.body ?? null, type: typeof req.body }) })
  const onError: ErrorRequestHandler = (error: { status?: number, type?: string }, _req, res, _next) => { res.status(error.status ?? 500).json({ error: error.type }) }
  app.use(onError)
  return app
}

const separate = echoApp([express.json({ limit: '1kb' }), express.urlencoded({ extended: false, limit: '1kb' })])
const merged = echoApp([parseBodies('1kb')])

type Send = (test: request.Test) => request.Test
const cases: Array<[string, Send]> = [
  ['a GET without a body', t => t],
  ['a JSON body', t => t.set('Content-Type', 'application/json').send('{"email":"a@b.c","n":[1,2]}')],
  ['a form body', t => t.set('Content-Type', 'application/x-www-form-urlencoded').send('a=1&b=two')],
  ['a form body with brackets, read flat', t => t.set('Content-Type', 'application/x-www-form-urlencoded').send('a[b]=1&c[]=2')],
  ['a form body over the limit', t => t.set('Content-Type', 'application/x-www-form-urlencoded').send(`pad=${'x'.repeat(2000)}`)],
  ['a JSON body on a GET', t => t.set('Content-Type', 'application/json').send('{"q":"apple"}')],
  ['a text body', t => t.set('Content-Type', 'text/plain').send('plain')],
  ['broken JSON', t => t.set('Content-Type', 'application/json').send('{"email":')],
  ['JSON over the limit', t => t.set('Content-Type', 'application/json').send(JSON.stringify({ pad: 'x'.repeat(2000) }))],
  ['an unknown charset', t => t.set('Content-Type', 'application/json; charset=klingon').send('{}')],
  ['an empty body with a length', t => t.set('Content-Type', 'application/json').set('Content-Length', '0')]
]

describe('parseBodies leaves req.body exactly as the JSON and form parsers one after another', () => {
  it.each(cases)('%s', async (_label, send) => {
    const method = _label.includes('GET') ? 'get' : 'post'
    const [want, got] = [await send(request(separate)[method]('/x')), await send(request(merged)[method]('/x'))]
    expect({ status: got.status, body: got.body as unknown }).toEqual({ status: want.status, body: want.body as unknown })
  })

  it('parses a chunked body, which announces no length', async () => {
    const chunked = async (app: express.Express): Promise<unknown> => {
      const server = app.listen(0, '127.0.0.1')
      await once(server, 'listening')
      try {
        const { port } = server.address() as AddressInfo
        const sent = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/x', headers: { 'content-type': 'application/json' } })
        sent.write('{"chunked":')
        sent.end('true}')
        const [res] = await once(sent, 'response') as [http.IncomingMessage]
        expect(res.headers['content-length']).toBeDefined()
        return JSON.parse(Buffer.concat(await res.toArray()).toString())
      } finally { server.close() }
    }
    expect(await chunked(merged)).toEqual(await chunked(separate))
    expect(await chunked(merged)).toEqual({ body: { chunked: true }, type: 'object' })
  })

  it('parses a body it is given, so the cases above compare something', async () => {
    const res = await request(merged).post('/x').set('Content-Type', 'application/json').send('{"n":1}')
    expect(res.body).toEqual({ body: { n: 1 }, type: 'object' })
  })
})

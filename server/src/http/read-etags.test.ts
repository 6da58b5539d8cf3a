import express, { type Express } from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { etagsOnReadsOnly } from './read-etags.js'

const answer = { authentication: { token: 'x'.repeat(700), bid: 1 } }

/** The same little API, with or without the middleware, so the two can be compared header by header. */
function api (withMiddleware: boolean): Express {
  const app = express()
  if (withMiddleware) app.use(etagsOnReadsOnly(app))
  app.all('/answer', (_req, res) => { res.json(answer) })
  app.post('/tagged', (_req, res) => { res.set('ETag', '"mine"').json(answer) })
  // Set after the middleware was made: a write's view of the settings must still see it.
  app.set('json spaces', 1)
  return app
}

describe('etagsOnReadsOnly', () => {
  it('leaves a GET answer exactly as Express tags it, and still answers 304 for a known tag', async () => {
    const plain = await request(api(false)).get('/answer')
    const withIt = await request(api(true)).get('/answer')
    expect(withIt.headers.etag).toMatch(/^W\/"/)
    expect(withIt.headers.etag).toBe(plain.headers.etag)
    expect(Object.keys(withIt.headers)).toEqual(Object.keys(plain.headers))
    await request(api(true)).get('/answer').set('If-None-Match', withIt.headers.etag as string).expect(304)
  })

  it('tags HEAD answers like GET answers', async () => {
    const head = await request(api(true)).head('/answer')
    expect(head.headers.etag).toBe((await request(api(false)).head('/answer')).headers.etag)
  })

  it.each(['post', 'put', 'patch', 'delete'] as const)('sends the answer to a %s without an ETag, otherwise unchanged', async method => {
    const plain = await request(api(false))[method]('/answer')
    const withIt = await request(api(true))[method]('/answer')
    expect(plain.headers.etag).toBeDefined()
    expect(withIt.headers.etag).toBeUndefined()
    expect(withIt.text).toBe(plain.text)
    expect(withIt.headers['content-length']).toBe(plain.headers['content-length'])
    expect(withIt.headers['content-type']).toBe(plain.headers['content-type'])
  })

  it('keeps an ETag a handler set itself on a write', async () => {
    const res = await request(api(true)).post('/tagged')
    expect(res.headers.etag).toBe('"mine"')
    expect(res.text).toContain('\n "authentication"')
  })
})

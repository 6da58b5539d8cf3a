import express from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { corsPolicy } from './cors.js'

/*
 * The planted reflecting CORS policy (corsReflectionChallenge) in front of one route: a browser's
 * preflight is answered here, everything else goes on to the routes.
 */
const app = express()
app.use(corsPolicy)
app.get('/x', (_req, res) => { res.send('answered') })

const preflight = (headers: Record<string, string> = {}): request.Test => {
  let call = request(app).options('/x').set('Origin', 'https://partner.test').set('Access-Control-Request-Method', 'PUT')
  for (const [name, value] of Object.entries(headers)) call = call.set(name, value)
  return call
}

describe('the CORS policy', () => {
  it('answers a preflight itself, allowing the usual headers when none are named', async () => {
    const res = await preflight()
    expect(res.status).toBe(204)
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': 'https://partner.test',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET,HEAD,PUT,PATCH,POST,DELETE',
      'access-control-allow-headers': 'Content-Type, Authorization',
      'access-control-max-age': '600'
    })
  })

  it('allows whatever headers a preflight names', async () => {
    expect((await preflight({ 'Access-Control-Request-Headers': 'X-Custom' })).headers['access-control-allow-headers']).toBe('X-Custom')
  })

  it('leaves an OPTIONS request that is no preflight, and any other method, to the routes', async () => {
    const options = await request(app).options('/x').set('Origin', 'https://partner.test')
    expect([options.status, options.headers.allow]).toEqual([200, 'GET, HEAD'])
    const get = await request(app).get('/x').set('Access-Control-Request-Method', 'PUT')
    expect([get.status, get.text]).toEqual([200, 'answered'])
  })
})

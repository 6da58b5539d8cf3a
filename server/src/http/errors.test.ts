import express, { type RequestHandler } from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { BudgetExceeded } from '../challenges/mechanisms/budgets.js'
import { InjectableSqlError } from '../challenges/mechanisms/sql-executor.js'
import { DomainError } from '../domain/errors.js'
import { apiNotFound, badRequest, describeError, errorHandler, forbidden, HttpError, methodNotAllowed, notFound, unauthorized } from './errors.js'

/*
 * The one place every failure becomes an answer: which status and body each kind of failure gets,
 * which ones are logged, and the planted verbose database error beside the plain one.
 */

interface Answered { status: number, body: Record<string, unknown>, headers: Record<string, string>, logged: unknown[], events: Array<[string, unknown]> }

/** Answers one request whose handler fails with `failure`, through the error handler alone. */
async function answerTo (failure: unknown, before: RequestHandler = (_req, _res, next) => { next() }): Promise<Answered> {
  const logged: unknown[] = []
  const events: Array<[string, unknown]> = []
  const app = express()
  app.use((req, _res, next) => {
    (req as unknown as { shop: unknown }).shop = { events: { emit: (name: string, payload: unknown) => { events.push([name, payload]) } } }
    next()
  })
  app.get('/fail', before, () => { throw failure })
  app.use(errorHandler(error => { logged.push(error) }))
  const res = await request(app).get('/fail')
  return { status: res.status, body: res.body as Record<string, unknown>, headers: res.headers as Record<string, string>, logged, events }
}

/** An error a library marked with a status, as body-parser and others do. */
const marked = (status: unknown, message?: string): Error => Object.assign(new Error(message), { status })

const sqlFailure = (source: string): InjectableSqlError => new InjectableSqlError(new Error('SQLITE_ERROR: near "\'": syntax error'), "SELECT * FROM Users WHERE email = '''", source)

describe('the error handler', () => {
  it.each([
    ['invalid', 400], ['unauthenticated', 401], ['payment-required', 402], ['forbidden', 403], ['not-found', 404], ['conflict', 409],
    ['gone', 410], ['too-large', 413], ['unsupported', 415], ['too-many', 429], ['unavailable', 503]
  ] as const)('answers a domain failure of kind %s with %i and its message twice', async (kind, status) => {
    const answer = await answerTo(new DomainError(kind, `It is ${kind}`, { field: 'x' }))
    expect(answer.status).toBe(status)
    expect(answer.body).toEqual({ status: 'error', error: `It is ${kind}`, message: `It is ${kind}`, field: 'x' })
    expect(answer.logged).toEqual([])
    expect(answer.headers['retry-after']).toBeUndefined()
  })

  it('tells a client when to try again when the failure says so, and only in whole seconds given as a number', async () => {
    expect((await answerTo(new DomainError('too-many', 'Slow down', { retryAfter: 30 }))).headers['retry-after']).toBe('30')
    expect((await answerTo(new DomainError('too-many', 'Slow down', { retryAfter: '30' }))).headers['retry-after']).toBeUndefined()
  })

  it('answers the HTTP failures with their status and details', async () => {
    expect(await answerTo(badRequest('Bad ZIP code', { errors: [{ field: 'zipCode' }] }))).toMatchObject({
      status: 400, body: { status: 'error', error: 'Bad ZIP code', message: 'Bad ZIP code', errors: [{ field: 'zipCode' }] }
    })
    expect(await answerTo(notFound('Product'))).toMatchObject({ status: 404, body: { error: 'Product not found' } })
    expect(await answerTo(notFound())).toMatchObject({ status: 404, body: { error: 'Resource not found' } })
    expect(await answerTo(unauthorized())).toMatchObject({ status: 401, body: { error: 'You need to be logged in' } })
    expect(await answerTo(forbidden())).toMatchObject({ status: 403, body: { error: 'You are not allowed to do this' } })
    expect(await answerTo(methodNotAllowed('PATCH', '/api/Products'))).toMatchObject({ status: 405, body: { error: 'Method PATCH not allowed on /api/Products' } })
    expect(await answerTo(new HttpError(418, 'Teapot'))).toMatchObject({ status: 418, body: { status: 'error', error: 'Teapot', message: 'Teapot' } })
  })

  it('passes on a client failure a library marked with a 4xx status, with its message or a plain one', async () => {
    expect(await answerTo(marked(413, 'request entity too large'))).toMatchObject({ status: 413, body: { status: 'error', error: 'request entity too large', message: 'request entity too large' }, logged: [] })
    expect(await answerTo(marked(400))).toMatchObject({ status: 400, body: { error: '' } })
    expect(await answerTo({ status: 400 })).toMatchObject({ status: 400, body: { error: 'Bad request', message: 'Bad request' } })
    expect((await answerTo(marked(499, 'edge'))).status).toBe(499)
  })

  it('answers anything else with a bare 500 and logs the failure itself, never its text', async () => {
    for (const failure of [new Error('secret detail'), marked(500, 'upstream'), marked(503, 'busy upstream'), marked(399, 'odd'), marked('404', 'odd'), 'a thrown string']) {
      const answer = await answerTo(failure)
      expect(answer.status).toBe(500)
      expect(answer.body).toEqual({ status: 'error', error: 'Internal server error', message: 'Internal server error' })
      expect(answer.logged).toEqual([failure])
    }
  })

  it('sends the login and search database errors verbatim (planted: verboseErrorChallenge) and every other one as a plain 500', async () => {
    for (const source of ['login', 'search']) {
      const answer = await answerTo(sqlFailure(source))
      expect(answer.status).toBe(500)
      expect(answer.body).toEqual({ error: { message: 'SQLITE_ERROR: near "\'": syntax error', name: 'SqliteError', sql: "SELECT * FROM Users WHERE email = '''", stack: expect.any(String) } })
      expect(answer.logged).toEqual([])
    }
    const hidden = await answerTo(sqlFailure('order-history'))
    expect(hidden.body).toEqual({ status: 'error', error: 'Internal server error', message: 'Internal server error' })
    expect(hidden.logged).toHaveLength(1)
  })

  it('announces a spent budget to the challenges and answers it as the failure it is', async () => {
    const answer = await answerTo(new BudgetExceeded('upload-size', 'File too large', 'upload'))
    expect(answer.status).toBe(413)
    expect(answer.events).toEqual([['budget.exceeded', { budget: 'upload-size', source: 'upload' }]])
    expect((await answerTo(new DomainError('unavailable', 'Busy'))).events).toEqual([])
  })

  it('leaves a failure after the answer has begun to Express, which ends the connection, and logs nothing itself', async () => {
    const logged: unknown[] = []
    const app = express()
    app.get('/late', (_req, res) => { res.writeHead(200, { 'Content-Type': 'text/plain' }); res.write('partial'); throw new Error('late') })
    app.use(errorHandler(error => { logged.push(error) }))
    // Express's final handler destroys the socket of an answer already under way: the client sees it cut off.
    await expect(request(app).get('/late')).rejects.toThrow()
    expect(logged).toEqual([])
  })
})

describe('unknown API paths', () => {
  it('answer 404 in JSON, naming the method and the path without its query', async () => {
    const app = express()
    app.use('/api', apiNotFound)
    const res = await request(app).delete('/api/NoSuchThing/7?token=secret')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ status: 'error', error: 'Unexpected path: DELETE /api/NoSuchThing/7', message: 'Unexpected path: DELETE /api/NoSuchThing/7' })
  })
})

describe('the status and message of a failure for HTML pages', () => {
  it('reads domain and HTTP failures, 4xx marks of libraries, and calls everything else an internal error', () => {
    expect(describeError(new DomainError('gone', 'Expired'))).toEqual({ status: 410, message: 'Expired' })
    expect(describeError(new HttpError(405, 'No'))).toEqual({ status: 405, message: 'No' })
    // An HTTP failure keeps its own status and message, a server-side one too.
    expect(describeError(new HttpError(503, 'Busy'))).toEqual({ status: 503, message: 'Busy' })
    expect(describeError(Object.assign(new Error('too big'), { status: 413 }))).toEqual({ status: 413, message: 'too big' })
    expect(describeError(Object.assign(new Error(''), { status: 400 }))).toEqual({ status: 400, message: 'Bad request' })
    expect(describeError(Object.assign(new Error('edge'), { status: 499 }))).toEqual({ status: 499, message: 'edge' })
    for (const failure of [Object.assign(new Error('x'), { status: 500 }), Object.assign(new Error('x'), { status: 399 }), { status: '400' }, null, undefined, new Error('plain')]) {
      expect(describeError(failure)).toEqual({ status: 500, message: 'Internal server error' })
    }
  })
})

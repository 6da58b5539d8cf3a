import express, { type RequestHandler } from 'express'
import request from 'supertest'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'
import { inspectResponses } from './inspect-response.js'

const t = createTestShop()

afterEach(() => { vi.restoreAllMocks() })

/** Counts the texts JSON.parse is given from the response inspection (the test client parses answers too). */
function parsedByInspection (): string[] {
  const parse = JSON.parse
  const texts: string[] = []
  vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver?: Parameters<typeof JSON.parse>[1]) => {
    if (/inspect-response\.ts:/.test(new Error().stack ?? '')) texts.push(text)
    return parse(text, reviver) as unknown
  })
  return texts
}

describe('response inspection', () => {
  it.each(['/rest/admin/application-version', '/api/Products/1', '/rest/languages'])('parses no answer no detector reads (%s)', async path => {
    const parsed = parsedByInspection()
    const res = await t.api.get(path)
    expect(res.status).toBe(200)
    // Detectors see answers by path and status first; the body of these is of no interest to any.
    expect(parsed).toEqual([])
  })

  it('still parses the body for a detector that reads it (whoami, account-disclosure)', async () => {
    const { token } = await t.login(t.email('admin'), 'qwerty123')
    const parsed = parsedByInspection()
    const res = await t.api.get('/rest/user/whoami').set('Authorization', `Bearer ${token}`)
    expect(res.status).toBe(200)
    expect(parsed).toEqual([res.text])
  })
})

interface Inspected { status: number, body: unknown }

/** What a detector is shown of the one answer `route` gives, read twice as several detectors would. */
async function inspectedAnswer (route: RequestHandler): Promise<{ shown: Inspected[], again: unknown, status: number }> {
  const shown: Inspected[] = []
  let again: unknown
  const app = express()
  app.use((req, _res, next) => {
    (req as unknown as { shop: unknown }).shop = { detectors: { inspectResponse: (seen: Inspected) => { shown.push(seen); again = seen.body } } }
    next()
  })
  app.use(inspectResponses)
  app.get('/', route)
  // Only what the detector saw counts: the client may fail to parse a malformed answer.
  const answer = await request(app).get('/').responseType('blob')
  return { shown, again, status: answer.status }
}

describe('what detectors are shown of an answer', () => {
  it('shows each answer once, its object body as sent', async () => {
    const { shown } = await inspectedAnswer((_req, res) => { res.status(201).send({ a: 1 }) })
    expect(shown).toHaveLength(1)
    expect(shown[0]).toMatchObject({ status: 201, body: { a: 1 } })
  })

  it('parses a JSON text once, however often detectors read it', async () => {
    const { shown, again } = await inspectedAnswer((_req, res) => { res.type('json').send('{"a":1}') })
    expect(shown[0]!.body).toEqual({ a: 1 })
    expect(shown[0]!.body).toBe(again)
  })

  it('parses only text sent as JSON, and shows malformed JSON as the text it is', async () => {
    const html = await inspectedAnswer((_req, res) => { res.type('html').send('{"a":1}') })
    expect(html.shown[0]!.body).toBe('{"a":1}')
    const bytes = await inspectedAnswer((_req, res) => { res.type('json').send(Buffer.from('{"a":1}')) })
    expect(bytes.shown[0]!.body).toEqual(Buffer.from('{"a":1}'))
    // The reply itself goes out untouched, whatever a detector reads.
    const broken = await inspectedAnswer((_req, res) => { res.type('json').send('{broken') })
    expect([broken.status, broken.shown[0]!.body]).toEqual([200, '{broken'])
  })

  it('shows the value a cached answer left behind instead of its prepared bytes', async () => {
    const { shown } = await inspectedAnswer((_req, res) => {
      res.locals.inspectedBody = { cached: true }
      res.type('json').send(Buffer.from('compressed bytes'))
    })
    expect(shown[0]!.body).toEqual({ cached: true })
  })
})

import { describe, expect, it } from 'vitest'
import { familyHarness } from '../../test-support/family-harness.js'
import { verboseErrorsFamily } from './verbose-errors.js'
import type { DetectorHooks, InspectedResponse } from '../detectors.js'
import { filesExploits } from '../../test-support/exploits/files.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'

const t = createExploitShop()

describe('verboseErrorChallenge', () => {
  it('is solved when a lone apostrophe in the login e-mail returns the database error verbatim', async () => {
    expect(await t.solved('verboseErrorChallenge')).toBe(false)
    await filesExploits.verboseErrorChallenge(t)
    expect(await t.solved('verboseErrorChallenge')).toBe(true)
  })

  it('keeps ordinary failures terse', async () => {
    const res = await t.api.post('/rest/user/login').send({ email: 'nobody@example.test', password: 'x' })
    expect(res.status).toBe(401)
    expect(JSON.stringify(res.body)).not.toMatch(/SELECT|stack/)
  })
})

describe('verboseErrorChallenge rule', () => {
  const solvedBy = (status: number, body: unknown): boolean => {
    const h = familyHarness(verboseErrorsFamily)
    h.respond({ method: 'POST', path: '/rest/user/login' }, status, body)
    expect(h.errors).toEqual([])
    return h.solved.includes('verboseErrorChallenge')
  }

  it('needs a 500 that carries both the statement and the stack', () => {
    const error = { sql: "SELECT * FROM Users WHERE email = '''", stack: 'SqliteError: unrecognized token' }
    expect(solvedBy(500, { error })).toBe(true)
    expect(solvedBy(400, { error })).toBe(false)
    expect(solvedBy(500, { error: { sql: error.sql } })).toBe(false)
    expect(solvedBy(500, { error: { stack: error.stack } })).toBe(false)
    expect(solvedBy(500, { error: { sql: 1, stack: error.stack } })).toBe(false)
    expect(solvedBy(500, { error: { sql: error.sql, stack: {} } })).toBe(false)
    expect(solvedBy(500, { error: 'SELECT failed' })).toBe(false)
    expect(solvedBy(500, { error: null })).toBe(false)
    expect(solvedBy(500, { message: error })).toBe(false)
    expect(solvedBy(500, null)).toBe(false)
    expect(solvedBy(500, 'error')).toBe(false)
  })

  // The harness stands in null for a missing body; res.send() with nothing hands the detectors undefined.
  it('passes over a 500 sent without any body', () => {
    const inspectors: Array<(response: InspectedResponse) => void> = []
    const solved: string[] = []
    verboseErrorsFamily.register({ onResponse: handler => { inspectors.push(handler) }, solve: key => { solved.push(key) } } as Partial<DetectorHooks> as DetectorHooks)
    const response = { req: { method: 'GET', path: '/rest/x' }, status: 500, headers: {}, body: undefined } as unknown as InspectedResponse
    for (const inspect of inspectors) expect(() => { inspect(response) }).not.toThrow()
    expect(inspectors).toHaveLength(1)
    expect(solved).toEqual([])
  })
})

describe('the planted verbose error', () => {
  it('shows the stack without any host path', async () => {
    const res = await t.api.post('/rest/user/login').send({ email: "'", password: 'x' })
    expect(res.status).toBe(500)
    const stack = res.body.error.stack as string
    expect(stack).toMatch(/^SqliteError: .*\n\s+at /)
    expect(stack).toMatch(/wrappers\.js:\d+:\d+/)
    expect(stack).not.toMatch(/file:|(^|[\s(])\/\w|[A-Z]:\\/m)
    expect(stack).not.toContain(process.cwd())
  })
})

describe('string-built queries the catalogue does not plant as verbose', () => {
  it('fail like any unexpected error: a terse 500 for an order history the stored e-mail breaks', async () => {
    const email = "o'brien@x.test"
    expect((await t.api.post('/api/Users').send({ email, password: 'Pulp-Tester-1', passwordRepeat: 'Pulp-Tester-1' })).status).toBe(201)
    const login = await t.api.post('/rest/user/login').send({ email: "o''brien@x.test", password: 'Pulp-Tester-1' })
    expect(login.status).toBe(200)
    const res = await t.api.get('/rest/order-history').set('Authorization', `Bearer ${login.body.authentication.token as string}`)
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ status: 'error', error: 'Internal server error', message: 'Internal server error' })
  })
})

import type { Request } from 'express'
import { describe, expect, it } from 'vitest'
import { DetectorRegistry, type DetectorHooks } from './detectors.js'
import { DomainEvents } from './mechanisms/domain-events.js'
import { ContentScanner } from './mechanisms/content-scanner.js'

function setUp () {
  const errors: Array<{ error: unknown, where: string }> = []
  const registry = new DetectorRegistry((error, where) => { errors.push({ error, where }) })
  const events = new DomainEvents(() => {})
  const base = { solve: () => {}, isSolved: () => false } as unknown as Parameters<DetectorRegistry['hooks']>[0]
  const scanner = new ContentScanner()
  const hooks: DetectorHooks = registry.hooks(base, events, scanner)
  return { registry, hooks, errors, events, scanner }
}

const boom = () => { throw new Error('detector broke') }

describe('DetectorRegistry', () => {
  it('hands each query, response and request to every detector registered for it, in order', () => {
    const { registry, hooks } = setUp()
    const seen: string[] = []
    hooks.onQuery(q => { seen.push(`q1 ${q.statement}`) })
    hooks.onQuery(q => { seen.push(`q2 ${q.statement}`) })
    hooks.onResponse(r => { seen.push(`r ${r.status}`) })
    hooks.onRequest((req, auth) => { seen.push(`m ${req.path} ${auth === null}`) })
    registry.inspectQuery({ source: 's', statement: 'SELECT 1', rows: [] })
    registry.inspectResponse({ req: {} as Request, status: 201, headers: {}, body: null })
    registry.matchRequest({ path: '/x' } as Request, null)
    expect(seen).toEqual(['q1 SELECT 1', 'q2 SELECT 1', 'r 201', 'm /x true'])
  })

  it('reports a failing detector with where it ran and still runs the others', () => {
    const { registry, hooks, errors } = setUp()
    const ran: string[] = []
    for (const where of ['query', 'response', 'request'] as const) {
      const after = () => { ran.push(where) }
      if (where === 'query') { hooks.onQuery(boom); hooks.onQuery(after) }
      if (where === 'response') { hooks.onResponse(boom); hooks.onResponse(after) }
      if (where === 'request') { hooks.onRequest(boom); hooks.onRequest(after) }
    }
    registry.inspectQuery({ source: 's', statement: 'x', rows: [] })
    registry.inspectResponse({ req: {} as Request, status: 200, headers: {}, body: null })
    registry.matchRequest({} as Request, null)
    expect(ran).toEqual(['query', 'response', 'request'])
    expect(errors.map(e => [e.where, (e.error as Error).message])).toEqual([
      ['query', 'detector broke'], ['response', 'detector broke'], ['request', 'detector broke']
    ])
  })

  it('accepts a client report only when its validator does, and names the challenge to solve', () => {
    const { registry, hooks, errors } = setUp()
    hooks.onClientReport('found xss', 'xssChallenge', payload => payload === 'proof')
    hooks.onClientReport('throws', 'otherChallenge', boom)
    expect(registry.clientReportEvents()).toEqual(['found xss', 'throws'])
    hooks.onClientReport('found xss', 'otherXssChallenge', payload => payload === 'other proof')
    expect(registry.checkClientReport('found xss', 'proof')).toEqual(['xssChallenge'])
    expect(registry.checkClientReport('found xss', 'other proof')).toEqual(['otherXssChallenge'])
    expect(registry.checkClientReport('found xss', 'guess')).toEqual([])
    expect(registry.checkClientReport('unknown event', 'proof')).toEqual([])
    expect(registry.checkClientReport('throws', 'proof')).toEqual([])
    expect(errors).toEqual([{ error: expect.any(Error), where: 'throws' }])
  })

  it('passes the base hooks through and subscribes domain events', () => {
    const { hooks, events } = setUp()
    const got: string[] = []
    hooks.on('search.performed', ({ query }) => { got.push(query) })
    events.emit('search.performed', { query: 'apple' })
    expect(got).toEqual(['apple'])
    expect(hooks.isSolved('any')).toBe(false)
  })

  it('adds content rules to the instance scanner', () => {
    const { hooks, scanner } = setUp()
    hooks.scanFor({ key: 'secretChallenge', allOf: ['open sesame'] })
    expect(scanner.match('Open  Sesame!', 'feedback')).toEqual(['secretChallenge'])
  })
})

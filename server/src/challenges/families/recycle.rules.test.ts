import { describe, expect, it } from 'vitest'
import { familyHarness, type FakeRequest } from '../../test-support/family-harness.js'
import { recycleFamily } from './recycle.js'

// The detector's near misses, without a shop: they run first and settle in milliseconds.
describe('recycle rule', () => {
  const me = { user: { id: 4 } } as never
  const solvedBy = (request: FakeRequest, status: number, body: unknown): boolean => {
    const h = familyHarness(recycleFamily)
    h.respond({ method: 'GET', path: '/api/Recycles/2', auth: me, ...request }, status, body)
    expect(h.errors).toEqual([])
    return h.solved.includes('recyclePeekChallenge')
  }

  it.each([
    ["another customer's request", {}, 200, { data: [{ UserId: 9 }] }],
    ['the own request next to another one, any letter case', { path: '/api/recycles/2' }, 200, { data: [{ UserId: 4 }, { UserId: 9 }] }]
  ])('is solved by a recycling answer holding %s', (_case, request, status, body) => {
    expect(solvedBy(request, status, body)).toBe(true)
  })

  it.each([
    ['only the own request', {}, 200, { data: [{ UserId: 4 }] }],
    ['no request', {}, 200, { data: [] }],
    ['a single row that is no list', {}, 200, { data: { UserId: 9 } }],
    ['an empty body', {}, 200, null],
    ['a body without data', {}, 200, { error: 'x' }],
    ['a refused request', {}, 404, { data: [{ UserId: 9 }] }],
    ['a request without a token', { auth: null }, 200, { data: [{ UserId: 9 }] }],
    ['another method', { method: 'PUT' }, 200, { data: [{ UserId: 9 }] }],
    ['the list without an id', { path: '/api/Recycles' }, 200, { data: [{ UserId: 9 }] }],
    ['another path ending the same way', { path: '/x/api/Recycles/2' }, 200, { data: [{ UserId: 9 }] }]
  ])('stays unsolved for %s', (_case, request, status, body) => {
    expect(solvedBy(request, status, body)).toBe(false)
  })
})

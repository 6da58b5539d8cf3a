import { describe, expect, it } from 'vitest'
import type { Recorded } from './recording-shop.js'
import { unmatchedRequests, unroutedRequests } from './solution-requests.js'

const sent = (method: string, path: string, extra: Partial<Recorded> = {}): Recorded => ({ method, path, query: {}, body: undefined, head: '', status: 200, ...extra })

describe('matching a solution\'s requests with what the exploit sent', () => {
  const log = [
    sent('POST', '/api/Users/', { body: { email: 'x1@example.test', password: 'Orange-Peel-42' } }),
    sent('GET', '/rest/products/search', { query: { q: "')) --", page: '2' } }),
    sent('PUT', '/api/Addresss/17', { body: { city: 'Lisbon', nested: { a: 1, b: 2 } } }),
    sent('SOCKET', 'verifyLocalXssChallenge', { body: '<b>' })
  ]

  it('accepts a subsequence whose given fields are a subset, ids as :name and query values as text', () => {
    expect(unmatchedRequests([
      { method: 'POST', path: '/api/Users/', body: { password: 'Orange-Peel-42' } },
      { method: 'GET', path: '/rest/products/search', query: { page: 2 } },
      { method: 'PUT', path: '/api/Addresss/:id', body: { nested: { a: 1 } } },
      { method: 'SOCKET', path: 'verifyLocalXssChallenge', body: '<b>' }
    ], log)).toEqual([])
  })

  it('refuses a changed value, a wrong path, a wrong method and the wrong order, naming the entry', () => {
    expect(unmatchedRequests([{ method: 'POST', path: '/api/Users/', body: { password: 'other' } }], log)[0]).toMatch(/^requests\.0 \(POST \/api\/Users\/\).*Orange-Peel-42/)
    expect(unmatchedRequests([{ method: 'GET', path: '/rest/product/search' }], log)).toHaveLength(1)
    expect(unmatchedRequests([{ method: 'POST', path: '/rest/products/search' }], log)).toHaveLength(1)
    expect(unmatchedRequests([{ method: 'PUT', path: '/api/Addresss/:id/x' }], log)).toHaveLength(1)
    expect(unmatchedRequests([{ method: 'PUT', path: '/api/Addresss/:id' }, { method: 'POST', path: '/api/Users/' }], log)[0]).toMatch(/^requests\.1 /)
  })

  it('finds requests that reached no route: the "unexpected path" answer or the web app\'s page', () => {
    const answers = [
      sent('GET', '/rest/nothing', { status: 404, head: '{"status":"error","error":"Unexpected path: GET /rest/nothing"' }),
      sent('GET', '/some-page', { etag: 'W/"app"' }),
      sent('GET', '/rest/products/7', { status: 404, head: '{"status":"error","error":"Product not found"' })
    ]
    expect(unroutedRequests([
      { method: 'GET', path: '/rest/nothing' },
      { method: 'GET', path: '/some-page' },
      { method: 'GET', path: '/rest/products/7' }
    ], answers, 'W/"app"')).toEqual(['GET /rest/nothing is answered by no route of the shop (404)', 'GET /some-page is answered by no route of the shop (200)'])
  })
})

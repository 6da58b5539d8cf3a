import { isDeepStrictEqual } from 'node:util'
import type { SolutionRequest } from '../challenges/solutions.js'
import type { Recorded } from './recording-shop.js'

/** Every field the solution gives has the recorded value; objects may hold more fields than given. */
function contains (actual: unknown, given: unknown, loose: boolean): boolean {
  if (given !== null && typeof given === 'object' && !Array.isArray(given)) {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false
    return Object.entries(given).every(([field, value]) => contains((actual as Record<string, unknown>)[field], value, loose))
  }
  // Query values arrive as text: `page: 2` in a solution means `?page=2`.
  if (loose && typeof given !== 'object' && typeof actual === 'string') return String(given) === actual
  return isDeepStrictEqual(actual, given)
}

function decoded (urlPath: string): string {
  try { return decodeURIComponent(urlPath) } catch { return urlPath }
}

/** A `:name` segment of a solution's path stands for an id the exploit computes (a new customer's basket, say). */
function samePath (wanted: string, sent: string): boolean {
  if (!wanted.includes('/:')) return wanted === sent || wanted === decoded(sent)
  const given = sent.split('/')
  const parts = wanted.split('/')
  return parts.length === given.length && parts.every((part, i) => part.startsWith(':') ? given[i] !== '' : part === given[i] || part === decoded(given[i]!))
}

function matches (wanted: SolutionRequest, sent: Recorded): boolean {
  return wanted.method === sent.method &&
    samePath(wanted.path, sent.path) &&
    // A form post shown as JSON (or the other way round) would not work when a reader retypes it.
    wanted.form === sent.form &&
    (wanted.query === undefined || contains(sent.query, wanted.query, true)) &&
    (wanted.body === undefined || contains(sent.body, wanted.body, false))
}

const describeRequest = (r: { method: string, path: string }): string => `${r.method} ${r.path}`

/**
 * Checks the solution's requests against what the exploit sent: each must match a recorded request
 * (method, path, and the given query and body fields), in the solution's order, other requests in
 * between allowed. Returns one message per entry that has no match, naming the nearest candidates.
 */
export function unmatchedRequests (wanted: readonly SolutionRequest[], sent: readonly Recorded[]): string[] {
  const problems: string[] = []
  let from = 0
  wanted.forEach((request, i) => {
    const at = sent.findIndex((candidate, index) => index >= from && matches(request, candidate))
    if (at >= 0) { from = at + 1; return }
    const alike = sent.filter(candidate => candidate.method === request.method && samePath(request.path, candidate.path))
    const near = alike.length > 0
      ? `the exploit sent it with ${alike.slice(0, 3).map(c => JSON.stringify({ form: c.form, query: c.query, body: c.body })).join(' / ').slice(0, 600)}`
      : `the exploit sent: ${[...new Set(sent.map(describeRequest))].join(', ').slice(0, 600)}`
    problems.push(`requests.${i} (${describeRequest(request)}) matches nothing the exploit sent after the entry before it; ${near}`)
  })
  return problems
}

/** Which requests of the list did not reach a route of the shop: its "unexpected path" answer, or the web app's page fallback. */
export function unroutedRequests (wanted: readonly SolutionRequest[], sent: readonly Recorded[], appPageEtag: string): string[] {
  return wanted.filter(request => request.method !== 'SOCKET').flatMap(request => {
    const answers = sent.filter(candidate => matches(request, candidate))
    const routed = answers.some(answer =>
      !(answer.status === 404 && /Unexpected path:|Web app build/.test(answer.head)) &&
      !(answer.etag === appPageEtag && request.path !== '/'))
    return answers.length === 0 || routed ? [] : [`${describeRequest(request)} is answered by no route of the shop (${answers[0].status})`]
  })
}

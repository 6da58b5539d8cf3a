import http from 'node:http'
import { DomainError, invalid } from '../../domain/errors.js'

/**
 * The outbound fetch guard (catalogue pattern M). The server fetches a URL on a user's behalf in
 * exactly one place (a profile image by URL), and only from its own listener: a loopback address
 * on the port the request came in on. Three seconds and one megabyte at most, redirects followed
 * only while they stay on that listener. Every request it makes is reported, so the SSRF detector
 * sees which path of the shop was reached, and carries the instance's id and internal secret so
 * the shop answering knows whose request it is and that the shop itself sent it.
 */
export const OUTBOUND_LIMITS = { timeoutMs: 3_000, maxBytes: 1_000_000, maxRedirects: 3 } as const

export interface OutboundTarget {
  /** Path and query requested from the shop's own listener. */
  path: string
  url: string
}

export interface OutboundFetchOptions {
  /** The port of the shop's own listener (the one the triggering request came in on). */
  port: number
  /** The instance the request belongs to, sent along as X-Shop-Instance. */
  instanceId: string
  /** The instance's internal secret, sent as X-Shop-Internal: the shop's loopback-only paths require it. */
  internalSecret: string
  /** Called before each request the guard makes, redirects included. */
  onRequest: (target: OutboundTarget) => void
  limits?: Partial<typeof OUTBOUND_LIMITS>
}

export interface OutboundResponse { status: number, contentType: string, body: Buffer }

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Only the shop's own listener is reachable; anything else is refused without a connection. */
export function ownListenerPath (raw: string, port: number): string | null {
  let url: URL
  try { url = new URL(raw) } catch { return null }
  if (url.protocol !== 'http:' || url.username !== '' || url.password !== '') return null
  if (!LOOPBACK_HOSTS.has(url.hostname.toLowerCase())) return null
  if (Number(url.port || 80) !== port) return null
  return `${url.pathname}${url.search}`
}

const refused = (): DomainError => invalid('Only images on this shop can be fetched')

function requestOnce (path: string, options: OutboundFetchOptions, deadline: number, maxBytes: number): Promise<OutboundResponse & { location?: string }> {
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now()
    if (remaining <= 0) { reject(new DomainError('unavailable', 'The image took too long to load')); return }
    const req = http.get({ host: '127.0.0.1', port: options.port, path, headers: { 'X-Shop-Instance': options.instanceId, 'X-Shop-Internal': options.internalSecret, Accept: 'image/*' }, timeout: remaining }, res => {
      const chunks: Buffer[] = []
      let size = 0
      res.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > maxBytes) {
          req.destroy()
          reject(new DomainError('too-large', `The image is larger than ${maxBytes / 1_000_000} MB`))
          return
        }
        chunks.push(chunk)
      })
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks),
          location: typeof res.headers.location === 'string' ? res.headers.location : undefined
        })
      })
      res.on('error', reject)
    })
    const timer = setTimeout(() => { req.destroy(new DomainError('unavailable', 'The image took too long to load')) }, remaining)
    req.on('close', () => { clearTimeout(timer) })
    req.on('timeout', () => { req.destroy(new DomainError('unavailable', 'The image took too long to load')) })
    req.on('error', error => { reject(error instanceof DomainError ? error : new DomainError('unavailable', 'The image could not be loaded')) })
  })
}

/** Fetches a URL of the shop's own listener within the limits; refuses every other URL. */
export async function guardedFetch (raw: string, options: OutboundFetchOptions): Promise<OutboundResponse> {
  const limits = { ...OUTBOUND_LIMITS, ...options.limits }
  const deadline = Date.now() + limits.timeoutMs
  let url = raw
  for (let hop = 0; hop <= limits.maxRedirects; hop++) {
    const path = ownListenerPath(url, options.port)
    if (path === null) throw refused()
    options.onRequest({ path, url })
    const answer = await requestOnce(path, options, deadline, limits.maxBytes)
    if (answer.status < 300 || answer.status >= 400 || answer.location === undefined) return answer
    url = new URL(answer.location, url).toString()
  }
  throw invalid('Too many redirects')
}

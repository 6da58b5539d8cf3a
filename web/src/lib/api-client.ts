import { startEarly, takeEarly } from './early-requests'
import { getRememberedEmail, getToken } from './token-store'

/** A non-2xx answer from the shop server; `body` is the parsed JSON or the raw text. */
export class ApiError extends Error {
  status: number
  body: unknown

  constructor (status: number, body: unknown, message?: string) {
    super(message ?? extractMessage(body) ?? `Request failed with status ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

export interface ApiFetchOptions {
  method?: string
  body?: unknown
  query?: Record<string, string | number | undefined>
}

/**
 * Builds the query string with encodeURIComponent rather than URLSearchParams so spaces travel
 * as %20 (e.g. `name=Score%20Board`), exactly as the contract shows them.
 */
export function buildQuery (query: ApiFetchOptions['query']): string {
  if (!query) return ''
  const parts = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}

/**
 * Resolves 'rest/x', './rest/x' and '/rest/x' alike against the directory the page was served
 * from, so the app keeps working if the server ever mounts it below the site root.
 */
export function resolveApiUrl (path: string): string {
  const relative = path.replace(/^(\.\/|\/)+/, '')
  if (typeof window === 'undefined') return `/${relative}`
  return new URL(relative, new URL('.', window.location.href)).toString()
}

// Header values must be ISO-8859-1; fetch throws on anything else, so such values are skipped.
const HEADER_SAFE = /^[\t\x20-\x7e\xa0-\xff]*$/

function requestHeaders (hasJsonBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json, text/plain, */*' })
  if (hasJsonBody) headers.set('Content-Type', 'application/json')
  const token = getToken()
  if (token && HEADER_SAFE.test(token)) headers.set('Authorization', `Bearer ${token}`)
  const email = getRememberedEmail()
  if (email && HEADER_SAFE.test(email)) headers.set('X-User-Email', email)
  return headers
}

async function readBody (response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return null
  const type = response.headers.get('Content-Type') ?? ''
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      return text
    }
  }
  return text
}

/** Sends `apiFetch(path, { query })` now; the later call with the same URL takes this answer. */
export function startEarlyApiFetch (path: string, query?: ApiFetchOptions['query']): void {
  startEarly(resolveApiUrl(path) + buildQuery(query), { method: 'GET', headers: requestHeaders(false), credentials: 'same-origin' })
}

export async function apiFetch<T> (path: string, opts: ApiFetchOptions = {}): Promise<T> {
  const isFormData = typeof FormData !== 'undefined' && opts.body instanceof FormData
  const hasJsonBody = opts.body !== undefined && !isFormData
  const url = resolveApiUrl(path) + buildQuery(opts.query)
  const method = opts.method ?? (opts.body !== undefined ? 'POST' : 'GET')
  const early = method === 'GET' ? takeEarly(url) : undefined
  const response = await (early ?? fetch(url, {
    method,
    headers: requestHeaders(hasJsonBody),
    body: isFormData ? (opts.body as FormData) : hasJsonBody ? JSON.stringify(opts.body) : undefined,
    credentials: 'same-origin'
  }))
  const body = await readBody(response)
  if (!response.ok) throw new ApiError(response.status, body)
  return body as T
}

function extractMessage (body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() === '' ? undefined : body
  if (body === null || typeof body !== 'object') return undefined
  const record = body as Record<string, unknown>
  if (typeof record.error === 'string' && record.error !== '') return record.error
  if (record.error && typeof record.error === 'object') {
    const nested = extractMessage(record.error)
    if (nested) return nested
  }
  if (typeof record.message === 'string' && record.message !== '') return record.message
  if (Array.isArray(record.errors) && record.errors.length > 0) {
    const first: unknown = record.errors[0]
    if (typeof first === 'string') return first
    if (first && typeof first === 'object' && typeof (first as { message?: unknown }).message === 'string') {
      return (first as { message: string }).message
    }
  }
  return undefined
}

/** The server's own wording for a failure, for showing to the user. */
export function errorMessage (err: unknown): string {
  if (err instanceof ApiError) return extractMessage(err.body) ?? err.message
  if (err instanceof Error) return err.message
  return extractMessage(err) ?? String(err)
}

/*
 * GET requests started before the app's code is evaluated, so the first screen's data and
 * translations travel while React and the rest of the bundle load. `apiFetch` and the translation
 * loader take a started request for the same URL instead of sending their own, once, and only
 * shortly after start: a request nobody took by then is stale and ignored.
 */

const FRESH_MS = 15_000
const started = new Map<string, { response: Promise<Response>, at: number }>()

export function startEarly (url: string, init?: RequestInit): void {
  const response = fetch(url, init)
  // A failure is reported to whoever takes the request; untaken, it must not surface as unhandled.
  response.catch(() => undefined)
  started.set(url, { response, at: Date.now() })
}

/** The request started for this absolute URL, if any and still fresh; each is handed out once. */
export function takeEarly (url: string): Promise<Response> | undefined {
  const entry = started.get(url)
  if (!entry) return undefined
  started.delete(url)
  return Date.now() - entry.at <= FRESH_MS ? entry.response : undefined
}

import { http, HttpResponse, type JsonBodyType } from 'msw'
import type { setupServer } from 'msw/node'
import { shopUrl } from './mock-server'

type ShopServer = ReturnType<typeof setupServer>

/** One request as the shop received it, for tests that pin what the app sends. */
export interface SeenRequest {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  authorization: string | null
}

/**
 * Answers one method and path with `reply` (a body, or a response for an error) and records every
 * request it gets, in order.
 */
export function recordCalls (
  server: ShopServer,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  reply: JsonBodyType | Response | ((seen: SeenRequest) => JsonBodyType | Response | Promise<JsonBodyType | Response>)
): SeenRequest[] {
  const seen: SeenRequest[] = []
  server.use(http[method](shopUrl(path), async ({ request }) => {
    const url = new URL(request.url)
    const text = await request.text()
    const entry: SeenRequest = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text === '' ? undefined : JSON.parse(text) as unknown,
      authorization: request.headers.get('Authorization')
    }
    seen.push(entry)
    const answer = typeof reply === 'function' ? await reply(entry) : reply
    return answer instanceof Response ? answer : HttpResponse.json(answer)
  }))
  return seen
}

/** An answer the shop gives with an error status. */
export const failure = (status: number, body: JsonBodyType): Response => HttpResponse.json(body, { status })

/** Holds an answer back until the test opens it, to see what a screen shows while it waits. */
export function gate (): { passed: Promise<void>, open: () => void } {
  let open: () => void = () => {}
  const passed = new Promise<void>(resolve => { open = resolve })
  return { passed, open }
}

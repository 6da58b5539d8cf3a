import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { Socket } from 'socket.io-client'
import type { Shop } from '../app.js'
import { createTestShop } from './test-shop.js'
import { listen, type Listening } from './realtime.js'
import type { ExploitShop } from './exploits/types.js'

/** One request or socket event as the shop received it. */
export interface Recorded {
  /** HTTP method, or SOCKET for a socket.io event a client emitted. */
  method: string
  /** The path as sent (percent-encoding kept), or the event name. */
  path: string
  query: Record<string, string | string[]>
  /** The parsed body (JSON, form or multipart fields) once the answer is out; the first argument of a socket event. */
  body: unknown
  /** How an HTML form encoded the body (from Content-Type); undefined for JSON, no body or a socket event. */
  form?: 'urlencoded' | 'multipart'
  status?: number
  etag?: string
  /** The first characters of the answer, to tell the shop's "unknown path" answer from a route's own 404. */
  head: string
}

export interface RecordingShop {
  /** The exploit shop whose every request (in-process API, real listener, sockets) is recorded. */
  t: ExploitShop
  recorded: () => readonly Recorded[]
  clear: () => void
}

const HEAD_CHARS = 200

function queryOf (search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  for (const [name, value] of new URLSearchParams(search)) {
    const before = query[name]
    query[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value]
  }
  return query
}

function formOf (contentType: string | undefined): Recorded['form'] {
  const type = contentType?.split(';')[0]?.trim().toLowerCase()
  return type === 'application/x-www-form-urlencoded' ? 'urlencoded' : type === 'multipart/form-data' ? 'multipart' : undefined
}

/** Keeps the first characters of what the response sends, without changing what it sends. */
function captureHead (res: ServerResponse, entry: Recorded): void {
  const keep = (chunk: unknown): void => {
    if (entry.head.length >= HEAD_CHARS || chunk === undefined || chunk === null || typeof chunk === 'function') return
    entry.head += (typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8')).slice(0, HEAD_CHARS)
  }
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  res.write = ((...args: unknown[]) => { keep(args[0]); return write(...args) }) as typeof res.write
  res.end = ((...args: unknown[]) => { keep(args[0]); return end(...args) }) as typeof res.end
}

function recordingListener (shop: Shop, log: Recorded[]): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/'
    const at = url.indexOf('?')
    const entry: Recorded = { method: req.method ?? 'GET', path: at < 0 ? url : url.slice(0, at), query: at < 0 ? {} : queryOf(url.slice(at + 1)), body: undefined, form: formOf(req.headers['content-type']), head: '' }
    // In the order the requests arrive; the answer's facts are filled in when it is out.
    log.push(entry)
    captureHead(res, entry)
    res.on('finish', () => {
      entry.status = res.statusCode
      const etag = res.getHeader('etag')
      entry.etag = typeof etag === 'string' ? etag : undefined
      entry.body = (req as IncomingMessage & { body?: unknown }).body
    })
    shop.handle(req, res)
  }
}

/**
 * A fresh exploit shop with a recorder around every way an exploit reaches it: the supertest agent
 * `t.api` (and `t.login`, which uses it), the real listener's HTTP requests (the shop's own fetches
 * to itself included) and every socket.io event a client socket of the listener emits.
 */
export function createRecordingShop (): RecordingShop {
  const log: Recorded[] = []
  const base = createTestShop(undefined, shop => recordingListener(shop, log))
  let listening: Promise<Listening> | undefined
  const recordEmits = (socket: Socket): void => {
    socket.onAnyOutgoing((event: string, ...args: unknown[]) => {
      log.push({ method: 'SOCKET', path: event, query: {}, body: args[0], head: '' })
    })
  }
  return {
    t: { ...base, listening: async () => await (listening ??= listen(base, { listener: recordingListener(base.shop, log), onSocket: recordEmits })) },
    recorded: () => log,
    clear: () => { log.length = 0 }
  }
}

import type { RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll } from 'vitest'
import { io as connect, type Socket } from 'socket.io-client'
import type { TestShop } from './test-shop.js'

export interface Listening {
  /** Where the listener answers, e.g. `http://127.0.0.1:40123` (for requests the shop must see on its own port). */
  url: string
  /** A new socket.io client of this shop, connected; closed after the test file. `prepare` runs before connecting. */
  socket: (prepare?: (socket: Socket) => void) => Promise<Socket>
}

export interface ListenOptions {
  /** What answers the requests (the shop's Express app unless given). */
  listener?: RequestListener
  /** Runs on every new client socket before it connects (e.g. a recorder of what it emits). */
  onSocket?: (socket: Socket) => void
}

/** Puts a test shop behind a real HTTP listener so realtime clients can connect. */
export async function listen (t: TestShop, options: ListenOptions = {}): Promise<Listening> {
  const server = t.shop.createServer(options.listener ?? t.shop.app)
  t.shop.attach(server)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const sockets: Socket[] = []
  afterAll(async () => {
    for (const s of sockets) s.close()
    await new Promise(resolve => server.close(resolve))
  })
  return {
    url,
    async socket (prepare) {
      const s = connect(url, { path: '/socket.io', transports: ['websocket'], autoConnect: false })
      sockets.push(s)
      options.onSocket?.(s)
      prepare?.(s)
      const connected = new Promise<void>(resolve => s.once('connect', () => resolve()))
      s.connect()
      await connected
      return s
    }
  }
}

/**
 * The next event of that name whose payload passes the test. It gives up after `timeoutMs`, by
 * default most of a test's time limit: what sends the event may be slow on a loaded machine, and
 * the limit is there only to name the missing event instead of a bare time-out.
 */
export function nextEvent<T = Record<string, unknown>> (socket: Socket, event: string, matches: (payload: T) => boolean = () => true, timeoutMs = 15_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { socket.off(event, listener); reject(new Error(`No '${event}' within ${timeoutMs} ms`)) }, timeoutMs)
    const listener = (payload: T): void => {
      if (!matches(payload)) return
      clearTimeout(timer)
      socket.off(event, listener)
      resolve(payload)
    }
    socket.on(event, listener)
  })
}

/** Resolves true if such an event arrives within the window, false otherwise. */
export async function arrives (socket: Socket, event: string, matches: (payload: any) => boolean = () => true, windowMs = 300): Promise<boolean> {
  return nextEvent(socket, event, matches, windowMs).then(() => true, () => false)
}

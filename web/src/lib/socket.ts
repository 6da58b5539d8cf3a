import type { Socket } from 'socket.io-client'
import type { ChallengeSolvedNotice as ChallengeSolvedEvent } from '@shop/contract'

export type { ChallengeSolvedEvent }

type Listener = (...args: any[]) => void

/**
 * The app's handle on the realtime connection. socket.io-client is fetched as its own chunk once the
 * page is idle (it is about 13 kB of the first load otherwise); what the app asks of the connection
 * before then (listeners, emits, reconnects) is kept in order and replayed on the real socket.
 */
export class ShopSocket {
  private real: Socket | null = null
  private readonly pending: Array<(socket: Socket) => void> = []

  attach (socket: Socket): void {
    this.real = socket
    for (const operation of this.pending.splice(0)) operation(socket)
  }

  private run (operation: (socket: Socket) => void): this {
    if (this.real === null) this.pending.push(operation)
    else operation(this.real)
    return this
  }

  on (event: string, listener: Listener): this { return this.run(socket => { socket.on(event, listener) }) }
  off (event: string, listener: Listener): this { return this.run(socket => { socket.off(event, listener) }) }
  emit (event: string, ...args: unknown[]): this { return this.run(socket => { socket.emit(event, ...args) }) }
  connect (): this { return this.run(socket => { socket.connect() }) }
  disconnect (): this { return this.run(socket => { socket.disconnect() }) }
}

let socket: ShopSocket | null = null

/** The longest the connection waits for the page to settle. */
const CONNECT_WITHIN_MS = 500

async function openConnection (shopSocket: ShopSocket): Promise<void> {
  const { io } = await import('socket.io-client')
  const created = io({ path: '/socket.io', autoConnect: false })
  // Acknowledge each notice exactly once here, however many screens listen for it.
  created.on('challenge solved', (event: ChallengeSolvedEvent) => {
    if (event && typeof event.flag === 'string') created.emit('notification received', event.flag)
  })
  shopSocket.attach(created)
  created.connect()
}

/**
 * The single realtime connection, created on first use. It is loaded and connects once the page is
 * idle (at the latest half a second later): the handshake's requests would otherwise compete with
 * the first screen's rendering. Listeners attach at once, and what is emitted before is sent on connecting.
 */
export function getSocket (): ShopSocket {
  if (socket === null) {
    const created = new ShopSocket()
    socket = created
    const load = () => { openConnection(created).catch(error => { console.error('The realtime connection could not be loaded', error) }) }
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: CONNECT_WITHIN_MS })
    else setTimeout(load, 0)
  }
  return socket
}

export function onChallengeSolved (cb: (event: ChallengeSolvedEvent) => void): () => void {
  const s = getSocket()
  s.on('challenge solved', cb)
  return () => { s.off('challenge solved', cb) }
}

/** Sent once per server start to the first socket that connects afterwards (docs/api.md, Realtime). */
export function onServerStarted (cb: () => void): () => void {
  const s = getSocket()
  s.on('server started', cb)
  return () => { s.off('server started', cb) }
}

/** The flags of the toasts one shift-click closed; the server decides whether that is a Clean Sweep. */
export function reportClosedNotifications (flags: string[]): void {
  getSocket().emit('verifyCloseNotificationsChallenge', flags)
}

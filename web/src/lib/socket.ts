import { io, type Socket } from 'socket.io-client'

/** Payload of the server's 'challenge solved' event (docs/api.md, Realtime). */
export interface ChallengeSolvedEvent {
  challenge: string
  key: string
  flag: string
  hidden: boolean
  isRestore: boolean
}

let socket: Socket | null = null

/** The longest the connection waits for the page to settle. */
const CONNECT_WITHIN_MS = 500

/**
 * The single realtime connection, created on first use. It connects once the page is idle (at the
 * latest half a second later): the handshake's requests would otherwise compete with the first
 * screen's rendering. Listeners attach at once, and what is emitted before is sent on connecting.
 */
export function getSocket (): Socket {
  if (socket === null) {
    const created = io({ path: '/socket.io', autoConnect: false })
    socket = created
    const connect = () => { created.connect() }
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(connect, { timeout: CONNECT_WITHIN_MS })
    else setTimeout(connect, 0)
    // Acknowledge each notice exactly once here, however many screens listen for it.
    socket.on('challenge solved', (event: ChallengeSolvedEvent) => {
      if (event && typeof event.flag === 'string') socket?.emit('notification received', event.flag)
    })
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

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

/** The single realtime connection, opened lazily on first use. */
export function getSocket (): Socket {
  if (socket === null) {
    socket = io({ path: '/socket.io' })
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

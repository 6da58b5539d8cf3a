import { createServer } from 'node:http'
import { Server, type Socket } from 'socket.io'
import { CLASSROOM_ROOM } from '../classroom/classroom.js'
import type { InstanceRegistry } from '../instance/registry.js'
import { originAllowed } from './origin.js'

const REPORTS_PER_MINUTE = 30

/**
 * The realtime channel. Each socket joins its instance's room; solve notices go to that room only.
 * Client-reported challenges (pattern G) arrive here and are checked by the instance's detectors.
 * In classroom mode the handshake's team cookie picks the instance, like any request, and every
 * socket also joins the room `classroom` (leaderboard, trainer notices); a socket without a team
 * joins only that room and reaches no shop. Loaded on first use through `RealtimeBridge` (bridge.ts).
 */
export function createRealtime (registry: InstanceRegistry, allowedOrigins: readonly string[]): Server {
  // Bound to a server that never listens: RealtimeBridge (bridge.ts) hands engine.io the shop's requests.
  const io = new Server(createServer(), {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 16_384,
    allowRequest: (req, callback) => { callback(null, originAllowed(req, allowedOrigins)) }
  })
  io.on('connection', socket => { void connected(socket) })

  async function connected (socket: Socket): Promise<void> {
    if (registry.teams) void socket.join(CLASSROOM_ROOM)
    let shop
    try {
      // The resolver of every HTTP request (classroom-gate.ts): a socket of a team whose shop is
      // being reset joins once the new shop is there.
      shop = await registry.settled(socket.request)
    } catch {
      // A team held by another replica (classroom/classroom.ts): this socket reaches no shop here.
      shop = undefined
    }
    if (shop === undefined || socket.disconnected) return
    void socket.join(shop.room)
    let windowStart = Date.now()
    let reports = 0
    const withinRateLimit = (): boolean => {
      if (Date.now() - windowStart > 60_000) { windowStart = Date.now(); reports = 0 }
      reports++
      return reports <= REPORTS_PER_MINUTE
    }
    for (const event of shop.detectors.clientReportEvents()) {
      socket.on(event, (payload: unknown) => {
        if (!withinRateLimit()) return
        // The shop may have been closed when idle, or reset, since this socket connected.
        const current = registry.current(shop.id)
        if (current === undefined) return
        for (const key of current.detectors.checkClientReport(event, payload)) current.challenges.solve(key)
      })
    }
    // The client acknowledges each solved notice with its flag. Nothing depends on it server-side; the
    // listener only keeps the event accepted, and anything but a short string is ignored.
    socket.on('notification received', (flag: unknown) => {
      if (typeof flag !== 'string' || flag.length > 200) return
    })
    // After a restart the first client re-applies the progress codes it keeps in cookies.
    if (shop.takeStartNotice()) socket.emit('server started')
  }
  return io
}

import type { IncomingMessage, Server as HttpServer, RequestListener, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Server } from 'socket.io'

/** The realtime channel's path, as engine.io compares it: a prefix of the request URL. */
export const REALTIME_PATH = '/socket.io/'

/** How long a stray upgrade (another path) may stay open, as engine.io's own default. */
const STRAY_UPGRADE_MS = 1000

const isRealtime = (req: IncomingMessage): boolean => (req.url ?? '').startsWith(REALTIME_PATH)

/**
 * Late binding between the shop and socket.io. The registry exists before the HTTP server, and
 * socket.io itself starts only when needed: loading it (with engine.io, ws and the TLS modules ws
 * pulls in) was a sixth of the bundle's start-up, and a shop answers many requests before its first
 * socket. `attach` puts a dispatcher in front of the server's request listeners and takes its
 * upgrades; the first socket.io request or upgrade calls `start`, and requests arriving meanwhile
 * wait for it. The socket.io server is bound to a private HTTP server that never listens, so this
 * dispatcher stays the one place that hands requests to engine.io and the other listeners (the
 * connection limits) keep seeing every request, as they did when engine.io wrapped them.
 * Broadcasts before the start reach nobody, as no socket can exist yet; a cluster replica starts at
 * once (`eager`), since its Redis adapter relays the other replicas' broadcasts from the beginning.
 */
export class RealtimeBridge {
  private io: Server | null = null
  private starting: Promise<Server> | null = null
  private start: (() => Promise<Server>) | null = null

  attach (httpServer: HttpServer, start: () => Promise<Server>, eager = false): void {
    this.start = start
    const listeners = httpServer.listeners('request') as RequestListener[]
    httpServer.removeAllListeners('request')
    httpServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (isRealtime(req)) {
        this.whenStarted(io => { io.engine.handleRequest(req, res) }, () => { res.writeHead(503).end() })
        return
      }
      for (const listener of listeners) listener.call(httpServer, req, res)
    })
    httpServer.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (isRealtime(req)) {
        this.whenStarted(io => { io.engine.handleUpgrade(req, socket, head) }, () => { socket.destroy() })
        return
      }
      socket.on('error', () => {})
      setTimeout(() => { if (socket.writable && (socket as Duplex & { bytesWritten?: number }).bytesWritten === 0) socket.end() }, STRAY_UPGRADE_MS).unref()
    })
    httpServer.once('close', () => { this.io?.engine.close() })
    if (eager) this.whenStarted(() => {}, () => {})
  }

  /** True once socket.io runs (tests). */
  get started (): boolean {
    return this.io !== null
  }

  private whenStarted (use: (io: Server) => void, failed: () => void): void {
    if (this.io !== null) { use(this.io); return }
    const start = this.start
    if (start === null) { failed(); return }
    this.starting ??= start().then(io => { this.io = io; return io })
    this.starting.then(use, (error: unknown) => {
      // A failed start is tried again by the next socket rather than leaving the channel dead.
      this.starting = null
      console.error('Starting the realtime channel failed', error)
      failed()
    })
  }

  broadcast (room: string, event: string, payload: unknown): void {
    this.io?.to(room).emit(event, payload)
  }

  /** To this process's sockets only, also when a Redis adapter spreads `broadcast` over a cluster. */
  broadcastHere (room: string, event: string, payload: unknown): void {
    this.io?.local.to(room).emit(event, payload)
  }
}

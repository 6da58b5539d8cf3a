import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import type { ShopConfig } from '../config.js'

export type ConnectionLimits = ShopConfig['server']['connections']

/** Open-file limit assumed where the process's own cannot be read. */
const FALLBACK_OPEN_FILES = 1024
/**
 * Descriptors kept free of connections: the instances' database files, the worker processes'
 * pipes, logs, the files being sent, the fetch guard's own requests. A tenth, at least 128.
 */
const reserveFor = (openFiles: number): number => Math.max(128, Math.ceil(openFiles / 10))

/** Where the open-file limit can be read; the tests give their own. */
export interface LimitSources {
  /** The text of /proc/self/limits (throws where there is none). */
  procLimits: () => string
  /** What the shell's `ulimit -n` prints (throws when no shell answers). */
  ulimit: () => string
  platform: NodeJS.Platform
}

const systemSources: LimitSources = {
  procLimits: () => fs.readFileSync('/proc/self/limits', 'utf8'),
  ulimit: () => execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8', timeout: 2_000, stdio: ['ignore', 'pipe', 'ignore'] }),
  platform: process.platform
}

/**
 * The process's open-file limit (the soft RLIMIT_NOFILE, which Node raises to the hard one at
 * start): from /proc on Linux, from the shell's `ulimit -n` on other Unix systems, null when
 * neither answers (Windows has no such limit on sockets).
 */
export function openFileLimit (sources: LimitSources = systemSources): number | null {
  try {
    const soft = /^Max open files\s+(\d+|unlimited)/m.exec(sources.procLimits())?.[1]
    if (soft !== undefined) return soft === 'unlimited' ? null : Number(soft)
  } catch { /* not Linux */ }
  if (sources.platform === 'win32') return null
  try {
    const answer = sources.ulimit().trim()
    return /^\d+$/.test(answer) ? Number(answer) : null
  } catch {
    return FALLBACK_OPEN_FILES
  }
}

/** The connection cap: the configured one, lowered to leave headroom below the open-file limit. */
export function connectionCap (configuredMax: number, openFiles: number | null): number {
  if (openFiles === null) return configuredMax
  return Math.max(1, Math.min(configuredMax, openFiles - reserveFor(openFiles)))
}

/**
 * Puts the limits on a listener: Node's header, request and keep-alive timeouts, the connection cap
 * (`maxConnections`: Node closes any connection over it at once), at most `perClient` open
 * connections per client address, and a deadline for a connection's first complete request
 * header, since Node's own header timeout is checked only every 30 s. Returns the cap in force.
 */
export function limitConnections (server: Server, limits: ConnectionLimits, openFiles = openFileLimit()): number {
  server.headersTimeout = limits.headersTimeoutMs
  server.requestTimeout = limits.requestTimeoutMs
  server.keepAliveTimeout = limits.keepAliveTimeoutMs
  server.maxConnections = connectionCap(limits.max, openFiles)

  // Per listener, not per module: every listener counts its own clients.
  const perClient = new Map<string, number>()
  const firstRequestDue = new WeakMap<Socket, NodeJS.Timeout>()
  const requestArrived = (socket: Socket): void => {
    clearTimeout(firstRequestDue.get(socket))
    firstRequestDue.delete(socket)
  }

  server.on('connection', (socket: Socket) => {
    const client = socket.remoteAddress ?? ''
    const open = perClient.get(client) ?? 0
    if (limits.perClient > 0 && open >= limits.perClient) {
      socket.destroy()
      return
    }
    perClient.set(client, open + 1)
    firstRequestDue.set(socket, setTimeout(() => { socket.destroy() }, limits.idleMs).unref())
    socket.once('close', () => {
      requestArrived(socket)
      const left = (perClient.get(client) ?? 1) - 1
      if (left > 0) perClient.set(client, left)
      else perClient.delete(client)
    })
  })
  server.on('request', req => { requestArrived(req.socket) })
  server.on('upgrade', req => { requestArrived(req.socket as Socket) })
  return server.maxConnections
}

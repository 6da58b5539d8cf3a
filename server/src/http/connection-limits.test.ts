import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { io as connectRealtime } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'
import { connectionCap, limitConnections, openFileLimit } from './connection-limits.js'

/*
 * A flood of idle connections from one client must not take the shop's descriptors: the client
 * gets at most `perClient` of them, each closed when no request header arrives in time, while other
 * clients keep being answered. The flood comes from 127.0.0.2 (all of 127/8 is this machine on
 * Linux), the honest client from 127.0.0.1.
 */
const LIMITS = { max: 40, perClient: 12, idleMs: 3_000, headersTimeoutMs: 3_000, requestTimeoutMs: 6_000, keepAliveTimeoutMs: 1_000 }
const t = createTestShop(config => ({ ...config, server: { ...config.server, connections: LIMITS } }))
const server = t.shop.createServer()
// A second listener whose idle deadline never comes within a test, for counting connections at the cap.
const patient = t.shop.createServer()
let port = 0
let patientPort = 0
let cap = 0

/** Whether this machine lets a socket bind to another loopback address (Linux does; macOS does not). */
async function canBind (address: string): Promise<boolean> {
  return await new Promise(resolve => {
    const probe = net.createServer().once('error', () => { resolve(false) })
    probe.listen(0, address, () => { probe.close(() => { resolve(true) }) })
  })
}
const otherLoopback = await canBind('127.0.0.2') && await canBind('127.0.0.3')

const listenOn = async (listener: http.Server): Promise<number> => {
  await new Promise<void>(resolve => listener.listen(0, '127.0.0.1', resolve))
  return (listener.address() as AddressInfo).port
}

beforeAll(async () => {
  cap = t.shop.attach(server)
  limitConnections(patient, { ...LIMITS, idleMs: 600_000 })
  port = await listenOn(server)
  patientPort = await listenOn(patient)
})
afterAll(async () => {
  for (const listener of [server, patient]) {
    listener.closeAllConnections()
    await new Promise(resolve => listener.close(resolve))
  }
})

interface Idle { socket: net.Socket, closed: Promise<number> }

/** An idle connection from `from` that never sends anything; `closed` resolves with the time it was closed. */
async function idleConnection (from: string, to = port): Promise<Idle> {
  const socket = net.connect({ host: '127.0.0.1', port: to, localAddress: from })
  const closed = new Promise<number>(resolve => { socket.once('close', () => { resolve(performance.now()) }) })
  socket.on('error', () => {})
  await new Promise<void>(resolve => { socket.once('connect', resolve); socket.once('close', () => { resolve() }) })
  return { socket, closed }
}

/** Resolves once the server has seen `count` open connections (it learns of each a moment after the client). */
async function serverHolds (count: number, listener = server): Promise<void> {
  for (;;) {
    const open = await new Promise<number>((resolve, reject) => { listener.getConnections((error, n) => { error ? reject(error) : resolve(n) }) })
    if (open === count) return
    await new Promise(resolve => setImmediate(resolve))
  }
}

const honestRequest = async (): Promise<{ status: number, at: number }> => await new Promise((resolve, reject) => {
  http.get({ host: '127.0.0.1', port, path: '/rest/admin/application-version', localAddress: '127.0.0.1', agent: false }, res => {
    res.resume()
    res.on('end', () => { resolve({ status: res.statusCode ?? 0, at: performance.now() }) })
  }).on('error', reject)
})

describe('connection limits', () => {
  it('puts the configured timeouts and cap on the listener', () => {
    expect(server.headersTimeout).toBe(LIMITS.headersTimeoutMs)
    expect(server.requestTimeout).toBe(LIMITS.requestTimeoutMs)
    expect(server.keepAliveTimeout).toBe(LIMITS.keepAliveTimeoutMs)
    expect(server.maxConnections).toBe(cap)
    expect(cap).toBe(connectionCap(LIMITS.max, openFileLimit()))
  })

  it.skipIf(!otherLoopback)('keeps answering others while one client floods it with idle connections, and closes the flood when it stays idle', async () => {
    const flood = await Promise.all(Array.from({ length: 3 * LIMITS.perClient }, async () => await idleConnection('127.0.0.2')))
    // Everything past the client's share is closed at once; its share stays open for now.
    const refused = flood.slice(LIMITS.perClient)
    await Promise.all(refused.map(async c => await c.closed))
    await serverHolds(LIMITS.perClient)
    const honest = await honestRequest()
    expect(honest.status).toBe(200)
    // The share is closed by the idle deadline, after the honest answer, without the client closing anything.
    const kept = flood.slice(0, LIMITS.perClient)
    expect(kept.every(c => !c.socket.destroyed)).toBe(true)
    const closedAt = await Promise.all(kept.map(async c => await c.closed))
    expect(Math.min(...closedAt)).toBeGreaterThan(honest.at)
    await serverHolds(0)
  }, 20_000)

  it('leaves a realtime connection open past the deadline for a first request', async () => {
    const realtime = connectRealtime(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: ['websocket'], reconnection: false })
    try {
      await new Promise<void>((resolve, reject) => { realtime.once('connect', resolve); realtime.once('connect_error', reject) })
      // An idle connection opened after it is closed by the deadline; the upgraded one is not.
      const idle = await idleConnection('127.0.0.1')
      await idle.closed
      expect(realtime.connected).toBe(true)
    } finally {
      realtime.close()
    }
  }, 20_000)

  it.skipIf(!otherLoopback)('never holds more than the cap, whoever connects', async () => {
    const connect = async (count: number, from: (i: number) => string): Promise<Idle[]> =>
      await Promise.all(Array.from({ length: count }, async (_, i) => await idleConnection(from(i), patientPort)))
    const twoClients = await connect(2 * LIMITS.perClient, i => i % 2 === 0 ? '127.0.0.2' : '127.0.0.3')
    await serverHolds(2 * LIMITS.perClient, patient)
    // Three more clients, each within its own share, ask for six connections more than are left.
    const free = patient.maxConnections - 2 * LIMITS.perClient
    const more = await connect(free + 6, i => `127.0.0.${4 + (i % 3)}`)
    const closed: Idle[] = []
    await new Promise<void>(resolve => {
      for (const c of more) void c.closed.then(() => { if (closed.push(c) === 6) resolve() })
    })
    await serverHolds(patient.maxConnections, patient)
    expect(more.filter(c => !c.socket.destroyed)).toHaveLength(free)
    for (const c of [...twoClients, ...more]) c.socket.destroy()
    await serverHolds(0, patient)
  }, 20_000)
})

describe('the connection cap', () => {
  it('leaves a tenth of the open files, at least 128, to everything else', () => {
    expect(connectionCap(10_000, 1024)).toBe(896)
    expect(connectionCap(10_000, 20_000)).toBe(10_000)
    expect(connectionCap(30_000, 20_000)).toBe(18_000)
    expect(connectionCap(10_000, 100)).toBe(1)
    expect(connectionCap(500, null)).toBe(500)
  })

  it('reads the open-file limit of this process', () => {
    const limit = openFileLimit()
    if (process.platform === 'linux') expect(limit).toBeGreaterThan(0)
  })

  it('reads the soft limit from /proc, else from the shell, else assumes 1024; none on Windows', () => {
    const proc = 'Limit                     Soft Limit           Hard Limit           Units     \n' +
      'Max processes             95000                95000                processes \nMax open files            4096                 524288               files     \n'
    const noProc = (): string => { throw new Error('ENOENT') }
    const noShell = (): string => { throw new Error('ENOENT') }
    const sources = (procLimits: () => string, ulimit: () => string, platform: NodeJS.Platform = 'linux') => ({ procLimits, ulimit, platform })
    expect(openFileLimit(sources(() => proc, noShell))).toBe(4096)
    expect(openFileLimit(sources(() => proc.replace('4096 ', 'unlimited'), () => '99'))).toBeNull()
    // /proc without the line, or no /proc at all (macOS): the shell's answer.
    expect(openFileLimit(sources(() => 'Max processes 10\n', () => '2560\n', 'darwin'))).toBe(2560)
    expect(openFileLimit(sources(noProc, () => ' 256 ', 'darwin'))).toBe(256)
    expect(openFileLimit(sources(noProc, () => 'unlimited', 'darwin'))).toBeNull()
    expect(openFileLimit(sources(noProc, () => '12ab', 'darwin'))).toBeNull()
    expect(openFileLimit(sources(noProc, () => 'limit 256', 'darwin'))).toBeNull()
    expect(openFileLimit(sources(noProc, noShell, 'darwin'))).toBe(1024)
    expect(openFileLimit(sources(noProc, () => '2560', 'win32'))).toBeNull()
  })
})

describe('the limits on a bare listener', () => {
  const listeners: http.Server[] = []
  afterAll(async () => {
    for (const listener of listeners) {
      listener.closeAllConnections()
      await new Promise(resolve => listener.close(resolve))
    }
  })

  /** A listener answering every request with 204, under `limits` over generous defaults. */
  async function bare (limits: Partial<typeof LIMITS>): Promise<{ listener: http.Server, port: number }> {
    const listener = http.createServer((_req, res) => { res.writeHead(204).end() })
    listeners.push(listener)
    limitConnections(listener, { max: 100, perClient: 0, idleMs: 600_000, headersTimeoutMs: 60_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 60_000, ...limits }, null)
    return { listener, port: await listenOn(listener) }
  }

  it('lets a client have connections again once it closed some of its share', async () => {
    const { listener, port: to } = await bare({ perClient: 2 })
    const [first, second] = [await idleConnection('127.0.0.1', to), await idleConnection('127.0.0.1', to)]
    await serverHolds(2, listener)
    first.socket.destroy()
    await serverHolds(1, listener)
    // One place is free again, not two: the second connection still counts.
    const [third, fourth] = [await idleConnection('127.0.0.1', to), await idleConnection('127.0.0.1', to)]
    await fourth.closed
    await serverHolds(2, listener)
    expect([second.socket.destroyed, third.socket.destroyed]).toEqual([false, false])
    second.socket.destroy()
    third.socket.destroy()
    await serverHolds(0, listener)
  })

  it('takes no share limit when perClient is 0', async () => {
    const { listener, port: to } = await bare({ perClient: 0 })
    const open = await Promise.all(Array.from({ length: 5 }, async () => await idleConnection('127.0.0.1', to)))
    await serverHolds(5, listener)
    expect(open.every(c => !c.socket.destroyed)).toBe(true)
    for (const c of open) c.socket.destroy()
    await serverHolds(0, listener)
  })

  it('keeps a connection that sent a request open past the first-request deadline; an idle one is closed', async () => {
    const { listener, port: to } = await bare({ idleMs: 300 })
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const status = await new Promise<number>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port: to, path: '/', agent }, res => { res.resume(); res.on('end', () => { resolve(res.statusCode ?? 0) }) }).on('error', reject)
      })
      expect(status).toBe(204)
      // An idle connection opened after the request is closed by the deadline; the used one stays.
      const idle = await idleConnection('127.0.0.1', to)
      await idle.closed
      await serverHolds(1, listener)
    } finally {
      agent.destroy()
    }
  })

  it('puts no cap below the configured one where the open-file limit is unknown', async () => {
    const { listener } = await bare({ max: 7 })
    expect(listener.maxConnections).toBe(7)
    expect(limitConnections(http.createServer(), { ...LIMITS, max: 5000 }, 1024)).toBe(896)
  })
})

import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { io as connect, type Socket } from 'socket.io-client'
import { flagFor, noticeTokenFor } from '../challenges/tracker.js'
import { createTestShop, type TestShop } from '../test-support/test-shop.js'
import { nextEvent } from '../test-support/realtime.js'
import { originAllowed } from './origin.js'

const PROXY = 'https://juice.training.example'
const plain = createTestShop(config => ({ ...config, server: { ...config.server, allowedOrigins: [PROXY] } }))
const ctf = createTestShop(config => ({ ...config, ctf: { ...config.ctf, showFlagsInNotifications: true } }))
const servers: http.Server[] = []
const sockets: Socket[] = []

async function listenOn (t: TestShop): Promise<{ url: string, host: string }> {
  const server = http.createServer(t.shop.app)
  t.shop.attach(server)
  servers.push(server)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url: `http://${host}`, host }
}

/** Resolves 'connected' or 'refused' for a handshake with these headers over one transport. */
async function handshake (url: string, transport: 'websocket' | 'polling', headers: Record<string, string>): Promise<{ outcome: 'connected' | 'refused', socket: Socket }> {
  const socket = connect(url, { path: '/socket.io', transports: [transport], extraHeaders: headers, reconnection: false, timeout: 3000 })
  sockets.push(socket)
  const outcome = await new Promise<'connected' | 'refused'>(resolve => {
    socket.once('connect', () => { resolve('connected') })
    socket.once('connect_error', () => { resolve('refused') })
  })
  return { outcome, socket }
}

let plainShop: { url: string, host: string }
let ctfShop: { url: string, host: string }

beforeAll(async () => {
  plainShop = await listenOn(plain)
  ctfShop = await listenOn(ctf)
})

afterAll(async () => {
  for (const socket of sockets) socket.close()
  for (const server of servers) server.closeAllConnections()
  await Promise.all(servers.map(async server => { await new Promise(resolve => server.close(resolve)) }))
})

describe('realtime handshake origin', () => {
  it.each(['websocket', 'polling'] as const)('refuses a page from another site over %s', async transport => {
    for (const origin of ['https://evil.example', 'null', `http://${plainShop.host}.evil.example`, 'not a url']) {
      expect((await handshake(plainShop.url, transport, { Origin: origin })).outcome, origin).toBe('refused')
    }
  })

  it.each(['websocket', 'polling'] as const)('accepts the shop\'s own pages, allowlisted origins and clients without an origin over %s', async transport => {
    expect((await handshake(plainShop.url, transport, { Origin: plainShop.url })).outcome).toBe('connected')
    expect((await handshake(plainShop.url, transport, { Origin: PROXY })).outcome).toBe('connected')
    expect((await handshake(plainShop.url, transport, {})).outcome).toBe('connected')
  })

  it('compares the origin\'s host and port with the host the request was sent to', () => {
    const req = (origin: string | undefined, host = 'shop.example:3000') => ({ headers: { origin, host } })
    expect(originAllowed(req('http://shop.example:3000'), [])).toBe(true)
    expect(originAllowed(req('https://SHOP.example:3000'), [])).toBe(true)
    expect(originAllowed(req('http://shop.example:3001'), [])).toBe(false)
    expect(originAllowed(req('http://shop.example'), [])).toBe(false)
    expect(originAllowed(req('http://localhost:5173'), ['http://localhost:5173'])).toBe(true)
    expect(originAllowed({ headers: { origin: 'http://shop.example' } }, [])).toBe(false)
  })
})

describe('flags in solved notices', () => {
  it('carries a notice token, not the flag, when the configuration does not show flags', async () => {
    const { socket } = await handshake(plainShop.url, 'websocket', { Origin: plainShop.url })
    const event = nextEvent<{ key: string, flag: string }>(socket, 'challenge solved', e => e.key === 'scoreBoardChallenge')
    await plain.api.get('/api/Challenges/')
    const { flag } = await event
    expect(flag).toMatch(/^[0-9a-f]{40}$/)
    expect(flag).not.toBe(flagFor(flagKeyOf(plain), 'Score Board'))
    expect(flag).toBe(noticeTokenFor(flagKeyOf(plain), 'Score Board'))
    expect(plain.shop.registry.get().challenges.solvedFlags().has(flag)).toBe(true)
  })

  it('carries the flag in CTF mode', async () => {
    const { socket } = await handshake(ctfShop.url, 'websocket', {})
    const event = nextEvent<{ key: string, flag: string }>(socket, 'challenge solved', e => e.key === 'scoreBoardChallenge')
    await ctf.api.get('/api/Challenges/')
    expect((await event).flag).toBe(flagFor(flagKeyOf(ctf), 'Score Board'))
  })
})

/** The random flag key the shop keeps beside its instance folders. */
function flagKeyOf (t: TestShop): string {
  return fs.readFileSync(path.join(t.shop.registry.get().folder, '..', 'ctf.key'), 'utf8').trim()
}

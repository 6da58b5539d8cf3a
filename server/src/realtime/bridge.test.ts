import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { io as connect, type Socket } from 'socket.io-client'
import { Server } from 'socket.io'
import { RealtimeBridge } from './bridge.js'

const servers: http.Server[] = []
const sockets: Socket[] = []
afterAll(async () => {
  for (const socket of sockets) socket.close()
  for (const server of servers) server.closeAllConnections()
  await Promise.all(servers.map(async server => { await new Promise(resolve => server.close(resolve)) }))
})

/** A listener with the bridge in front of a plain request handler; counts the starts of socket.io. */
async function bridged (eager = false): Promise<{ url: string, bridge: RealtimeBridge, starts: () => number, requests: string[] }> {
  const requests: string[] = []
  const server = http.createServer((req, res) => { requests.push(req.url ?? ''); res.end('app') })
  servers.push(server)
  const bridge = new RealtimeBridge()
  let starts = 0
  bridge.attach(server, async () => {
    starts++
    const io = new Server(http.createServer(), { path: '/socket.io', serveClient: false })
    io.on('connection', socket => { socket.emit('hello', 'from the shop') })
    return io
  }, eager)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bridge, starts: () => starts, requests }
}

async function greeting (url: string, transport: 'websocket' | 'polling'): Promise<string> {
  const socket = connect(url, { path: '/socket.io', transports: [transport], reconnection: false, timeout: 5000 })
  sockets.push(socket)
  return await new Promise<string>((resolve, reject) => {
    socket.once('hello', (text: string) => { resolve(text) })
    socket.once('connect_error', reject)
  })
}

describe('RealtimeBridge starts socket.io on first use', () => {
  it.each(['polling', 'websocket'] as const)('answers the very first socket over %s, and starts socket.io only then', async transport => {
    const shop = await bridged()
    const page = await fetch(`${shop.url}/index.html`)
    expect(await page.text()).toBe('app')
    expect(shop.starts()).toBe(0)
    expect(shop.bridge.started).toBe(false)
    expect(await greeting(shop.url, transport)).toBe('from the shop')
    expect(await greeting(shop.url, transport)).toBe('from the shop')
    expect(shop.starts()).toBe(1)
    // The app never sees the channel's requests, before or after the start.
    expect(shop.requests).toEqual(['/index.html'])
  })

  it('starts several sockets arriving together once', async () => {
    const shop = await bridged()
    expect(await Promise.all([greeting(shop.url, 'polling'), greeting(shop.url, 'websocket'), greeting(shop.url, 'polling')])).toEqual(['from the shop', 'from the shop', 'from the shop'])
    expect(shop.starts()).toBe(1)
  })

  it('starts at once when eager (a cluster replica)', async () => {
    const shop = await bridged(true)
    await new Promise(resolve => setImmediate(resolve))
    expect(shop.starts()).toBe(1)
    expect(shop.bridge.started).toBe(true)
  })

  it('broadcasts to nobody before the start, without failing', async () => {
    const shop = await bridged()
    expect(() => { shop.bridge.broadcast('shop:default', 'challenge solved', {}) }).not.toThrow()
    expect(shop.starts()).toBe(0)
  })
})

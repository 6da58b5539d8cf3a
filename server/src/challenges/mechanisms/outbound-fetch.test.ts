import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardedFetch, ownListenerPath, type OutboundTarget } from './outbound-fetch.js'

// A stand-in for the shop's own listener, with answers that try to lead the fetcher astray.
let foreignHits = 0
const foreign = http.createServer((_req, res) => { foreignHits++; res.end('foreign') })
const own = http.createServer((req, res) => {
  if (req.url === '/image') { res.setHeader('content-type', 'image/png'); res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47])); return }
  if (req.url === '/away') { res.writeHead(302, { location: `http://127.0.0.1:${portOf(foreign)}/stolen` }); res.end(); return }
  if (req.url === '/home') { res.writeHead(302, { location: '/image' }); res.end(); return }
  if (req.url === '/huge') { res.write(Buffer.alloc(600_000)); res.end(Buffer.alloc(600_000)); return }
  if (req.url === '/slow') { setTimeout(() => { if (!res.destroyed) res.end('late') }, 5_000); return }
  res.statusCode = 404
  res.end()
})
const portOf = (server: http.Server): number => (server.address() as AddressInfo).port

beforeAll(async () => {
  await new Promise<void>(resolve => own.listen(0, '127.0.0.1', resolve))
  await new Promise<void>(resolve => foreign.listen(0, '127.0.0.1', resolve))
})
afterAll(() => { own.closeAllConnections(); own.close(); foreign.close() })

function fetchFrom (path: string, targets: OutboundTarget[] = [], limits = {}) {
  return guardedFetch(`http://localhost:${portOf(own)}${path}`, { port: portOf(own), instanceId: 'test', onRequest: t => targets.push(t), limits })
}

describe('outbound fetch guard (pattern M)', () => {
  it('fetches from the own listener and follows redirects that stay there, reporting each request', async () => {
    const targets: OutboundTarget[] = []
    const answer = await fetchFrom('/home', targets)
    expect(answer.status).toBe(200)
    expect(targets.map(t => t.path)).toEqual(['/home', '/image'])
  })

  it('never connects to another host or port, given directly or by a redirect', async () => {
    for (const url of [`http://127.0.0.1:${portOf(foreign)}/x`, 'http://example.com/x', 'https://localhost/x', 'file:///etc/passwd',
      `http://user:pw@localhost:${portOf(own)}/image`, `http://169.254.169.254:${portOf(own)}/latest`]) {
      expect(ownListenerPath(url, portOf(own)), url).toBeNull()
      await expect(guardedFetch(url, { port: portOf(own), instanceId: 'test', onRequest: () => {} })).rejects.toMatchObject({ kind: 'invalid' })
    }
    await expect(fetchFrom('/away')).rejects.toMatchObject({ kind: 'invalid' })
    expect(foreignHits).toBe(0)
  })

  it('stops a huge answer at 1 MB and a slow one after its time limit', async () => {
    await expect(fetchFrom('/huge')).rejects.toMatchObject({ kind: 'too-large' })
    const started = Date.now()
    await expect(fetchFrom('/slow', [], { timeoutMs: 300 })).rejects.toMatchObject({ kind: 'unavailable' })
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})

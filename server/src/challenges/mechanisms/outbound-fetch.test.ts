import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardedFetch, ownListenerPath, type OutboundTarget } from './outbound-fetch.js'

// A stand-in for the shop's own listener, with answers that try to lead the fetcher astray.
let foreignHits = 0
const ownHits: Array<{ url: string, headers: http.IncomingHttpHeaders }> = []
const foreign = http.createServer((_req, res) => { foreignHits++; res.end('foreign') })
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47])
const redirect = (status: number, location?: string) => (_req: http.IncomingMessage, res: http.ServerResponse) => {
  res.writeHead(status, location === undefined ? {} : { location })
  res.end()
}
const routes: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void> = {
  '/image': (_req, res) => { res.setHeader('content-type', 'image/png'); res.end(png) },
  '/away': (_req, res) => { redirect(302, `http://127.0.0.1:${portOf(foreign)}/stolen`)(_req, res) },
  '/loop': redirect(301, '/loop'),
  '/home': redirect(302, '/image'),
  '/r3': redirect(302, '/r2'),
  '/r2': redirect(302, '/r1'),
  '/r1': redirect(302, '/image'),
  '/multiple': redirect(300, '/image'),
  '/nowhere': redirect(302),
  '/bad': redirect(400, '/image'),
  '/located': (_req, res) => { res.writeHead(200, { location: '/image', 'content-type': 'image/png' }); res.end(png) },
  '/huge': (_req, res) => { res.write(Buffer.alloc(600_000)); res.end(Buffer.alloc(600_000)) },
  '/slow': (_req, res) => { setTimeout(() => { if (!res.destroyed) res.end('late') }, 5_000) },
  '/trickle': (_req, res) => {
    const drip = setInterval(() => { if (res.destroyed) clearInterval(drip); else res.write('.') }, 50)
    setTimeout(() => { clearInterval(drip); if (!res.destroyed) res.end() }, 5_000)
  },
  '/cut': (req, res) => { res.writeHead(200, { 'content-type': 'image/png' }); res.write(png); setTimeout(() => { req.socket.destroy() }, 20) }
}
const own = http.createServer((req, res) => {
  ownHits.push({ url: req.url ?? '', headers: req.headers })
  const route = routes[req.url ?? '']
  if (route !== undefined) { route(req, res); return }
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
  return guardedFetch(`http://localhost:${portOf(own)}${path}`, { port: portOf(own), instanceId: 'test', internalSecret: 'secret', onRequest: t => targets.push(t), limits })
}

describe('outbound fetch guard (pattern M)', () => {
  it('fetches from the own listener and follows redirects that stay there, reporting each request', async () => {
    const targets: OutboundTarget[] = []
    const answer = await fetchFrom('/home', targets)
    expect(answer).toEqual({ status: 200, contentType: 'image/png', body: png, location: undefined })
    expect(targets.map(t => t.path)).toEqual(['/home', '/image'])
  })

  it('asks for an image and says which shop instance it fetches for', async () => {
    await fetchFrom('/image')
    expect(ownHits.at(-1)!.headers).toMatchObject({ accept: 'image/*', 'x-shop-instance': 'test', 'x-shop-internal': 'secret' })
  })

  it('gives an answer without a content type as an empty one', async () => {
    expect(await fetchFrom('/missing')).toMatchObject({ status: 404, contentType: '' })
  })

  it('never connects to another host or port, given directly or by a redirect', async () => {
    const port = portOf(own)
    for (const url of [`http://127.0.0.1:${portOf(foreign)}/x`, 'http://example.com/x', 'https://localhost/x', 'file:///etc/passwd',
      `https://localhost:${port}/image`, `http://user@localhost:${port}/image`, `http://:pw@localhost:${port}/image`,
      `http://user:pw@localhost:${port}/image`, `http://169.254.169.254:${port}/latest`]) {
      expect(ownListenerPath(url, port), url).toBeNull()
      await expect(guardedFetch(url, { port, instanceId: 'test', internalSecret: 'secret', onRequest: () => {} })).rejects.toMatchObject({ kind: 'invalid' })
    }
    await expect(fetchFrom('/away')).rejects.toMatchObject({ kind: 'invalid' })
    expect(foreignHits).toBe(0)
  })

  it('refuses text that is no URL at all, without a request', async () => {
    expect(ownListenerPath('not a url', portOf(own))).toBeNull()
    const targets: OutboundTarget[] = []
    await expect(guardedFetch('not a url', { port: portOf(own), instanceId: 'test', internalSecret: 'secret', onRequest: t => targets.push(t) }))
      .rejects.toMatchObject({ kind: 'invalid', message: 'Only images on this shop can be fetched' })
    expect(targets).toEqual([])
  })

  it('follows three redirects and gives up on the fourth', async () => {
    const targets: OutboundTarget[] = []
    expect((await fetchFrom('/r3', targets)).status).toBe(200)
    expect(targets.map(t => t.path)).toEqual(['/r3', '/r2', '/r1', '/image'])
    targets.length = 0
    await expect(fetchFrom('/loop', targets)).rejects.toMatchObject({ kind: 'invalid', message: 'Too many redirects' })
    expect(targets.map(t => t.path)).toEqual(['/loop', '/loop', '/loop', '/loop'])
  })

  it.each([
    ['a 300 with a location', '/multiple', 200, ['/multiple', '/image']],
    ['a redirect without a location', '/nowhere', 302, ['/nowhere']],
    ['a 400 with a location', '/bad', 400, ['/bad']],
    ['a 200 with a location', '/located', 200, ['/located']]
  ])('follows a location only on a 3xx answer: %s', async (_name, path, status, paths) => {
    const targets: OutboundTarget[] = []
    expect((await fetchFrom(path, targets)).status).toBe(status)
    expect(targets.map(t => t.path)).toEqual(paths)
  })

  it('takes an answer of exactly the size limit and stops a bigger one', async () => {
    expect((await fetchFrom('/image', [], { maxBytes: png.length })).body).toEqual(png)
    await expect(fetchFrom('/image', [], { maxBytes: png.length - 1 })).rejects.toMatchObject({ kind: 'too-large' })
    await expect(fetchFrom('/huge')).rejects.toMatchObject({ kind: 'too-large', message: 'The image is larger than 1 MB' })
  })

  it('stops a silent answer and a trickling one at the time limit', async () => {
    // Neither answer ever ends, so only the time limit can settle these.
    for (const path of ['/slow', '/trickle']) {
      await expect(fetchFrom(path, [], { timeoutMs: 300 }), path)
        .rejects.toMatchObject({ kind: 'unavailable', message: 'The image took too long to load' })
    }
  })

  it('fails at once when the connection is cut in the middle of an answer', async () => {
    // With a deadline beyond the test's own time limit, only noticing the cut can settle it.
    const outcome = await fetchFrom('/cut', [], { timeoutMs: 60_000 }).then(() => 'loaded', (e: unknown) => e)
    expect(outcome).toBeInstanceOf(Error)
  })

  it('makes no request once its time is used up', async () => {
    const before = ownHits.length
    await expect(fetchFrom('/image', [], { timeoutMs: 0 }))
      .rejects.toMatchObject({ kind: 'unavailable', message: 'The image took too long to load' })
    // A request sent afterwards arrives; had the refused one been sent, it would have arrived first.
    await fetchFrom('/image')
    expect(ownHits.slice(before).map(hit => hit.url)).toEqual(['/image'])
  })

  it('says the image could not be loaded when nothing listens on the port', async () => {
    const closed = http.createServer()
    await new Promise<void>(resolve => closed.listen(0, '127.0.0.1', resolve))
    const port = portOf(closed)
    await new Promise<void>(resolve => closed.close(() => { resolve() }))
    await expect(guardedFetch(`http://127.0.0.1:${port}/image`, { port, instanceId: 'test', internalSecret: 'secret', onRequest: () => {} }))
      .rejects.toMatchObject({ kind: 'unavailable', message: 'The image could not be loaded' })
  })
})

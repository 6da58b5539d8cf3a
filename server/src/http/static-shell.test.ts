import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import request from 'supertest'
import zlib from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { acceptsCoding, StaticShell } from './static-shell.js'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-shell-'))
afterAll(() => { fs.rmSync(root, { recursive: true, force: true }) })

function write (name: string, body: string | Buffer): void {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
  fs.writeFileSync(path.join(root, name), body)
}
write('index.html', '<!doctype html><title>shop</title>')
// Each copy says what it is, so a test can tell which one was sent.
write('index.html.br', zlib.brotliCompressSync('brotli copy'))
write('index.html.gz', zlib.gzipSync('gzip copy'))
write('assets/index-AbCd12_-.js', 'console.log(1)')
write('assets/index-AbCd12_-.js.gz', zlib.gzipSync('gzip copy of the bundle'))
write('assets/public/images/products/berry-bramble-smoothie.svg', '<svg/>')
write('assets/i18n/en.json', '{"A":"a"}')
write('assets/public/videos/promotion.webm', Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))
write('media/clip.webm', Buffer.from('0123456789'))
write('.hidden', 'secret')
write('assets/.cache/stale.js', 'left by a tool')
write('files/notes.xyz', 'no known type')

type Handler = (req: Parameters<StaticShell['serveAhead']>[0], res: Parameters<StaticShell['serveAhead']>[1]) => void
/** A server that answers what the shell serves ahead and says so when a request falls through. */
const handlerOf = (shell: StaticShell): Handler => (req, res) => {
  if (!shell.serveAhead(req, res)) { res.statusCode = 404; res.end('fell through') }
}
const shell = new StaticShell(root)
const server = handlerOf(shell)

describe('the app shell served ahead of the API chain', () => {
  it('sends index.html for / in the best coding the client accepts, never cached without asking', async () => {
    const br = await request(server).get('/').set('Accept-Encoding', 'gzip, br')
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('no-cache')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(br.text).toBe('brotli copy')

    const plain = await request(server).get('/index.html').set('Accept-Encoding', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.text).toBe('<!doctype html><title>shop</title>')
    expect(plain.headers.etag).not.toBe(br.headers.etag)
  })

  it('answers 304 when the copy the client holds is current', async () => {
    const first = await request(server).get('/').set('Accept-Encoding', 'identity')
    const again = await request(server).get('/').set('Accept-Encoding', 'identity').set('If-None-Match', first.headers.etag)
    expect(again.status).toBe(304)
    expect(again.headers.etag).toBe(first.headers.etag)
  })

  it('lets browsers keep content-hashed bundles for good, and pictures for a day', async () => {
    const js = await request(server).get('/assets/index-AbCd12_-.js').set('Accept-Encoding', 'br;q=0, gzip')
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(js.headers['content-encoding']).toBe('gzip')
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(js.text).toBe('gzip copy of the bundle')
    const picture = await request(server).get('/assets/public/images/products/berry-bramble-smoothie.svg')
    expect(picture.status).toBe(404)
    expect(shell.find('/assets/public/images/products/berry-bramble-smoothie.svg')?.cacheControl).toBe('public, max-age=86400')
    // The promotion film plays only with its own media type.
    expect(shell.find('/assets/public/videos/promotion.webm')).toMatchObject({ type: 'video/webm', cacheControl: 'public, max-age=86400' })
  })

  it('sends one byte range of an uncompressed file, so a video can seek; whole file otherwise', async () => {
    const part = await request(server).get('/media/clip.webm').set('Range', 'bytes=2-5').buffer(true)
    expect(part.status).toBe(206)
    expect(part.headers['content-range']).toBe('bytes 2-5/10')
    expect(part.headers['accept-ranges']).toBe('bytes')
    expect(part.body.toString()).toBe('2345')
    const tail = await request(server).get('/media/clip.webm').set('Range', 'bytes=7-').buffer(true)
    expect(tail.body.toString()).toBe('789')
    const outside = await request(server).get('/media/clip.webm').set('Range', 'bytes=20-30')
    expect(outside.status).toBe(416)
    expect(outside.headers['content-range']).toBe('bytes */10')
    for (const range of ['bytes=0-1,4-5', 'pages=1-2', 'nonsense']) {
      const whole = await request(server).get('/media/clip.webm').set('Range', range).buffer(true)
      expect(whole.status, range).toBe(200)
      expect(whole.body.toString()).toBe('0123456789')
    }
    const stale = await request(server).get('/media/clip.webm').set('Range', 'bytes=2-5').set('If-Range', '"old"').buffer(true)
    expect(stale.status).toBe(200)
    const compressed = await request(server).get('/').set('Accept-Encoding', 'gzip').set('Range', 'bytes=0-1')
    expect(compressed.status).toBe(200)
    expect(compressed.headers['accept-ranges']).toBeUndefined()
  })

  it('answers HEAD with headers only', async () => {
    const head = await request(server).head('/').set('Accept-Encoding', 'identity')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String('<!doctype html><title>shop</title>'.length))
  })

  it('leaves watched files, queries, other methods, dotfiles, precompressed copies and unknown paths to the full chain', async () => {
    const urls = ['/assets/i18n/en.json', '/?q=1', '/.hidden', '/assets/.cache/stale.js', '/index.html.br', '/index.html.gz', '/media', '/assets/../index.html', '/nope', '/%E0%A4%A']
    for (const url of urls) {
      expect({ url, text: (await request(server).get(url)).text }).toEqual({ url, text: 'fell through' })
    }
    expect((await request(server).post('/')).text).toBe('fell through')
  })
})

describe('Accept-Encoding', () => {
  it('honours q=0 and the wildcard', () => {
    expect(acceptsCoding('gzip, deflate, br', 'br')).toBe(true)
    expect(acceptsCoding('gzip;q=0.8, br;q=0', 'br')).toBe(false)
    expect(acceptsCoding('*', 'gzip')).toBe(true)
    expect(acceptsCoding('*;q=0, identity', 'gzip')).toBe(false)
    expect(acceptsCoding(undefined, 'gzip')).toBe(false)
    expect(acceptsCoding(undefined, 'identity')).toBe(true)
  })

  it('reads a weight with blanks around it and keeps a coding of any weight above zero', () => {
    expect(acceptsCoding('gzip; q=0', 'gzip')).toBe(false)
    expect(acceptsCoding('br ; q=0.5', 'br')).toBe(true)
    expect(acceptsCoding(' gzip ;q=0 , br', 'gzip')).toBe(false)
    expect(acceptsCoding('BR;Q=0.001', 'br')).toBe(true)
    expect(acceptsCoding('gzip;level=9', 'gzip')).toBe(true)
  })
})

describe('conditional and vanished files', () => {
  it('answers 304 to a weak tag, the wildcard and a list holding the current tag', async () => {
    const { etag } = (await request(server).get('/').set('Accept-Encoding', 'identity')).headers as { etag: string }
    for (const held of [`W/${etag}`, '*', `"stale", ${etag}`]) {
      expect((await request(server).get('/').set('Accept-Encoding', 'identity').set('If-None-Match', held)).status, held).toBe(304)
    }
    expect((await request(server).get('/').set('Accept-Encoding', 'identity').set('If-None-Match', '"stale"')).status).toBe(200)
  })

  it('answers 503, not to be stored, for a file removed after the listing, so the client asks again', async () => {
    write('assets/gone-soon.js', 'soon gone')
    const serve = handlerOf(new StaticShell(root))
    // The first request lists the files; the file goes after that.
    expect((await request(serve).get('/index.html')).status).toBe(200)
    fs.rmSync(path.join(root, 'assets/gone-soon.js'))
    const res = await request(serve).get('/assets/gone-soon.js')
    expect(res.status).toBe(503)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers.etag).toBe('"gone"')
    // Back again (the rebuild finished): the failed read is not kept.
    write('assets/gone-soon.js', 'soon gone')
    expect((await request(serve).get('/assets/gone-soon.js')).text).toBe('soon gone')
  })

  it('keeps sending a file as first read, under the same tag, when it changes on disk without a restart', async () => {
    write('kept/page.txt', 'first build')
    const serve = handlerOf(new StaticShell(path.join(root, 'kept')))
    const first = await request(serve).get('/page.txt')
    write('kept/page.txt', 'a later, longer build')
    const again = await request(serve).get('/page.txt')
    expect(again.text).toBe('first build')
    expect(again.headers.etag).toBe(first.headers.etag)
  })

  it('serves nothing from a folder that does not exist (no web build)', () => {
    expect(new StaticShell(path.join(root, 'no-build')).find('/index.html')).toBeUndefined()
  })
})

describe('headers of files without precompressed copies', () => {
  it('sends no Vary for a file that has a single copy', async () => {
    expect((await request(server).get('/media/clip.webm')).headers.vary).toBeUndefined()
  })

  it('sends a file of an unknown kind as bytes', async () => {
    expect((await request(server).get('/files/notes.xyz')).headers['content-type']).toBe('application/octet-stream')
  })

  it('honours If-Range holding the current tag, and reads overlapping ranges as one', async () => {
    const { etag } = (await request(server).get('/media/clip.webm')).headers as { etag: string }
    const current = await request(server).get('/media/clip.webm').set('Range', 'bytes=2-5').set('If-Range', etag).buffer(true)
    expect(current.status).toBe(206)
    expect(current.body.toString()).toBe('2345')
    const overlapping = await request(server).get('/media/clip.webm').set('Range', 'bytes=0-2,1-4').buffer(true)
    expect(overlapping.status).toBe(206)
    expect(overlapping.headers['content-range']).toBe('bytes 0-4/10')
  })
})

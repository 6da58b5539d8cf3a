import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import parseRange from 'range-parser'
import { watchedWebFile } from './served-files.js'

/*
 * The built web app (`web/dist`) from memory: the app shell, its content-hashed bundles, fonts,
 * translations and pictures. The build writes a brotli and a gzip copy beside every text file
 * (`x.js.br`, `x.js.gz`); the copy the client accepts is sent, with an ETag per copy.
 *
 * Files are listed once, on the first request, and each copy is read on its first request and kept:
 * the folder only changes with a new build, and a new build means a restart.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm'
}

/** Vite writes its output straight into assets/ with a content hash: `name-AbCd1234.js`. */
const HASHED = /^\/assets\/[^/]+-[\w-]{8}\.\w+$/
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Pictures and films keep their names across builds and rarely change: a day, then revalidated. */
const PICTURE = /\.(svg|png|jpe?g|gif|webp|avif|ico|webm)$/i
const ONE_DAY = 'public, max-age=86400'
/** Everything else (index.html, translations) may change with a build: the browser asks again and gets a 304. */
const REVALIDATE = 'no-cache'

/** Paths the web app never has; they go straight to the API chain. */
const API = /^\/(api|rest|snippets|socket\.io)\//

/** Paths that are never a page of the app: the API, the realtime channel, file folders and assets. */
const NOT_A_PAGE = /^\/(api|rest|snippets|socket\.io|b2b|api-docs|assets|ftp|encryptionkeys|support\/logs|\.well-known)(\/|$)/i
/** A last path segment with an extension names a file, which a missing one should not be answered with a page. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]{1,8}$/i

/**
 * Whether an unknown path may be a page of the single-page app, answered with `index.html`
 * (links and bookmarks of app routes without the hash, old links of other shops of this kind).
 */
export const mayBeAppPage = (urlPath: string): boolean => !NOT_A_PAGE.test(urlPath) && !FILE_NAME.test(urlPath)

type Coding = 'br' | 'gzip' | 'identity'
const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz', identity: '' }

interface ShellFile {
  file: string
  type: string
  cacheControl: string
  /** Precompressed copies present beside the file, best first. */
  codings: Coding[]
  /** Size and modification time, read on the first request for the file. */
  tag?: string
}

/** Whether Accept-Encoding allows the coding (present, or covered by `*`, and not `q=0`). */
export function acceptsCoding (header: string | undefined, coding: Coding): boolean {
  if (coding === 'identity') return true
  if (!header) return false
  let wildcard = false
  for (const part of header.split(',')) {
    // Blanks may stand around the ';' (RFC 9110's optional whitespace): "br ; q=0.5" names br.
    const [name, ...params] = part.toLowerCase().split(';').map(p => p.trim())
    const q = params.find(p => p.startsWith('q='))
    const allowed = q === undefined || Number(q.slice(2)) > 0
    if (name === coding) return allowed
    if (name === '*') wildcard = allowed
  }
  return wildcard
}

function etagMatches (header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some(candidate => {
    const tag = candidate.trim()
    return tag === '*' || tag === etag || tag === `W/${etag}`
  })
}

/**
 * One byte range of an uncompressed file (a video player seeking asks for these): 206 with the
 * part, 416 for a range outside the file (null: nothing to send), the whole file otherwise
 * (no or a malformed Range header, several ranges, or an If-Range that no longer matches).
 */
function byteRange (req: IncomingMessage, res: ServerResponse, whole: Buffer): Buffer | null {
  const header = req.headers.range
  if (header === undefined) return whole
  const ifRange = req.headers['if-range']
  if (ifRange !== undefined && ifRange !== res.getHeader('ETag')) return whole
  const ranges = parseRange(whole.length, header, { combine: true })
  if (ranges === -1) {
    res.statusCode = 416
    res.setHeader('Content-Range', `bytes */${whole.length}`)
    return null
  }
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return whole
  const [{ start, end }] = ranges
  res.statusCode = 206
  res.setHeader('Content-Range', `bytes ${start}-${end}/${whole.length}`)
  return whole.subarray(start, end + 1)
}

export class StaticShell {
  private files: Map<string, ShellFile> | undefined
  private readonly bodies = new Map<string, Promise<Buffer>>()

  constructor (private readonly root: string) {}

  /** The file a decoded URL path names (`/` is index.html), or undefined. */
  find (urlPath: string): ShellFile | undefined {
    this.files ??= this.list()
    return this.files.get(urlPath === '/' ? '/index.html' : urlPath)
  }

  /** The decoded path of a raw request URL without its query, or null when it cannot be decoded. */
  static pathOf (url: string): string | null {
    const end = url.indexOf('?')
    try {
      const decoded = decodeURIComponent(end === -1 ? url : url.slice(0, end))
      return decoded.includes('\0') ? null : decoded
    } catch {
      return null
    }
  }

  /**
   * Answers GET and HEAD for unwatched app files without a query string, before any middleware.
   * Returns false for everything else, which then takes the full middleware chain. API calls
   * are told apart by their prefix, so the first of them does not wait for the file listing.
   */
  serveAhead (req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url === undefined || req.url.includes('?') || API.test(req.url)) return false
    const urlPath = StaticShell.pathOf(req.url)
    if (urlPath === null || watchedWebFile(urlPath) !== null) return false
    const file = this.find(urlPath)
    if (!file) return false
    this.send(req, res, file)
    return true
  }

  /** Sends the file in the best coding the client accepts, or 304 when its copy is current. */
  send (req: IncomingMessage, res: ServerResponse, file: ShellFile): void {
    const accept = req.headers['accept-encoding']
    const coding = file.codings.find(c => acceptsCoding(accept, c)) ?? 'identity'
    if (file.tag === undefined) {
      const stat = fs.statSync(file.file, { throwIfNoEntry: false })
      file.tag = stat ? `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}` : 'gone'
    }
    const etag = `"${file.tag}${coding === 'identity' ? '' : `-${coding}`}"`
    res.setHeader('Cache-Control', file.cacheControl)
    res.setHeader('ETag', etag)
    if (file.codings.length > 0) res.setHeader('Vary', 'Accept-Encoding')
    if (etagMatches(req.headers['if-none-match'], etag)) {
      res.statusCode = 304
      res.end()
      return
    }
    this.body(file, coding).then(whole => {
      res.setHeader('Content-Type', file.type)
      if (coding !== 'identity') res.setHeader('Content-Encoding', coding)
      else res.setHeader('Accept-Ranges', 'bytes')
      const body = coding === 'identity' ? byteRange(req, res, whole) : whole
      if (body === null) { res.end(); return }
      res.setHeader('Content-Length', body.length)
      res.end(req.method === 'HEAD' ? undefined : body)
    }, () => {
      // Removed since the listing (a rebuild without a restart): let the client ask again.
      this.bodies.delete(file.file + SUFFIX[coding])
      res.statusCode = 503
      res.setHeader('Cache-Control', 'no-store')
      res.end()
    })
  }

  private body (file: ShellFile, coding: Coding): Promise<Buffer> {
    const name = file.file + SUFFIX[coding]
    let body = this.bodies.get(name)
    if (!body) {
      body = fs.promises.readFile(name)
      this.bodies.set(name, body)
    }
    return body
  }

  private list (): Map<string, ShellFile> {
    const files = new Map<string, ShellFile>()
    if (!fs.existsSync(this.root)) return files
    const entries = fs.readdirSync(this.root, { recursive: true, withFileTypes: true })
    const names = new Set(entries.filter(entry => entry.isFile()).map(entry => path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')))
    for (const name of names) {
      if (name.endsWith('.br') || name.endsWith('.gz') || name.split('/').some(part => part.startsWith('.'))) continue
      const urlPath = `/${name}`
      files.set(urlPath, {
        file: path.join(this.root, name),
        type: TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
        cacheControl: HASHED.test(urlPath) ? IMMUTABLE : PICTURE.test(name) ? ONE_DAY : REVALIDATE,
        codings: (['br', 'gzip'] as const).filter(c => names.has(name + SUFFIX[c]))
      })
    }
    return files
  }
}

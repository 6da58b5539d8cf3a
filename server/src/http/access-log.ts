import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { logsFolder } from '../domain/logs/log-files.js'
import { accessLine } from './access-line.js'
import type { ShopPorts } from '../domain/ports.js'

interface Writer { stream: NodeJS.WritableStream }
interface Finished { req: IncomingMessage, res: ServerResponse, remoteAddress: string }

const maxPending = 1000

export interface AccessLogOptions {
  /** The live log is rotated once it passes this size (and every day). */
  rotateBytes: number
  /** Where the first failure of the log file is reported (never thrown). */
  report: (message: string, error: unknown) => void
}

const defaults: AccessLogOptions = {
  rotateBytes: 10 * 1024 * 1024,
  report: (message, error) => { console.error(message, error) }
}

/**
 * The rotated files' names: the day's first rotation is `access.log.YYYY-MM-DD`, a further one the
 * same day (the live log passed its size again) `access.log.YYYY-MM-DD.2` and so on. One name per
 * day made the second rotation of a day fail, and with it the whole process.
 */
export function rotatedName (time: number | Date | null, index?: number): string {
  if (time === null || typeof time === 'number') return 'access.log'
  const day = `access.log.${time.toISOString().slice(0, 10)}`
  return index === undefined || index <= 1 ? day : `${day}.${index}`
}

/**
 * The instance's access log in the combined format (`access-line.ts`), written to a file that
 * rotating-file-stream rotates every day (`access.log.YYYY-MM-DD`, 14 kept). The library loads on
 * the first request; requests answered meanwhile are queued and written once it is there.
 * A failing log file (full disk, a rotation that cannot rename) is reported and the stream dropped;
 * the next request opens a new one. The stream's error event would otherwise end the process, and
 * any visitor can fill the log.
 * The lines of requests finished in one turn of the event loop go to the file as one write: the
 * stream writes each chunk with its own file write, which under load cost more than the lines.
 */
export class AccessLog {
  private writer: Writer | null = null
  private loading: Promise<Writer> | null = null
  private pending: Finished[] = []
  private closed = false
  /** Lines formatted this turn, written together once it ends. */
  private batch: string[] = []
  private failures = 0
  /** Settles once everything handed to the stream so far is in the file. */
  private written: Promise<void> = Promise.resolve()

  /** Writes below the instance's file area and reports each decoded path to its detectors. */
  constructor (private readonly shop: Pick<ShopPorts, 'filesDir' | 'events'>, private readonly options: AccessLogOptions = defaults) {}

  /** `remoteAddress` is read by the caller while the connection is still there. */
  record (req: IncomingMessage, res: ServerResponse, remoteAddress: string): void {
    if (this.closed) return
    if (this.writer !== null) {
      this.write({ req, res, remoteAddress })
      return
    }
    if (this.pending.length < maxPending) this.pending.push({ req, res, remoteAddress })
    if (this.loading === null) {
      this.loading = this.load()
      this.loading.catch(() => { this.loading = null })
    }
  }

  /**
   * Settles once every request recorded so far is in the file, so whoever reads the log (the
   * support desk's route) sees the requests answered before it.
   */
  async flushed (): Promise<void> {
    if (this.loading !== null) await this.loading.catch(() => {})
    this.writeBatch()
    await this.written
  }

  /** Ends the log file (the instance is shutting down); later requests are no longer written. */
  close (): void {
    this.writeBatch()
    this.closed = true
    this.writer?.stream.end()
    this.writer = null
    this.pending = []
  }

  private write ({ req, res, remoteAddress }: Finished): void {
    // Planted: the path is written decoded, so an encoded line break in a URL starts a new log line.
    const decodedPath = safeDecode((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '')
    this.shop.events.emit('access.logged', { decodedPath })
    const line = accessLine(req, res, remoteAddress, decodedPath)
    if (this.batch.length === 0) setImmediate(() => { this.writeBatch() })
    this.batch.push(line + '\n')
  }

  private writeBatch (): void {
    if (this.batch.length === 0 || this.writer === null) return
    const { stream } = this.writer
    const chunk = this.batch.join('')
    this.batch = []
    this.written = new Promise(resolve => { stream.write(chunk, () => { resolve() }) })
  }

  private async load (): Promise<Writer> {
    const { createStream } = await import('rotating-file-stream')
    if (this.closed) throw new Error('The access log was closed while loading')
    const folder = logsFolder(this.shop)
    fs.mkdirSync(folder, { recursive: true })
    const stream = createStream(rotatedName, { path: folder, interval: '1d', maxFiles: 14, size: `${this.options.rotateBytes}B` })
    const writer = { stream }
    stream.on('error', error => { this.failed(writer, error) })
    for (const finished of this.pending) this.write(finished)
    this.pending = []
    this.writer = writer
    // Lines batched before a failed stream went away wait for the next one.
    if (this.batch.length > 0) setImmediate(() => { this.writeBatch() })
    return writer
  }

  private failed (writer: Writer, error: unknown): void {
    if (this.failures++ === 0) this.options.report('The access log failed; it opens its file again with the next request (further failures are not reported)', error)
    if (this.writer !== writer) return
    this.writer = null
    this.loading = null
  }
}

function safeDecode (url: string): string {
  try {
    return decodeURIComponent(url)
  } catch {
    return url
  }
}

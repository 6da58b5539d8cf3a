import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { TableVersions, WatchedTable } from '../repositories/table-versions.js'

export type Coding = 'br' | 'gzip' | 'identity'

/**
 * One answer body encoded once: its JSON bytes, a strong ETag derived from them, and compressed
 * copies made the first time a client accepts each coding.
 */
export class EncodedAnswer {
  readonly json: Buffer
  private readonly hash: string
  private readonly copies = new Map<Coding, Buffer>()

  constructor (readonly body: unknown) {
    this.json = Buffer.from(JSON.stringify(body))
    this.hash = createHash('sha1').update(this.json).digest('base64url')
  }

  /** Strong validator per coding: the bytes of each coding differ, so must their tags. */
  etag (coding: Coding): string {
    return coding === 'identity' ? `"${this.hash}"` : `"${this.hash}-${coding}"`
  }

  bytes (coding: Coding): Buffer {
    if (coding === 'identity') return this.json
    let copy = this.copies.get(coding)
    if (copy === undefined) {
      // Brotli's middle quality: a fraction of the default's time on an 90 kB list, nearly its size.
      copy = coding === 'br'
        ? brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.json.length } })
        : gzipSync(this.json)
      this.copies.set(coding, copy)
    }
    return copy
  }

  /** Bytes held by this answer, its compressed copies included. */
  get weight (): number {
    let total = this.json.length
    for (const copy of this.copies.values()) total += copy.length
    return total
  }
}

/**
 * Cache keys of the answers kept; the challenge list by its language, a search by its exact text.
 * `credentials` is no answer but the accounts' e-mails and hashes the search dump detector compares
 * every search with; no route ever encodes it.
 */
export const answerKeys = {
  challenges: (language: string): string => `challenges\u0000${language}`,
  credentials: 'credentials',
  products: 'products',
  search: (text: string): string => `search\u0000${text}`
} as const

interface Entry { version: string, value: unknown, answer?: EncodedAnswer }

/** Most entries one shop keeps (honest searches are keyed by their text). */
export const ANSWER_ENTRIES = 128
/** Most bytes of encoded answers one shop keeps; the least recently used go first. */
export const ANSWER_BYTES = 8_000_000

/**
 * Answers that are a function of a few tables (the challenge list, the product list, honest
 * searches), kept per shop instance until one of those tables changes (docs/architecture.md,
 * "Cached answers"). A value is rebuilt whenever the table versions it was built at moved, and the
 * encoded answer is handed out only for the very rows the cache gave, so an answer computed any
 * other way (a contained statement's rows, a sorted list) is never served from here.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>()

  constructor (private readonly versions: TableVersions) {}

  /** The cached rows for `key`, or `build()`'s rows (frozen, then kept) when one of `tables` changed since. */
  value<T extends object> (key: string, tables: readonly WatchedTable[], build: () => readonly T[]): readonly T[] {
    const version = this.versions.of(tables)
    const entry = this.entries.get(key)
    if (entry !== undefined && entry.version === version) {
      this.entries.delete(key)
      this.entries.set(key, entry)
      return entry.value as readonly T[]
    }
    // Frozen, so code that wanted to change a cached row fails loudly instead of changing later answers.
    const rows = Object.freeze(build().map(row => Object.freeze(row)))
    this.entries.delete(key)
    this.entries.set(key, { version, value: rows })
    this.evict()
    return rows
  }

  /**
   * The encoded answer for `rows` when they are, row for row, what `value(key, …)` last handed out;
   * undefined otherwise. `body` wraps the rows the way the route answers them.
   */
  answer (key: string, rows: readonly unknown[], body: (rows: readonly unknown[]) => unknown): EncodedAnswer | undefined {
    const entry = this.entries.get(key)
    const cached = entry?.value as readonly unknown[] | undefined
    if (entry === undefined || cached === undefined || cached.length !== rows.length || cached.some((row, i) => row !== rows[i])) return undefined
    if (entry.answer === undefined) {
      entry.answer = new EncodedAnswer(body(cached))
      this.evict()
    }
    return entry.answer
  }

  /** How many entries are kept now. */
  get size (): number {
    return this.entries.size
  }

  private evict (): void {
    let bytes = 0
    for (const entry of this.entries.values()) bytes += entry.answer?.weight ?? 0
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= ANSWER_ENTRIES && bytes <= ANSWER_BYTES) break
      bytes -= entry.answer?.weight ?? 0
      this.entries.delete(key)
    }
  }
}

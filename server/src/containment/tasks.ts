import type { IntentId } from '../domain/chatbot/rulebook.js'

/**
 * The work that runs in a contained worker process, and what comes back. Everything here crosses
 * a process boundary, so it is plain data only (structured clone).
 */
export interface SqlTask {
  kind: 'sql'
  /** The instance's database file, opened read-only in the worker. */
  file: string
  statement: string
  rowLimit: number
  /** Sum of the text and blob lengths the rows may carry back. */
  resultBytes: number
}

export type SqlResult =
  | { ok: true, rows: Array<Record<string, unknown>> }
  | { ok: false, kind: 'error', error: { message: string, stack?: string, code?: string } }
  | { ok: false, kind: 'too-large', reason: 'result' | 'memory' }

export interface SandboxTask {
  kind: 'sandbox'
  code: string
  /** JSON text of each global the code sees. */
  globals: Record<string, string>
  timeLimitMs: number
  memoryLimitBytes: number
  /** Longest JSON text of the value that is copied out; a longer one is refused, never sent. */
  resultChars: number
}

export interface SandboxResult {
  /** JSON text of the code's value; undefined when it has none. */
  resultJson?: string
  /** The value's JSON text was longer than the task allows, so it was left in the worker. */
  resultTooLarge?: boolean
  decoyCalls: string[]
  interrupted: boolean
  memoryExceeded: boolean
  error?: string
}

export interface MatchTask {
  kind: 'match'
  /** A chatbot question, read for the rule it asks for. */
  message: string
  /** The catalogue's product names, read only when the rule asks about a product. */
  productNames: string[]
}

export interface MatchResult {
  /** The rule whose phrase fits the message best, or null (the bot's fallback answer). */
  intent: IntentId | null
  /** Index into `productNames` of the product the message names, for the price and stock rules. */
  product: number | null
}

/** Why an upload parser gave up: a budget of the format tripped (503), or the input does not parse (400). */
export interface ParseRefusal { ok: false, refusal: 'budget' | 'invalid', message: string }

export interface XmlTask {
  kind: 'xml'
  text: string
  /** The instance's decoy tree, by path inside it: the only files external entities can read. */
  decoyFiles: Record<string, Uint8Array>
}

export type XmlResult =
  | { ok: true, echo: string, entities: Array<{ name: string, served: boolean }> }
  | ParseRefusal

export interface YamlTask { kind: 'yaml', text: string }
export type YamlResult = { ok: true, echo: string } | ParseRefusal

export interface ZipTask { kind: 'zip', archive: Uint8Array }
export type ZipResult = { ok: true, entries: Array<{ name: string, data: Uint8Array }> } | ParseRefusal

export type UploadParseTask = XmlTask | YamlTask | ZipTask
export type ContainedTask = SqlTask | SandboxTask | UploadParseTask | MatchTask
export interface ContainedResults { sql: SqlResult, sandbox: SandboxResult, xml: XmlResult, yaml: YamlResult, zip: ZipResult, match: MatchResult }

/** The first message a worker sends for each task: the wall-clock limit starts counting here. */
export const STARTED = 'contained:started'

/** Names the worker's native memory ceiling in MB (set by the pool, applied by the worker at start). */
export const WORKER_MEMORY_ENV = 'CONTAINED_MEMORY_MB'
/** Environment variable carrying a worker's scheduling niceness (0 to 19). */
export const WORKER_NICE_ENV = 'CONTAINED_NICE'

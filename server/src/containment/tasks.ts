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
}

export interface SandboxResult {
  /** JSON text of the code's value; undefined when it has none. */
  resultJson?: string
  decoyCalls: string[]
  interrupted: boolean
  memoryExceeded: boolean
  error?: string
}

export type ContainedTask = SqlTask | SandboxTask
export interface ContainedResults { sql: SqlResult, sandbox: SandboxResult }

/** The first message a worker sends for each task: the wall-clock limit starts counting here. */
export const STARTED = 'contained:started'

/** Names the worker's native memory ceiling in MB (set by the pool, applied by the worker at start). */
export const WORKER_MEMORY_ENV = 'CONTAINED_MEMORY_MB'

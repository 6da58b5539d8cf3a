import type { ContainedPool } from '../../containment/pool.js'
import { invalid } from '../../domain/errors.js'
import { BudgetExceeded } from './budgets.js'

export interface ExecutedQuery {
  source: string
  statement: string
  rows: Array<Record<string, unknown>>
}

/**
 * A failure of string-built SQL. The planted verbose error handler shows it in full for the
 * sources the catalogue names; `source` says which query failed.
 */
export class InjectableSqlError extends Error {
  constructor (override readonly cause: Error, readonly statement: string, readonly source: string) {
    super(cause.message)
    this.name = 'SqliteError'
    this.stack = cause.stack
  }
}

export const INPUT_LIMIT = 200
export const ROW_LIMIT = 500
/** Wall-clock limit of one string-built statement; the honest ones take a few milliseconds. */
export const SQL_TIME_LIMIT_MS = 1_500
/** Text and blob bytes one result may carry back (the whole catalogue is about 60 kB). */
export const SQL_RESULT_BYTES = 2_000_000

const MEMORY_MESSAGE = 'The query needed more memory than the shop allows and was stopped'

const tableReference = /\b(?:from|join)\s+[`"[]?\w+/gi
const wideFunction = /\b(?:zeroblob|randomblob|printf|format)\s*\(\s*['"]?%?(\d{7,})/i

/** Friendly early answers for the obvious attempts; the containment below does not rely on them. */
function refuseObvious (statement: string): void {
  if (/\brecursive\b/i.test(statement)) throw invalid('Recursive queries are not allowed')
  if ((statement.match(tableReference) ?? []).length > 4) throw invalid('Too many table references in one query')
  if (wideFunction.test(statement)) throw invalid('Oversized blob or format width')
}

/** Where a stack frame's file sits: everything up to its last slash, file URLs included. */
const FRAME_FOLDER = /(?<=^\s+at (?:.*\()?)(?:file:\/\/\/?|\/|[A-Za-z]:[\\/])(?:[^\s():]*[\\/])?/gm

/**
 * A stack trace with each frame's file reduced to its name and line. Even where the trace is
 * planted to leak, the folders the shop is installed in are none of a player's business.
 */
export function withoutHostPaths (stack: string): string {
  return stack.replace(FRAME_FOLDER, '')
}

/** Blobs cross the process boundary as plain byte arrays; the shop's code expects Buffers. */
function revive (row: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Uint8Array && !Buffer.isBuffer(value)) row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength)
  }
  return row
}

/**
 * The single path for string-built SQL (catalogue pattern B). The injection itself is planted by
 * the callers; this executor keeps it from hurting the host. The statement runs in a worker
 * process on a read-only connection to the instance's database, killed when it runs longer than
 * `SQL_TIME_LIMIT_MS` or exhausts the worker's memory, with bounded input, rows and result
 * size. Detectors get the final statement and its rows here, on the main thread.
 */
export async function runInjectableQuery (
  pool: ContainedPool,
  databaseFile: string,
  statement: string,
  opts: { source: string, inputs: string[], inspect: (q: ExecutedQuery) => void }
): Promise<Array<Record<string, unknown>>> {
  if (opts.inputs.some(input => input.length > INPUT_LIMIT)) throw invalid(`Input longer than ${INPUT_LIMIT} characters`)
  refuseObvious(statement)

  const outcome = await pool.run(
    { kind: 'sql', file: databaseFile, statement, rowLimit: ROW_LIMIT, resultBytes: SQL_RESULT_BYTES },
    {
      limitMs: SQL_TIME_LIMIT_MS,
      budget: 'sql-time',
      memoryBudget: 'sql-memory',
      timeMessage: `The query ran longer than ${SQL_TIME_LIMIT_MS / 1000} s and was stopped`,
      memoryMessage: MEMORY_MESSAGE,
      source: opts.source
    })
  if (!outcome.ok && outcome.kind === 'too-large') {
    throw new BudgetExceeded('sql-memory', outcome.reason === 'result'
      ? `The query result is larger than ${SQL_RESULT_BYTES / 1_000_000} MB and was refused`
      : MEMORY_MESSAGE, opts.source)
  }
  if (!outcome.ok) {
    const cause = Object.assign(new Error(outcome.error.message), { name: 'SqliteError', code: outcome.error.code })
    if (outcome.error.stack !== undefined) cause.stack = withoutHostPaths(outcome.error.stack)
    throw new InjectableSqlError(cause, statement, opts.source)
  }
  const rows = outcome.rows.map(revive)
  opts.inspect({ source: opts.source, statement, rows })
  return rows
}

import type { ContainedPool } from '../../containment/pool.js'
import { collectRows } from '../../containment/sql-rows.js'
import type { SqlResult } from '../../containment/tasks.js'
import { invalid } from '../../domain/errors.js'
import { BudgetExceeded } from './budgets.js'

/**
 * One run of a planted string-built statement: which one, what the player put into it, who asked,
 * and — when no input can change the statement's shape — its prepared twin.
 */
export interface PlantedQuery {
  /** Names the planted statement for detectors and budget events. */
  source: string
  /** The user-supplied values pasted into the statement, each refused over INPUT_LIMIT characters. */
  inputs: string[]
  /** Who asked (the request's remote address): contained statements are queued per client. */
  client: string
  /**
   * The equivalent prepared statement (a repository method), given only when the caller's rule
   * found that no input can change the statement's shape. It then runs on the main thread instead
   * of a worker, and detectors still see the string-built statement with the twin's rows.
   */
  twin?: () => Iterable<Record<string, unknown>>
}

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

const loneSurrogate = /\p{Cs}/u
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
 * True when `value`, pasted between single quotes, stays one SQLite string literal, so the
 * statement keeps its shape whatever else the value holds. Inside '…' SQLite's tokenizer ends the
 * literal only at a quote (a doubled '' also starts with one); backslashes, double quotes, `--`,
 * `/*`, semicolons and line breaks are plain characters there. A NUL byte ends the statement text
 * early, and lone UTF-16 surrogates are left to the worker rather than reasoned about.
 */
export const staysInsideStringLiteral = (value: string): boolean =>
  !value.includes("'") && !value.includes('\0') && !loneSurrogate.test(value)

/** The worker's run of the string-built statement, with its time and memory budgets. */
async function contained (pool: ContainedPool, databaseFile: string, statement: string, query: PlantedQuery): Promise<SqlResult> {
  return await pool.run(
    { kind: 'sql', file: databaseFile, statement, rowLimit: ROW_LIMIT, resultBytes: SQL_RESULT_BYTES },
    {
      limitMs: SQL_TIME_LIMIT_MS,
      budget: 'sql-time',
      memoryBudget: 'sql-memory',
      timeMessage: `The query ran longer than ${SQL_TIME_LIMIT_MS / 1000} s and was stopped`,
      memoryMessage: MEMORY_MESSAGE,
      source: query.source,
      client: query.client
    })
}

/**
 * The single path for string-built SQL (catalogue pattern B). The injection itself is planted by
 * the callers; this executor keeps it from hurting the host. The statement runs in a worker
 * process on a read-only connection to the instance's database, killed when it runs longer than
 * `SQL_TIME_LIMIT_MS` or exhausts the worker's memory, with bounded input, rows and result
 * size. When the caller hands a prepared twin (its inputs cannot change the statement's shape),
 * the twin runs here instead, under the same input, row and size limits. Detectors get the
 * string-built statement and its rows here, on the main thread, whichever path ran.
 */
export async function runInjectableQuery (
  pool: ContainedPool,
  databaseFile: string,
  statement: string,
  query: PlantedQuery & { inspect: (q: ExecutedQuery) => void }
): Promise<Array<Record<string, unknown>>> {
  if (query.inputs.some(input => input.length > INPUT_LIMIT)) throw invalid(`Input longer than ${INPUT_LIMIT} characters`)
  refuseObvious(statement)

  const outcome = query.twin !== undefined
    ? collectRows(query.twin(), ROW_LIMIT, SQL_RESULT_BYTES)
    : await contained(pool, databaseFile, statement, query)
  if (!outcome.ok && outcome.kind === 'too-large') {
    throw new BudgetExceeded('sql-memory', outcome.reason === 'result'
      ? `The query result is larger than ${SQL_RESULT_BYTES / 1_000_000} MB and was refused`
      : MEMORY_MESSAGE, query.source)
  }
  if (!outcome.ok) {
    const cause = Object.assign(new Error(outcome.error.message), { name: 'SqliteError', code: outcome.error.code })
    if (outcome.error.stack !== undefined) cause.stack = withoutHostPaths(outcome.error.stack)
    throw new InjectableSqlError(cause, statement, query.source)
  }
  const rows = outcome.rows.map(revive)
  query.inspect({ source: query.source, statement, rows })
  return rows
}

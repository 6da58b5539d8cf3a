import Database from 'better-sqlite3'
import type { SqlResult, SqlTask } from './tasks.js'

const sizeOf = (value: unknown): number =>
  typeof value === 'string' ? value.length : value instanceof Uint8Array ? value.byteLength : 8

/**
 * Runs one string-built statement on a read-only connection of its own, opened for this task and
 * closed after it, so it always sees what the shop's own connection has committed (WAL) and can
 * never write. Rows stop at the row limit; a result heavier than the byte budget is refused.
 */
export function runSqlTask (task: SqlTask): SqlResult {
  const db = new Database(task.file, { readonly: true, fileMustExist: true })
  try {
    const rows: Array<Record<string, unknown>> = []
    let bytes = 0
    for (const row of db.prepare(task.statement).iterate() as Iterable<Record<string, unknown>>) {
      for (const value of Object.values(row)) bytes += sizeOf(value)
      if (bytes > task.resultBytes) return { ok: false, kind: 'too-large', reason: 'result' }
      rows.push(row)
      if (rows.length >= task.rowLimit) break
    }
    return { ok: true, rows }
  } catch (error) {
    const { message, stack, code } = error as { message?: unknown, stack?: unknown, code?: unknown }
    // SQLite or V8 refusing a value at the worker's memory ceiling is the budget, not an SQL error.
    if (code === 'SQLITE_NOMEM' || code === 'SQLITE_TOOBIG' || (error instanceof RangeError && /allocation failed|string length/i.test(String(message)))) {
      return { ok: false, kind: 'too-large', reason: 'memory' }
    }
    return {
      ok: false,
      kind: 'error',
      error: {
        message: String(message ?? error),
        stack: typeof stack === 'string' ? stack : undefined,
        code: typeof code === 'string' ? code : undefined
      }
    }
  } finally {
    db.close()
  }
}

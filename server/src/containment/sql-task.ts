import { openSqlite } from '../db/sqlite.js'
import { collectRows } from './sql-rows.js'
import type { SqlResult, SqlTask } from './tasks.js'

/**
 * Runs one string-built statement on a read-only connection of its own, opened for this task and
 * closed after it, so it always sees what the shop's own connection has committed (WAL) and can
 * never write. Rows stop at the row limit; a result heavier than the byte budget is refused.
 */
export function runSqlTask (task: SqlTask): SqlResult {
  const db = openSqlite(task.file, { readonly: true, fileMustExist: true })
  try {
    return collectRows(db.prepare(task.statement).iterate() as Iterable<Record<string, unknown>>, task.rowLimit, task.resultBytes)
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

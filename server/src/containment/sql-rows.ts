import type { SqlResult } from './tasks.js'

const sizeOf = (value: unknown): number =>
  typeof value === 'string' ? value.length : value instanceof Uint8Array ? value.byteLength : 8

/**
 * Reads rows until the row limit and refuses a result heavier than the byte budget. Shared by the
 * contained worker and the main thread's prepared twins, so both paths cut a result at the same row.
 */
export function collectRows (rows: Iterable<Record<string, unknown>>, rowLimit: number, resultBytes: number): SqlResult {
  const collected: Array<Record<string, unknown>> = []
  let bytes = 0
  for (const row of rows) {
    for (const value of Object.values(row)) bytes += sizeOf(value)
    if (bytes > resultBytes) return { ok: false, kind: 'too-large', reason: 'result' }
    collected.push(row)
    if (collected.length >= rowLimit) break
  }
  return { ok: true, rows: collected }
}

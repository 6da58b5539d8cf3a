import type { Db } from '../../db/open.js'
import { DomainError, invalid } from '../../domain/errors.js'

export interface ExecutedQuery {
  source: string
  statement: string
  rows: Array<Record<string, unknown>>
}

/** A failure of string-built SQL; the planted verbose error handler shows it in full. */
export class InjectableSqlError extends Error {
  constructor (override readonly cause: Error, readonly statement: string) {
    super(cause.message)
    this.name = 'SqliteError'
    this.stack = cause.stack
  }
}

export const INPUT_LIMIT = 200
export const ROW_LIMIT = 500

const tableReference = /\b(?:from|join)\s+[`"[]?\w+/gi
const wideFunction = /\b(?:zeroblob|randomblob|printf|format)\s*\(\s*['"]?%?(\d{7,})/i

/**
 * The single path for string-built SQL (catalogue pattern B). The injection itself is planted by
 * the callers; this executor keeps it from hurting the host: bounded input, bounded rows, no
 * recursive or wide queries, and every statement handed to the detectors afterwards.
 */
export function runInjectableQuery (
  db: Db,
  statement: string,
  opts: { source: string, inputs: string[], inspect: (q: ExecutedQuery) => void }
): Array<Record<string, unknown>> {
  if (opts.inputs.some(input => input.length > INPUT_LIMIT)) throw invalid(`Input longer than ${INPUT_LIMIT} characters`)
  if (/\brecursive\b/i.test(statement)) throw invalid('Recursive queries are not allowed')
  if ((statement.match(tableReference) ?? []).length > 4) throw invalid('Too many table references in one query')
  if (wideFunction.test(statement)) throw invalid('Oversized blob or format width')

  const rows: Array<Record<string, unknown>> = []
  try {
    for (const row of db.prepare(statement).iterate()) {
      rows.push(row as Record<string, unknown>)
      if (rows.length >= ROW_LIMIT) break
    }
  } catch (error) {
    if (error instanceof DomainError) throw error
    throw new InjectableSqlError(error as Error, statement)
  }
  opts.inspect({ source: opts.source, statement, rows })
  return rows
}

import type { Db } from '../db/open.js'

/**
 * Tables whose content cached answers and detector look-ups are built from (see
 * instance/answer-cache.ts; Users for the search dump detector's account list).
 */
export const WATCHED_TABLES = ['Products', 'Challenges', 'Users'] as const
export type WatchedTable = typeof WATCHED_TABLES[number]

/**
 * A counter per watched table that rises with every row any statement of this connection inserts,
 * updates or deletes there. It is fed by temporary triggers rather than by the repositories' write
 * methods, so a write added later anywhere in the shop (or a rolled-back one, which only costs a
 * rebuild) can never leave a cached answer stale. Only this connection writes: the contained
 * workers open the database read-only.
 */
export function createTableVersions (db: Db) {
  const versions = new Map<string, number>(WATCHED_TABLES.map(table => [table, 0]))
  db.function('pulp_table_changed', { deterministic: false }, (table: unknown) => {
    const name = String(table)
    versions.set(name, (versions.get(name) ?? 0) + 1)
    return null
  })
  for (const table of WATCHED_TABLES) {
    for (const action of ['INSERT', 'UPDATE', 'DELETE']) {
      db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS pulp_version_${table}_${action.toLowerCase()} AFTER ${action} ON main.${table}
        BEGIN SELECT pulp_table_changed('${table}'); END`)
    }
  }
  return {
    /** A number that differs whenever one of the tables changed since it was last read. */
    of: (tables: readonly WatchedTable[]): string => tables.map(table => versions.get(table) ?? 0).join('.')
  }
}
export type TableVersions = ReturnType<typeof createTableVersions>

import type { Db } from '../db/open.js'

export interface AuditRow {
  at: string
  /** The trainer session that acted; null for a failed sign-in. */
  session: string | null
  action: string
  teamId: string | null
  /** The team's name when the action happened (the team may be deleted later). */
  team: string | null
  detail: string | null
}

/** Keeps the audit log bounded even when failed sign-ins come from many addresses. */
const MAX_ENTRIES = 20_000

export function createClassroomAuditRepository (db: Db) {
  db.exec(`CREATE TABLE IF NOT EXISTS ClassroomAudit (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL, session TEXT, action TEXT NOT NULL, teamId TEXT, team TEXT, detail TEXT)`)
  const insert = db.prepare('INSERT INTO ClassroomAudit (at, session, action, teamId, team, detail) VALUES (@at, @session, @action, @teamId, @team, @detail)')
  const prune = db.prepare('DELETE FROM ClassroomAudit WHERE id <= ?')
  const newest = db.prepare<[number], AuditRow>('SELECT at, session, action, teamId, team, detail FROM ClassroomAudit ORDER BY id DESC LIMIT ?')
  return {
    add (row: AuditRow): void {
      // Unconditional: below the bound the delete finds nothing (ids start at 1), and a guard
      // around it would only be a second way to write the same bound.
      prune.run(Number(insert.run(row).lastInsertRowid) - MAX_ENTRIES)
    },
    newest: (limit: number): AuditRow[] => newest.all(limit)
  }
}
export type ClassroomAuditRepository = ReturnType<typeof createClassroomAuditRepository>

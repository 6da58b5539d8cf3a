import type { Db } from '../db/open.js'

/** Trainer sign-ins: the cookie names a row here, so signing out ends the session on the server too. */
export function createTrainerSessionRepository (db: Db) {
  db.exec('CREATE TABLE IF NOT EXISTS ClassroomTrainerSessions (id TEXT PRIMARY KEY, createdAt TEXT NOT NULL, expiresAt TEXT NOT NULL)')
  const insert = db.prepare('INSERT OR REPLACE INTO ClassroomTrainerSessions (id, createdAt, expiresAt) VALUES (?, ?, ?)')
  const live = db.prepare<[string, string], { id: string }>('SELECT id FROM ClassroomTrainerSessions WHERE id = ? AND expiresAt > ?')
  const end = db.prepare('DELETE FROM ClassroomTrainerSessions WHERE id = ?')
  const lives = db.prepare<[string], { id: string, createdAt: string, expiresAt: string }>('SELECT id, createdAt, expiresAt FROM ClassroomTrainerSessions WHERE expiresAt > ?')
  const expire = db.prepare('DELETE FROM ClassroomTrainerSessions WHERE expiresAt <= ?')
  return {
    start (id: string, createdAt: string, expiresAt: string): void {
      expire.run(createdAt)
      insert.run(id, createdAt, expiresAt)
    },
    isLive: (id: string, now: string): boolean => live.get(id, now) !== undefined,
    end: (id: string): void => { end.run(id) },
    /** The sessions still live, for announcing them to a cluster. */
    live: (now: string) => lives.all(now)
  }
}
export type TrainerSessionRepository = ReturnType<typeof createTrainerSessionRepository>

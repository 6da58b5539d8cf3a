import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface ChallengeStateRow { id: number, key: string, solved: number, solvedAt: string | null, codingChallengeStatus: number }

export function createChallengeRepository (db: Db) {
  const all = db.prepare<[], ChallengeStateRow>('SELECT * FROM Challenges ORDER BY id')
  const one = db.prepare<[string], ChallengeStateRow>('SELECT * FROM Challenges WHERE key = ?')
  const upsert = db.prepare('INSERT INTO Challenges (id, key) VALUES (?, ?) ON CONFLICT(key) DO NOTHING')
  // Only flips unsolved rows, so two concurrent detections of one exploit report a single solve.
  const markSolved = db.prepare('UPDATE Challenges SET solved = 1, solvedAt = ? WHERE key = ? AND solved = 0')
  // Coding status only ever rises: 0 none, 1 find-it solved, 2 fix-it solved.
  const raiseCoding = db.prepare('UPDATE Challenges SET codingChallengeStatus = ? WHERE key = ? AND codingChallengeStatus < ?')
  return {
    list: () => all.all(),
    find: (key: string): ChallengeStateRow | undefined => one.get(key),
    raiseCodingStatus: (key: string, status: 1 | 2): boolean => raiseCoding.run(status, key, status).changes === 1,
    ensure: (id: number, key: string) => { upsert.run(id, key) },
    /** One transaction for the whole catalogue: a statement each would be a write transaction each. */
    ensureAll: db.transaction((entries: ReadonlyArray<{ id: number, key: string }>) => {
      for (const entry of entries) upsert.run(entry.id, entry.key)
    }),
    markSolved: (key: string): boolean => markSolved.run(now(), key).changes === 1
  }
}
export type ChallengeRepository = ReturnType<typeof createChallengeRepository>

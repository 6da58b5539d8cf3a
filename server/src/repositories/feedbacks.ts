import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface FeedbackRow { id: number, UserId: number | null, comment: string, rating: number, createdAt: string, updatedAt: string }

export function createFeedbackRepository (db: Db) {
  const all = db.prepare<[], FeedbackRow>('SELECT * FROM Feedbacks ORDER BY id')
  const byId = db.prepare<[number], FeedbackRow>('SELECT * FROM Feedbacks WHERE id = ?')
  const insert = db.prepare('INSERT INTO Feedbacks (UserId, comment, rating, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
  const remove = db.prepare('DELETE FROM Feedbacks WHERE id = ?')
  return {
    list: () => all.all(),
    findById: (id: number) => byId.get(id),
    insert (userId: number | null, comment: string, rating: number): FeedbackRow {
      const stamp = now()
      const info = insert.run(userId, comment, rating, stamp, stamp)
      return byId.get(Number(info.lastInsertRowid))!
    },
    remove: (id: number): boolean => remove.run(id).changes === 1
  }
}

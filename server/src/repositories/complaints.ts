import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface ComplaintRow { id: number, UserId: number, message: string, file: string | null, createdAt: string, updatedAt: string }

export function createComplaintRepository (db: Db) {
  const byId = db.prepare<[number], ComplaintRow>('SELECT * FROM Complaints WHERE id = ?')
  const byUser = db.prepare<[number], ComplaintRow>('SELECT * FROM Complaints WHERE UserId = ? ORDER BY id')
  const insert = db.prepare('INSERT INTO Complaints (UserId, message, file, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
  const removeByUser = db.prepare('DELETE FROM Complaints WHERE UserId = ?')
  return {
    findById: (id: number) => byId.get(id),
    listByUser: (userId: number) => byUser.all(userId),
    insert (userId: number, message: string, file: string | null): ComplaintRow {
      const stamp = now()
      return byId.get(Number(insert.run(userId, message, file, stamp, stamp).lastInsertRowid))!
    },
    removeByUser: (userId: number) => removeByUser.run(userId).changes
  }
}

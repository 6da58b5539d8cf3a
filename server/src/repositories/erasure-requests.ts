import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface ErasureRequestRow { id: number, UserId: number, email: string, createdAt: string }

export function createErasureRequestRepository (db: Db) {
  const insert = db.prepare('INSERT INTO ErasureRequests (UserId, email, createdAt) VALUES (?, ?, ?)')
  const byId = db.prepare<[number], ErasureRequestRow>('SELECT * FROM ErasureRequests WHERE id = ?')
  return {
    insert: (userId: number, email: string): ErasureRequestRow => byId.get(Number(insert.run(userId, email, now()).lastInsertRowid))!
  }
}

import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface CardFields { fullName: string, cardNum: string, expMonth: number, expYear: number }
export interface CardRow extends CardFields { id: number, UserId: number, createdAt: string, updatedAt: string }

export function createCardRepository (db: Db) {
  const byId = db.prepare<[number], CardRow>('SELECT * FROM Cards WHERE id = ?')
  const byUser = db.prepare<[number], CardRow>('SELECT * FROM Cards WHERE UserId = ? ORDER BY id')
  const insert = db.prepare(`INSERT INTO Cards (UserId, fullName, cardNum, expMonth, expYear, createdAt, updatedAt)
    VALUES (@UserId, @fullName, @cardNum, @expMonth, @expYear, @createdAt, @updatedAt)`)
  const remove = db.prepare('DELETE FROM Cards WHERE id = ?')
  return {
    findById: (id: number) => byId.get(id),
    listForUser: (userId: number) => byUser.all(userId),
    insert (userId: number, fields: CardFields): CardRow {
      const stamp = now()
      return byId.get(Number(insert.run({ ...fields, UserId: userId, createdAt: stamp, updatedAt: stamp }).lastInsertRowid))!
    },
    remove: (id: number): boolean => remove.run(id).changes === 1
  }
}

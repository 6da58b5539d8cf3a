import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface RecycleRow { id: number, UserId: number, AddressId: number, quantity: number, isPickup: number, date: string | null, createdAt: string, updatedAt: string }

export interface NewRecycle { UserId: number, AddressId: number, quantity: number, isPickup: boolean, date: string | null }

export function createRecycleRepository (db: Db) {
  const byId = db.prepare<[number], RecycleRow>('SELECT * FROM Recycles WHERE id = ?')
  const byUser = db.prepare<[number], RecycleRow>('SELECT * FROM Recycles WHERE UserId = ? ORDER BY id')
  const insert = db.prepare('INSERT INTO Recycles (UserId, AddressId, quantity, isPickup, date, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)')
  const removeByUser = db.prepare('DELETE FROM Recycles WHERE UserId = ?')
  return {
    findById: (id: number) => byId.get(id),
    /** Several rows at once, in id order; unknown ids are left out. */
    findByIds: (ids: number[]): RecycleRow[] => ids.map(id => byId.get(id)).filter((row): row is RecycleRow => row !== undefined),
    listByUser: (userId: number) => byUser.all(userId),
    insert (recycle: NewRecycle): RecycleRow {
      const stamp = now()
      const info = insert.run(recycle.UserId, recycle.AddressId, recycle.quantity, recycle.isPickup ? 1 : 0, recycle.date, stamp, stamp)
      return byId.get(Number(info.lastInsertRowid))!
    },
    removeByUser: (userId: number) => removeByUser.run(userId).changes
  }
}

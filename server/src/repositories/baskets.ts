import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface BasketRow { id: number, UserId: number | null, coupon: string | null, createdAt: string, updatedAt: string }

export function createBasketRepository (db: Db) {
  const byId = db.prepare<[number], BasketRow>('SELECT * FROM Baskets WHERE id = ?')
  const byUser = db.prepare<[number], BasketRow>('SELECT * FROM Baskets WHERE UserId = ? ORDER BY id DESC LIMIT 1')
  const insert = db.prepare('INSERT INTO Baskets (UserId, createdAt, updatedAt) VALUES (?, ?, ?)')
  const setCoupon = db.prepare('UPDATE Baskets SET coupon = ?, updatedAt = ? WHERE id = ?')
  return {
    findById: (id: number) => byId.get(id),
    setCoupon: (id: number, coupon: string | null): void => { setCoupon.run(coupon, now(), id) },
    /** Every user owns one open basket; it is created on first use. */
    forUser (userId: number): BasketRow {
      const existing = byUser.get(userId)
      if (existing) return existing
      const stamp = now()
      return byId.get(Number(insert.run(userId, stamp, stamp).lastInsertRowid))!
    }
  }
}

import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface QuantityRow { id: number, ProductId: number, quantity: number, limitPerUser: number | null, createdAt: string, updatedAt: string }

export function createQuantityRepository (db: Db) {
  const all = db.prepare<[], QuantityRow>('SELECT * FROM Quantities ORDER BY id')
  const byProduct = db.prepare<[number], QuantityRow>('SELECT * FROM Quantities WHERE ProductId = ?')
  const insert = db.prepare('INSERT INTO Quantities (ProductId, quantity, limitPerUser, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
  return {
    list: () => all.all(),
    findByProduct: (productId: number) => byProduct.get(productId),
    insert: (productId: number, quantity: number, limitPerUser: number | null) => {
      const stamp = now()
      insert.run(productId, quantity, limitPerUser, stamp, stamp)
    }
  }
}

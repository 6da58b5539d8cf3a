import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface QuantityRow { id: number, ProductId: number, quantity: number, limitPerUser: number | null, createdAt: string, updatedAt: string }

export function createQuantityRepository (db: Db) {
  const all = db.prepare<[], QuantityRow>('SELECT * FROM Quantities ORDER BY id')
  const byProduct = db.prepare<[number], QuantityRow>('SELECT * FROM Quantities WHERE ProductId = ?')
  const byId = db.prepare<[number], QuantityRow>('SELECT * FROM Quantities WHERE id = ?')
  const setQuantity = db.prepare('UPDATE Quantities SET quantity = ?, updatedAt = ? WHERE id = ?')
  const insert = db.prepare('INSERT INTO Quantities (ProductId, quantity, limitPerUser, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
  const take = db.prepare('UPDATE Quantities SET quantity = quantity - ?, updatedAt = ? WHERE ProductId = ?')
  return {
    list: () => all.all(),
    /** Removes sold items from stock (a negative count puts items back). */
    take: (productId: number, count: number): void => { take.run(count, now(), productId) },
    findByProduct: (productId: number) => byProduct.get(productId),
    findById: (id: number) => byId.get(id),
    setQuantity (id: number, quantity: number): QuantityRow | undefined {
      setQuantity.run(quantity, now(), id)
      return byId.get(id)
    },
    insert: (productId: number, quantity: number, limitPerUser: number | null) => {
      const stamp = now()
      insert.run(productId, quantity, limitPerUser, stamp, stamp)
    }
  }
}

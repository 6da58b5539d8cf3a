import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface BasketItemRow { id: number, BasketId: number, ProductId: number, quantity: number, createdAt: string, updatedAt: string }

export function createBasketItemRepository (db: Db) {
  const byId = db.prepare<[number], BasketItemRow>('SELECT * FROM BasketItems WHERE id = ?')
  const byBasket = db.prepare<[number], BasketItemRow>('SELECT * FROM BasketItems WHERE BasketId = ? ORDER BY id')
  const byBasketAndProduct = db.prepare<[number, number], BasketItemRow>('SELECT * FROM BasketItems WHERE BasketId = ? AND ProductId = ?')
  const insert = db.prepare('INSERT INTO BasketItems (BasketId, ProductId, quantity, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
  const setQuantity = db.prepare('UPDATE BasketItems SET quantity = ?, updatedAt = ? WHERE id = ?')
  const remove = db.prepare('DELETE FROM BasketItems WHERE id = ?')
  const clear = db.prepare('DELETE FROM BasketItems WHERE BasketId = ?')
  return {
    findById: (id: number) => byId.get(id),
    listForBasket: (basketId: number) => byBasket.all(basketId),
    findInBasket: (basketId: number, productId: number) => byBasketAndProduct.get(basketId, productId),
    insert (basketId: number, productId: number, quantity: number): BasketItemRow {
      const stamp = now()
      return byId.get(Number(insert.run(basketId, productId, quantity, stamp, stamp).lastInsertRowid))!
    },
    updateQuantity (id: number, quantity: number): BasketItemRow {
      setQuantity.run(quantity, now(), id)
      return byId.get(id)!
    },
    remove: (id: number): boolean => remove.run(id).changes === 1,
    clear: (basketId: number): void => { clear.run(basketId) }
  }
}

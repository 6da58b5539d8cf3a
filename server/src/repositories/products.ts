import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface ProductRow {
  id: number
  name: string
  description: string
  price: number
  deluxePrice: number
  image: string
  createdAt: string
  updatedAt: string
  deletedAt: string | null
}

export type NewProduct = Omit<ProductRow, 'id' | 'createdAt' | 'updatedAt' | 'deletedAt'> & { id?: number, deletedAt?: string | null }

export function createProductRepository (db: Db) {
  const all = db.prepare<[], ProductRow>('SELECT * FROM Products WHERE deletedAt IS NULL ORDER BY id')
  const byId = db.prepare<[number], ProductRow>('SELECT * FROM Products WHERE id = ? AND deletedAt IS NULL')
  const byIdAnyState = db.prepare<[number], ProductRow>('SELECT * FROM Products WHERE id = ?')
  const insert = db.prepare(`INSERT INTO Products (id, name, description, price, deluxePrice, image, createdAt, updatedAt, deletedAt)
    VALUES (@id, @name, @description, @price, @deluxePrice, @image, @createdAt, @updatedAt, @deletedAt)`)
  const update = db.prepare(`UPDATE Products SET name = @name, description = @description, price = @price, deluxePrice = @deluxePrice,
    image = @image, updatedAt = @updatedAt WHERE id = @id`)
  return {
    list: () => all.all(),
    /** Writes the editable fields of a product and returns the stored row. */
    update (product: ProductRow): ProductRow {
      update.run({ ...product, updatedAt: now() })
      return byId.get(product.id)!
    },
    findById: (id: number) => byId.get(id),
    /** Also finds withdrawn (soft-deleted) products: orders keep what was bought. */
    findByIdIncludingDeleted: (id: number) => byIdAnyState.get(id),
    insert (product: NewProduct): number {
      const stamp = now()
      const info = insert.run({ id: null, deletedAt: null, ...product, createdAt: stamp, updatedAt: stamp })
      return Number(info.lastInsertRowid)
    }
  }
}

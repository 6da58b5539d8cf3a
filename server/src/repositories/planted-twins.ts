import type Database from 'better-sqlite3'
import type { Db } from '../db/open.js'

type Row = Record<string, unknown>

/** Columns of Products a caller may sort by on the prepared path, as the schema spells them. */
export const PRODUCT_COLUMNS = ['id', 'name', 'description', 'price', 'deluxePrice', 'image', 'createdAt', 'updatedAt', 'deletedAt'] as const
export type ProductColumn = typeof PRODUCT_COLUMNS[number]

/**
 * The prepared twins of the planted string-built statements (docs/architecture.md, "String-built
 * SQL"): the same SQL text with the pasted values bound as parameters instead. The domain runs a
 * twin only when its rule has shown that the input cannot change the planted statement's shape,
 * so both return the same rows. Each answers an iterator, so the caller stops at its row limit (the
 * login's, whose e-mail is unique, a list of at most one row).
 */
export function createPlantedTwinRepository (db: Db) {
  const login = db.prepare<[string, string], Row>('SELECT * FROM Users WHERE email = ? AND password = ? AND deletedAt IS NULL')
  const search = db.prepare<{ pattern: string }, Row>(
    'SELECT * FROM Products WHERE ((name LIKE @pattern OR description LIKE @pattern) AND deletedAt IS NULL) ORDER BY name')
  const orders = db.prepare<[string], Row>('SELECT * FROM Orders WHERE email = ? ORDER BY seq DESC')
  const sorted = new Map<string, Database.Statement<[], Row>>()
  return {
    // E-mails are unique: at most one row, read at once (cheaper than stepping an iterator).
    login: (email: string, passwordHash: string) => login.all(email, passwordHash),
    search: (text: string) => search.iterate({ pattern: `%${text}%` }),
    orderHistory: (email: string) => orders.iterate(email),
    /** The column and direction come from the fixed lists above, never from the caller's text. */
    productsSortedBy (column: ProductColumn, direction: '' | 'ASC' | 'DESC') {
      const order = `${PRODUCT_COLUMNS.find(known => known === column) ?? 'id'}${direction === '' ? '' : ` ${direction}`}`
      let statement = sorted.get(order)
      if (statement === undefined) {
        statement = db.prepare<[], Row>(`SELECT * FROM Products WHERE deletedAt IS NULL ORDER BY ${order}`)
        sorted.set(order, statement)
      }
      return statement.iterate()
    }
  }
}

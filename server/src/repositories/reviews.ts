import { randomBytes } from 'node:crypto'
import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface ReviewRow { id: string, product: number, message: string, author: string, likesCount: number, likedBy: string, createdAt: string }

/** The review as the API shows it: a document-style `_id` and the likers as a list. */
export interface Review { _id: string, product: number, message: string, author: string, likesCount: number, likedBy: string[] }

export function toReview (row: ReviewRow): Review {
  return { _id: row.id, product: row.product, message: row.message, author: row.author, likesCount: row.likesCount, likedBy: JSON.parse(row.likedBy) as string[] }
}

export function createReviewRepository (db: Db) {
  const byProduct = db.prepare<[number], ReviewRow>('SELECT * FROM Reviews WHERE product = ? ORDER BY createdAt, id')
  const byId = db.prepare<[string], ReviewRow>('SELECT * FROM Reviews WHERE id = ?')
  const byAuthor = db.prepare<[string], ReviewRow>('SELECT * FROM Reviews WHERE author = ? COLLATE NOCASE ORDER BY createdAt, id')
  const all = db.prepare<[], ReviewRow>('SELECT * FROM Reviews ORDER BY createdAt, id')
  const insert = db.prepare('INSERT INTO Reviews (id, product, message, author, likesCount, likedBy, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?)')
  const setMessage = db.prepare('UPDATE Reviews SET message = ? WHERE id = ?')
  const setLikes = db.prepare('UPDATE Reviews SET likesCount = ?, likedBy = ? WHERE id = ?')
  return {
    listAll: () => all.all().map(toReview),
    listForProduct: (productId: number) => byProduct.all(productId).map(toReview),
    listByAuthor: (author: string) => byAuthor.all(author).map(toReview),
    findById: (id: string) => { const row = byId.get(id); return row ? toReview(row) : undefined },
    insert (review: { product: number, message: string, author: string, likedBy?: string[] }): Review {
      const id = randomBytes(8).toString('hex')
      const likedBy = review.likedBy ?? []
      insert.run(id, review.product, review.message, review.author, likedBy.length, JSON.stringify(likedBy), now())
      return toReview(byId.get(id)!)
    },
    updateMessage: (id: string, message: string) => { setMessage.run(message, id) },
    updateLikes: (id: string, likedBy: string[]) => { setLikes.run(likedBy.length, JSON.stringify(likedBy), id) }
  }
}

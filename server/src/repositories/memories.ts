import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface MemoryRow { id: number, UserId: number | null, caption: string, imagePath: string, createdAt: string, updatedAt: string }

/** A memory as the photo wall lists it: with its author's username. */
export interface MemoryWithUser extends MemoryRow { User: { id: number, username: string, email: string } | null }

interface JoinedRow extends MemoryRow { userId: number | null, username: string | null, email: string | null }

export function createMemoryRepository (db: Db) {
  const all = db.prepare<[], JoinedRow>(`SELECT m.*, u.id AS userId, u.username, u.email FROM Memories m
    LEFT JOIN Users u ON u.id = m.UserId ORDER BY m.id`)
  const byId = db.prepare<[number], MemoryRow>('SELECT * FROM Memories WHERE id = ?')
  const insert = db.prepare('INSERT INTO Memories (UserId, caption, imagePath, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
  const countByUser = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM Memories WHERE UserId = ?')
  const byUser = db.prepare<[number], MemoryRow>('SELECT * FROM Memories WHERE UserId = ? ORDER BY id')
  const removeByUser = db.prepare('DELETE FROM Memories WHERE UserId = ?')
  const countAll = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM Memories')
  return {
    list: (): MemoryWithUser[] => all.all().map(({ userId, username, email, ...row }) => ({
      ...row,
      User: userId === null ? null : { id: userId, username: username ?? '', email: email ?? '' }
    })),
    insert (userId: number | null, caption: string, imagePath: string): MemoryRow {
      const stamp = now()
      const info = insert.run(userId, caption, imagePath, stamp, stamp)
      return byId.get(Number(info.lastInsertRowid))!
    },
    countByUser: (userId: number): number => countByUser.get(userId)!.n,
    listByUser: (userId: number): MemoryRow[] => byUser.all(userId),
    removeByUser: (userId: number): number => removeByUser.run(userId).changes,
    count: (): number => countAll.get()!.n
  }
}

import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface StoredFileRow { path: string, UserId: number, bytes: number, purpose: string, createdAt: string }

/** The user files of the instance's file area and what each is charged against the storage caps. */
export function createStoredFileRepository (db: Db) {
  const byPath = db.prepare<[string], StoredFileRow>('SELECT * FROM StoredFiles WHERE path = ?')
  const byUser = db.prepare<[number], StoredFileRow>('SELECT * FROM StoredFiles WHERE UserId = ? ORDER BY path')
  const userTotal = db.prepare<[number], { n: number }>('SELECT COALESCE(SUM(bytes), 0) AS n FROM StoredFiles WHERE UserId = ?')
  const shopTotal = db.prepare<[], { n: number }>('SELECT COALESCE(SUM(bytes), 0) AS n FROM StoredFiles')
  const upsert = db.prepare(`INSERT INTO StoredFiles (path, UserId, bytes, purpose, createdAt) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (path) DO UPDATE SET UserId = excluded.UserId, bytes = excluded.bytes, purpose = excluded.purpose, createdAt = excluded.createdAt`)
  const remove = db.prepare('DELETE FROM StoredFiles WHERE path = ?')
  const replace = db.transaction((rows: ReadonlyArray<Omit<StoredFileRow, 'createdAt'>>, removed: readonly string[]) => {
    for (const path of removed) remove.run(path)
    const stamp = now()
    for (const row of rows) upsert.run(row.path, row.UserId, row.bytes, row.purpose, stamp)
  })
  return {
    find: (path: string): StoredFileRow | undefined => byPath.get(path),
    listByUser: (userId: number): StoredFileRow[] => byUser.all(userId),
    bytesOfUser: (userId: number): number => userTotal.get(userId)!.n,
    bytesOfShop: (): number => shopTotal.get()!.n,
    /** Records `rows` (a path stored again changes owner and size) and forgets `removed`, in one transaction. */
    replace: (rows: ReadonlyArray<Omit<StoredFileRow, 'createdAt'>>, removed: readonly string[] = []): void => { replace(rows, removed) }
  }
}

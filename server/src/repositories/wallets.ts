import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export function createWalletRepository (db: Db) {
  const byUser = db.prepare<[number], { balance: number }>('SELECT balance FROM Wallets WHERE UserId = ?')
  const upsert = db.prepare(`INSERT INTO Wallets (UserId, balance, updatedAt) VALUES (?, ?, ?)
    ON CONFLICT(UserId) DO UPDATE SET balance = excluded.balance, updatedAt = excluded.updatedAt`)
  const add = db.prepare(`INSERT INTO Wallets (UserId, balance, updatedAt) VALUES (?, ?, ?)
    ON CONFLICT(UserId) DO UPDATE SET balance = round(balance + excluded.balance, 2), updatedAt = excluded.updatedAt`)
  return {
    /** A user without a wallet row has an empty wallet. */
    balance: (userId: number): number => byUser.get(userId)?.balance ?? 0,
    setBalance: (userId: number, balance: number): void => { upsert.run(userId, Math.round(balance * 100) / 100, now()) },
    credit: (userId: number, amount: number): void => { add.run(userId, amount, now()) }
  }
}

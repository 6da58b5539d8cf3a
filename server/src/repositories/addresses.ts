import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface AddressFields { fullName: string, mobileNum: number, zipCode: string, streetAddress: string, city: string, state: string, country: string }
export interface AddressRow extends AddressFields { id: number, UserId: number, createdAt: string, updatedAt: string }

export function createAddressRepository (db: Db) {
  const byId = db.prepare<[number], AddressRow>('SELECT * FROM Addresses WHERE id = ?')
  const byUser = db.prepare<[number], AddressRow>('SELECT * FROM Addresses WHERE UserId = ? ORDER BY id')
  const insert = db.prepare(`INSERT INTO Addresses (UserId, fullName, mobileNum, zipCode, streetAddress, city, state, country, createdAt, updatedAt)
    VALUES (@UserId, @fullName, @mobileNum, @zipCode, @streetAddress, @city, @state, @country, @createdAt, @updatedAt)`)
  const update = db.prepare(`UPDATE Addresses SET fullName = @fullName, mobileNum = @mobileNum, zipCode = @zipCode, streetAddress = @streetAddress,
    city = @city, state = @state, country = @country, updatedAt = @updatedAt WHERE id = @id`)
  const remove = db.prepare('DELETE FROM Addresses WHERE id = ?')
  return {
    findById: (id: number) => byId.get(id),
    listForUser: (userId: number) => byUser.all(userId),
    insert (userId: number, fields: AddressFields): AddressRow {
      const stamp = now()
      return byId.get(Number(insert.run({ ...fields, UserId: userId, createdAt: stamp, updatedAt: stamp }).lastInsertRowid))!
    },
    update (id: number, fields: AddressFields): AddressRow {
      update.run({ ...fields, id, updatedAt: now() })
      return byId.get(id)!
    },
    remove: (id: number): boolean => remove.run(id).changes === 1
  }
}

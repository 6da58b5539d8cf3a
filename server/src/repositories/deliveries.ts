import type { Db } from '../db/open.js'

export interface DeliveryRow { id: number, name: string, price: number, deluxePrice: number, eta: number, icon: string }

export function createDeliveryRepository (db: Db) {
  const all = db.prepare<[], DeliveryRow>('SELECT * FROM Deliveries ORDER BY id')
  const byId = db.prepare<[number], DeliveryRow>('SELECT * FROM Deliveries WHERE id = ?')
  const insert = db.prepare('INSERT INTO Deliveries (id, name, price, deluxePrice, eta, icon) VALUES (@id, @name, @price, @deluxePrice, @eta, @icon)')
  return {
    list: () => all.all(),
    findById: (id: number) => byId.get(id),
    insert: (row: DeliveryRow) => { insert.run(row) }
  }
}

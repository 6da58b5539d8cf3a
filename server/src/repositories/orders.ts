import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface OrderLine { id: number, name: string, price: number, quantity: number, total: number, bonus: number }

export interface NewOrder {
  UserId: number
  email: string
  totalPrice: number
  bonus: number
  deliveryPrice: number
  promotionalAmount: number
  eta: number | null
  addressId: number | null
  paymentId: string
  products: OrderLine[]
  coupon: string | null
  delivered?: boolean
  createdAt?: string
}

export interface OrderRow extends Omit<NewOrder, 'products' | 'delivered' | 'createdAt'> {
  seq: number
  orderId: string
  delivered: boolean
  products: OrderLine[]
  createdAt: string
}

type StoredOrder = Omit<OrderRow, 'products' | 'delivered'> & { products: string, delivered: number }

/** `{owner id, 4 digits}-{global sequence, 6 digits}`, e.g. 0010-000003. */
export const formatOrderId = (userId: number, seq: number): string =>
  `${String(userId).padStart(4, '0')}-${String(seq).padStart(6, '0')}`

export const orderFromRow = (row: StoredOrder | Record<string, unknown>): OrderRow => {
  const stored = row as StoredOrder
  return { ...stored, delivered: stored.delivered === 1, products: JSON.parse(stored.products) as OrderLine[] }
}

export function createOrderRepository (db: Db) {
  const byOrderId = db.prepare<[string], StoredOrder>('SELECT * FROM Orders WHERE orderId = ?')
  const byUser = db.prepare<[number], StoredOrder>('SELECT * FROM Orders WHERE UserId = ? ORDER BY seq DESC')
  const all = db.prepare<[], StoredOrder>('SELECT * FROM Orders ORDER BY seq DESC')
  const nextSeq = db.prepare<[], { next: number }>("SELECT COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'Orders'), 0) + 1 AS next")
  const insert = db.prepare(`INSERT INTO Orders (seq, orderId, UserId, email, totalPrice, bonus, deliveryPrice, promotionalAmount, eta, addressId, paymentId, delivered, products, coupon, createdAt)
    VALUES (@seq, @orderId, @UserId, @email, @totalPrice, @bonus, @deliveryPrice, @promotionalAmount, @eta, @addressId, @paymentId, @delivered, @products, @coupon, @createdAt)`)
  const setDelivered = db.prepare('UPDATE Orders SET delivered = ? WHERE orderId = ?')
  // vuln-code-snippet start dataExportWildcardChallenge
  const byEmailPattern = db.prepare<[string], StoredOrder>('SELECT * FROM Orders WHERE email LIKE ? ORDER BY seq') // vuln-code-snippet vuln-line dataExportWildcardChallenge
  // vuln-code-snippet end dataExportWildcardChallenge
  return {
    /** The data export's lookup: orders whose e-mail matches the caller's address. */
    listForEmail: (email: string): OrderRow[] => byEmailPattern.all(email).map(orderFromRow),
    findByOrderId: (orderId: string): OrderRow | undefined => { const row = byOrderId.get(orderId); return row ? orderFromRow(row) : undefined },
    listForUser: (userId: number): OrderRow[] => byUser.all(userId).map(orderFromRow),
    listAll: (): OrderRow[] => all.all().map(orderFromRow),
    /** Call inside the checkout transaction: the id takes the next global sequence number. */
    insert (order: NewOrder): OrderRow {
      const seq = nextSeq.get()!.next
      const orderId = formatOrderId(order.UserId, seq)
      insert.run({
        ...order,
        seq,
        orderId,
        delivered: order.delivered === true ? 1 : 0,
        products: JSON.stringify(order.products),
        createdAt: order.createdAt ?? now()
      })
      return orderFromRow(byOrderId.get(orderId)!)
    },
    setDelivered: (orderId: string, delivered: boolean): boolean => setDelivered.run(delivered ? 1 : 0, orderId).changes === 1
  }
}

import path from 'node:path'
import { z } from 'zod'
import { dataFolder } from '../paths.js'
import { readYamlFile, CHECKED_ONCE } from '../yaml-files.js'
import type { Db } from './open.js'
import type { Repositories } from '../repositories/index.js'
import { orderLine, priceOrder } from '../domain/checkout/pricing.js'

const owner = { user: z.string() }
const addressRecord = z.object({ ...owner, fullName: z.string(), mobileNum: z.number().int(), zipCode: z.string(), streetAddress: z.string(), city: z.string(), state: z.string(), country: z.string() })
const cardRecord = z.object({ ...owner, fullName: z.string(), cardNum: z.string().regex(/^\d{16}$/), expMonth: z.number().int(), expYear: z.number().int() })
const walletRecord = z.object({ ...owner, balance: z.number() })
const orderRecord = z.object({
  ...owner,
  createdAt: z.string(),
  items: z.array(z.object({ product: z.number().int(), quantity: z.number().int().positive() })).min(1),
  delivery: z.number().int(),
  payment: z.enum(['card', 'wallet']),
  delivered: z.boolean()
})

function read<T extends z.ZodTypeAny> (name: string, schema: T): Array<z.infer<T>> {
  return z.array(schema).parse(readYamlFile(path.join(dataFolder, name)), CHECKED_ONCE) as Array<z.infer<T>>
}

const isEmpty = (db: Db, table: 'Addresses' | 'Cards' | 'Wallets' | 'Orders'): boolean =>
  (db.prepare(`SELECT NOT EXISTS (SELECT 1 FROM ${table}) AS empty`).get() as { empty: number }).empty === 1

/** Addresses, cards, wallets and past orders of the cast; runs inside the seeding transaction. */
export function seedCheckout (db: Db, repos: Repositories, email: (local: string) => string): void {
  const userOf = (local: string) => {
    const user = repos.users.findByEmail(email(local))
    if (!user) throw new Error(`Seed data names unknown user ${local}`)
    return user
  }
  if (isEmpty(db, 'Addresses')) {
    for (const { user, ...fields } of read('addresses.yml', addressRecord)) repos.addresses.insert(userOf(user).id, fields)
  }
  if (isEmpty(db, 'Cards')) {
    for (const { user, ...fields } of read('cards.yml', cardRecord)) repos.cards.insert(userOf(user).id, fields)
  }
  if (isEmpty(db, 'Wallets')) {
    for (const { user, balance } of read('wallets.yml', walletRecord)) repos.wallets.setBalance(userOf(user).id, balance)
  }
  if (isEmpty(db, 'Orders')) {
    for (const order of read('orders.yml', orderRecord)) {
      const user = userOf(order.user)
      const deluxe = user.role === 'deluxe'
      const lines = order.items.map(item => {
        const product = repos.products.findByIdIncludingDeleted(item.product)
        if (!product) throw new Error(`Seed order names unknown product ${item.product}`)
        return orderLine(product, item.quantity, deluxe)
      })
      const delivery = repos.deliveries.findById(order.delivery)
      if (!delivery) throw new Error(`Seed order names unknown delivery ${order.delivery}`)
      const price = priceOrder(lines, deluxe ? delivery.deluxePrice : delivery.price, 0)
      repos.orders.insert({
        UserId: user.id,
        email: user.email,
        totalPrice: price.totalPrice,
        bonus: price.bonus,
        deliveryPrice: price.deliveryPrice,
        promotionalAmount: 0,
        eta: delivery.eta,
        addressId: repos.addresses.listForUser(user.id)[0]?.id ?? null,
        paymentId: order.payment === 'wallet' ? 'wallet' : String(repos.cards.listForUser(user.id)[0]?.id ?? 'card'),
        products: lines,
        coupon: null,
        delivered: order.delivered,
        createdAt: new Date(order.createdAt).toISOString()
      })
    }
  }
}

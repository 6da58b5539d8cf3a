import type { DeliveryMethod } from '@shop/contract'
import type { Repositories } from '../../repositories/index.js'
import type { DeliveryRow } from '../../repositories/deliveries.js'
import type { TokenUser } from '../auth/tokens.js'
import { notFound } from '../errors.js'

export type { DeliveryMethod }

interface DeliveryDeps { repos: Pick<Repositories, 'deliveries'> }

/** Deluxe members pay the deluxe price; everybody else the regular one. */
export const priceFor = (row: DeliveryRow, role: string): DeliveryMethod =>
  ({ id: row.id, name: row.name, price: role === 'deluxe' ? row.deluxePrice : row.price, eta: row.eta, icon: row.icon })

/** The delivery methods offered at checkout, priced for the caller. */
export function deliveryMethods (shop: DeliveryDeps, user: TokenUser): DeliveryMethod[] {
  return shop.repos.deliveries.list().map(row => priceFor(row, user.role))
}

export function deliveryMethod (shop: DeliveryDeps, user: TokenUser, id: number): DeliveryMethod {
  const row = shop.repos.deliveries.findById(id)
  if (!row) throw notFound('Delivery method')
  return priceFor(row, user.role)
}

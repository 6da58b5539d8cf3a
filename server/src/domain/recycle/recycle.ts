import type { Recycle } from '@shop/contract'
import type { ShopPorts } from '../ports.js'
import type { RecycleRow } from '../../repositories/recycles.js'
import { invalid, notFound } from '../errors.js'

export const RECYCLE_MIN_LITRES = 10
export const RECYCLE_MAX_LITRES = 1000
/** Above this many litres the pomace is picked up; below, a recycling box is sent. */
export const PICKUP_ABOVE_LITRES = 100

export interface RecycleRequest { AddressId: number, quantity: number, isPickUp: boolean, date?: string }

/** What the API shows of a request: the spec reads isPickup and pickupDate. */
export function recycleView (row: RecycleRow): Recycle {
  return { id: row.id, UserId: row.UserId, AddressId: row.AddressId, quantity: row.quantity, isPickup: row.isPickup === 1, pickupDate: row.date, createdAt: row.createdAt, updatedAt: row.updatedAt }
}

export function requestRecycling (shop: Pick<ShopPorts, 'repos'>, userId: number, request: RecycleRequest) {
  if (request.quantity < RECYCLE_MIN_LITRES || request.quantity > RECYCLE_MAX_LITRES) throw invalid(`Quantity must be between ${RECYCLE_MIN_LITRES} and ${RECYCLE_MAX_LITRES} liters.`)
  const address = shop.repos.addresses.findById(request.AddressId)
  if (!address || address.UserId !== userId) throw invalid('Please choose one of your saved addresses.')
  const pickup = request.isPickUp
  if (pickup && request.quantity <= PICKUP_ABOVE_LITRES) throw invalid(`A pickup is only available for more than ${PICKUP_ABOVE_LITRES} liters; smaller amounts get a recycling box.`)
  let date: string | null = null
  if (pickup) {
    if (request.date === undefined || !/^\d{4}-\d{2}-\d{2}/.test(request.date) || Number.isNaN(Date.parse(request.date))) throw invalid('Please provide a valid pickup date.')
    date = request.date.slice(0, 10)
  }
  return recycleView(shop.repos.recycles.insert({ UserId: userId, AddressId: request.AddressId, quantity: request.quantity, isPickup: pickup, date }))
}

export function myRecycles (shop: Pick<ShopPorts, 'repos'>, userId: number) {
  return shop.repos.recycles.listByUser(userId).map(recycleView)
}

/**
 * One request by id. Planted (recyclePeekChallenge): the id is read as JSON so that a list of ids
 * also works, and a list skips the owner check a single id gets.
 */
export function recyclesById (shop: Pick<ShopPorts, 'repos'>, userId: number, rawId: string) {
  let parsed: unknown
  try {
    parsed = JSON.parse(rawId)
  } catch {
    throw invalid(`Invalid id: ${rawId.slice(0, 40)}`)
  }
  const ids = Array.isArray(parsed) ? parsed : [parsed]
  if (ids.length === 0 || ids.length > 50 || !ids.every(id => Number.isSafeInteger(id) && (id as number) > 0)) throw invalid(`Invalid id: ${rawId.slice(0, 40)}`)
  const rows = shop.repos.recycles.findByIds(ids as number[])
  if (!Array.isArray(parsed)) {
    const row = rows[0]
    if (!row || row.UserId !== userId) throw notFound('Recycle request')
    return [recycleView(row)]
  }
  return rows.map(recycleView)
}

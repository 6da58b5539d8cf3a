import { describe, expect, it } from 'vitest'
import type { Repositories } from '../../repositories/index.js'
import type { DeliveryRow } from '../../repositories/deliveries.js'
import type { TokenUser } from '../auth/tokens.js'
import { deliveryMethod, deliveryMethods } from './delivery-methods.js'

const rows = [
  { id: 1, name: 'Green Saver Route', price: 0.5, deluxePrice: 0, eta: 6, icon: 'leaf' },
  { id: 2, name: 'Standard Delivery', price: 2.99, deluxePrice: 1.99, eta: 3, icon: 'truck' }
] as DeliveryRow[]
// The rules read only the deliveries repository, so a stand-in over two rows is their whole shop.
const deliveries: Repositories['deliveries'] = { list: () => rows, findById: (id: number) => rows.find(row => row.id === id), insert: () => { throw new Error('not used') } }
const shop = { repos: { deliveries } }
const as = (role: string) => ({ id: 1, role }) as TokenUser

describe('delivery methods', () => {
  it('are priced at the regular price for customers and at the deluxe price for deluxe members', () => {
    expect(deliveryMethods(shop, as('customer'))).toEqual([
      { id: 1, name: 'Green Saver Route', price: 0.5, eta: 6, icon: 'leaf' },
      { id: 2, name: 'Standard Delivery', price: 2.99, eta: 3, icon: 'truck' }
    ])
    expect(deliveryMethods(shop, as('deluxe')).map(method => method.price)).toEqual([0, 1.99])
    expect(deliveryMethods(shop, as('admin')).map(method => method.price)).toEqual([0.5, 2.99])
  })

  it('are found one by one, priced the same way, and an unknown one is named as such', () => {
    expect(deliveryMethod(shop, as('deluxe'), 2)).toEqual({ id: 2, name: 'Standard Delivery', price: 1.99, eta: 3, icon: 'truck' })
    expect(deliveryMethod(shop, as('customer'), 2).price).toBe(2.99)
    expect(() => deliveryMethod(shop, as('customer'), 3)).toThrow('Delivery method not found')
  })
})

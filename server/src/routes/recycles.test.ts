import { beforeAll, describe, expect, it } from 'vitest'
import { newCustomer, testAddress, type Customer } from '../test-support/customers.js'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()
let customer: Customer
let addressId = 0

beforeAll(async () => {
  customer = await newCustomer(t, 'recycler')
  addressId = (await t.api.post('/api/Addresss').set(customer.auth).send(testAddress)).body.data.id as number
})

const send = (body: Record<string, unknown>) => t.api.post('/api/Recycles').set(customer.auth).send(body)

describe('POST /api/Recycles', () => {
  it('sends a box for a small amount unless a pickup is asked for, and takes ids and amounts as digit strings', async () => {
    const box = await send({ AddressId: String(addressId), quantity: '10' })
    expect(box.status).toBe(201)
    expect(box.body.data).toMatchObject({ AddressId: addressId, quantity: 10, isPickup: false })
    const mine = (await t.api.get('/api/Recycles').set(customer.auth)).body.data as Array<{ id: number }>
    expect(mine.map(r => r.id)).toContain(box.body.data.id)
  })

  it('names each missing or malformed field', async () => {
    const errors: Array<[Record<string, unknown>, string]> = [
      [{ quantity: 10 }, 'AddressId: AddressId is required'],
      [{ AddressId: 'home', quantity: 10 }, 'AddressId: AddressId is required'],
      [{ AddressId: 1.5, quantity: 10 }, 'AddressId: AddressId must be an address id'],
      [{ AddressId: -1, quantity: 10 }, 'AddressId: AddressId must be an address id'],
      [{ AddressId: addressId }, 'quantity: quantity is required'],
      [{ AddressId: addressId, quantity: 'lots' }, 'quantity: quantity is required'],
      [{ AddressId: addressId, quantity: 2.5 }, 'quantity: quantity must be a whole number of liters']
    ]
    for (const [body, message] of errors) {
      const res = await send(body)
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([400, message])
    }
  })

  it('takes a pickup date of at most 40 characters and a missing one as none', async () => {
    const long = await send({ AddressId: addressId, quantity: 150, isPickUp: true, date: `2026-12-01${' '.repeat(31)}` })
    expect(long.status).toBe(400)
    const pickup = await send({ AddressId: addressId, quantity: 150, isPickUp: true, date: '2026-12-01' })
    expect([pickup.status, pickup.body.data.pickupDate]).toEqual([201, '2026-12-01'])
    const none = await send({ AddressId: addressId, quantity: 20, date: null })
    expect([none.status, none.body.data.pickupDate]).toEqual([201, null])
    expect((await send({ AddressId: addressId, quantity: 20, isPickUp: 'yes' })).status).toBe(400)
  })
})

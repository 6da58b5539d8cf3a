import { describe, expect, it } from 'vitest'
import { repositoryDb } from '../../test-support/repository-db.js'
import { accountIn, paymentDetailsOf } from '../../test-support/shop-customers.js'
import { recyclesById, requestRecycling } from './recycle.js'

// Without a shop: the rules read and write the recycle repository on an in-memory database.
const { repos } = repositoryDb()
const owner = accountIn({ repos })
const other = accountIn({ repos })
const { addressId } = paymentDetailsOf({ repos }, owner)

describe('recycling without a shop', () => {
  it('files a box below the pickup threshold and a dated pickup above it, at the owner’s address only', () => {
    expect(requestRecycling({ repos }, owner.id, { AddressId: addressId, quantity: 100, isPickUp: false })).toMatchObject({ quantity: 100, isPickup: false, pickupDate: null })
    expect(requestRecycling({ repos }, owner.id, { AddressId: addressId, quantity: 101, isPickUp: true, date: '2031-05-04T10:00' })).toMatchObject({ isPickup: true, pickupDate: '2031-05-04' })
    expect(() => requestRecycling({ repos }, owner.id, { AddressId: addressId, quantity: 100, isPickUp: true, date: '2031-05-04' })).toThrow(/only available for more than 100/)
    expect(() => requestRecycling({ repos }, other.id, { AddressId: addressId, quantity: 50, isPickUp: false })).toThrow(/your saved addresses/)
  })

  it('hides another customer’s request behind a single id but shows it in a list (planted)', () => {
    const { id } = requestRecycling({ repos }, owner.id, { AddressId: addressId, quantity: 20, isPickUp: false })
    expect(() => recyclesById({ repos }, other.id, String(id))).toThrow(expect.objectContaining({ kind: 'not-found' }))
    expect(recyclesById({ repos }, other.id, `[${id}]`).map(row => row.UserId)).toEqual([owner.id])
  })
})

import { describe, expect, it } from 'vitest'
import { repositoryDb } from '../../test-support/repository-db.js'
import { eventRecorder } from '../../test-support/rule-fakes.js'
import { accountIn, paymentDetailsOf } from '../../test-support/shop-customers.js'
import { deleteAddress, readAddress, updateAddress } from './addresses.js'

// The address rules name only their repositories and the event sink: an in-memory database, no shop.
const shop = { repos: repositoryDb().repos, events: eventRecorder() }
const owner = accountIn(shop)
const stranger = accountIn(shop)
const { addressId } = paymentDetailsOf(shop, owner)
const fields = shop.repos.addresses.findById(addressId)!

describe('saved addresses', () => {
  it('are read by their owner only, and an unknown id is named as such', () => {
    expect(readAddress(shop, owner, addressId)).toMatchObject({ id: addressId, UserId: owner.id, city: 'Lisbon' })
    expect(() => readAddress(shop, stranger, addressId)).toThrow('This is not your address')
    expect(() => readAddress(shop, owner, 999_999)).toThrow('Address not found')
  })

  it('are deleted by their owner only', () => {
    expect(() => deleteAddress(shop, stranger, addressId)).toThrow('This is not your address')
    expect(shop.repos.addresses.findById(addressId)).toBeDefined()
    expect(() => deleteAddress(shop, owner, 999_999)).toThrow('Address not found')
  })

  it('are updated by anyone who names them, and the detectors hear whose address it was', () => {
    expect(updateAddress(shop, stranger, addressId, { ...fields, city: 'Porto' })).toMatchObject({ id: addressId, UserId: owner.id, city: 'Porto' })
    expect(shop.events.payloads('address.updated')).toEqual([{ ownerId: owner.id, callerId: stranger.id }])
  })

  it('cannot be updated when they do not exist', () => {
    expect(() => updateAddress(shop, owner, 999_999, { ...fields, city: 'Porto' })).toThrow('Address not found')
  })
})

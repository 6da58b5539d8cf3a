import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { accountIn, paymentDetailsOf } from '../../test-support/shop-customers.js'
import { deleteAddress, readAddress, updateAddress } from './addresses.js'

const t = createTestShop()
const shop = t.shop.registry.get()
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

  it('cannot be updated when they do not exist', () => {
    expect(() => updateAddress(shop, owner, 999_999, { ...fields, city: 'Porto' })).toThrow('Address not found')
  })
})

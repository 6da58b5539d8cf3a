import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { exactly } from '../../test-support/exact-message.js'
import { accountIn, paymentDetailsOf } from '../../test-support/shop-customers.js'
import type { TokenUser } from '../auth/tokens.js'
import { myRecycles, recyclesById, requestRecycling, type RecycleRequest } from './recycle.js'

const t = createTestShop()
const shop = t.shop.registry.get()
const me = accountIn(shop)
const other = accountIn(shop)
const { addressId } = paymentDetailsOf(shop, me)
const box = { AddressId: addressId, quantity: 50, isPickUp: false }
const pickup = { AddressId: addressId, quantity: 101, isPickUp: true, date: '2026-12-01' }

const refusal = (user: TokenUser, request: RecycleRequest): string => {
  try {
    requestRecycling(shop, user.id, request)
    return 'accepted'
  } catch (error) {
    return (error as Error).message
  }
}

describe('recycling requests', () => {
  it.each([9, 1001, 9.99])('refuse %s litres', quantity => {
    expect(refusal(me, { ...box, quantity })).toBe('Quantity must be between 10 and 1000 liters.')
  })

  it.each([10, 1000])('accept exactly %s litres', quantity => {
    expect(refusal(me, { ...box, quantity })).toBe('accepted')
  })

  it('are only sent to one of the customer\'s own addresses', () => {
    expect(refusal(other, box)).toBe('Please choose one of your saved addresses.')
    expect(refusal(me, { ...box, AddressId: 999_999 })).toBe('Please choose one of your saved addresses.')
  })

  it('send a recycling box with no date, whatever date the request names', () => {
    expect(requestRecycling(shop, me.id, { ...box, date: '2026-12-01' })).toMatchObject({ UserId: me.id, AddressId: addressId, quantity: 50, isPickup: false, pickupDate: null })
  })

  it('offer a pickup above 100 litres only', () => {
    expect(refusal(me, { ...pickup, quantity: 100 })).toBe('A pickup is only available for more than 100 liters; smaller amounts get a recycling box.')
    expect(refusal(me, { ...box, quantity: 100 })).toBe('accepted')
  })

  it('keep the day of a pickup date, and show the request as the API spells it', () => {
    const view = requestRecycling(shop, me.id, { ...pickup, date: '2026-12-01T09:30:00.000Z' })
    expect(view).toEqual({ id: view.id, UserId: me.id, AddressId: addressId, quantity: 101, isPickup: true, pickupDate: '2026-12-01', createdAt: expect.any(String), updatedAt: expect.any(String) })
  })

  it.each([undefined, '', 'December 1, 2026', ' 2026-12-01', '2026-1-01', '2026-12-1', '26-12-01', '2026-13-01', 'YYYY-MM-DD'])('refuse the pickup date %j', date => {
    expect(refusal(me, { ...pickup, date })).toBe('Please provide a valid pickup date.')
  })
})

describe('recycling requests by id', () => {
  const mine = requestRecycling(shop, me.id, box)
  const theirs = requestRecycling(shop, other.id, { ...box, AddressId: paymentDetailsOf(shop, other).addressId })

  it('answer the customer\'s own request, alone in a list, and their whole history', () => {
    expect(recyclesById(shop, me.id, String(mine.id))).toEqual([mine])
    expect(myRecycles(shop, me.id)).toContainEqual(mine)
    expect(myRecycles(shop, me.id).map(r => r.UserId)).not.toContain(other.id)
  })

  it('hide another customer\'s request and an unknown one behind the same answer', () => {
    expect(() => recyclesById(shop, me.id, String(theirs.id))).toThrow('Recycle request not found')
    expect(() => recyclesById(shop, me.id, '999999')).toThrow('Recycle request not found')
  })

  it('answer every request of a list without the owner check (planted: recyclePeekChallenge)', () => {
    expect(recyclesById(shop, me.id, `[${mine.id},${theirs.id}]`)).toEqual([mine, theirs])
    expect(recyclesById(shop, me.id, `[${Array(50).fill(mine.id).join(',')}]`)).toContainEqual(mine)
  })

  it.each([
    ['abc', 'Invalid id: abc'],
    ['[]', 'Invalid id: []'],
    ['0', 'Invalid id: 0'],
    ['-3', 'Invalid id: -3'],
    ['1.5', 'Invalid id: 1.5'],
    ['"7"', 'Invalid id: "7"'],
    ['[1,"2"]', 'Invalid id: [1,"2"]'],
    ['[1,0]', 'Invalid id: [1,0]'],
    [`[${'1,'.repeat(50)}1]`, `Invalid id: ${`[${'1,'.repeat(50)}1]`.slice(0, 40)}`],
    [`x${'y'.repeat(60)}`, `Invalid id: x${'y'.repeat(39)}`]
  ])('refuse the id %s', (rawId, message) => {
    expect(() => recyclesById(shop, me.id, rawId)).toThrow(exactly(message))
  })
})

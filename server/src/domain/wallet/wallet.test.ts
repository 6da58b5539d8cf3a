import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { accountIn, paymentDetailsOf } from '../../test-support/shop-customers.js'
import type { DomainEventMap } from '../../challenges/mechanisms/domain-events.js'
import { deleteCard, readCard } from './cards.js'
import { topUp, walletBalance } from './wallet.js'

const t = createTestShop()
const shop = t.shop.registry.get()
const owner = accountIn(shop)
const stranger = accountIn(shop)
const { cardId } = paymentDetailsOf(shop, owner)

const credited: Array<DomainEventMap['wallet.credited']> = []
shop.events.on('wallet.credited', e => { credited.push(e) })

describe('saved cards', () => {
  it('are shown to their owner with all but the last four digits hidden', () => {
    expect(readCard(shop, owner, cardId)).toEqual({ id: cardId, UserId: owner.id, fullName: 'Rita Sousa', cardNum: '************4444', expMonth: 7, expYear: 2085 })
  })

  it('are read and deleted by their owner only, and an unknown id is named as such', () => {
    expect(() => readCard(shop, stranger, cardId)).toThrow('This is not your card')
    expect(() => deleteCard(shop, stranger, cardId)).toThrow('This is not your card')
    expect(shop.repos.cards.findById(cardId)).toBeDefined()
    expect(() => readCard(shop, owner, 999_999)).toThrow('Card not found')
    expect(() => deleteCard(shop, owner, 999_999)).toThrow('Card not found')
  })
})

describe('wallet top-ups', () => {
  it.each([0, -5, Number.NaN])('refuse the amount %s', amount => {
    expect(() => topUp(shop, owner, amount, cardId)).toThrow('The amount must be positive.')
  })

  it('refuse a card that does not exist', () => {
    expect(() => topUp(shop, owner, 10, 999_999)).toThrow('Please choose one of your saved cards.')
  })

  it('credit even the smallest positive amount and answer the new balance', () => {
    const before = walletBalance(shop, owner)
    expect(topUp(shop, owner, 0.01, cardId)).toBeCloseTo(before + 0.01, 5)
  })

  it('charge any saved card and announce whose card paid (planted: walletForeignCardChallenge)', () => {
    credited.length = 0
    expect(topUp(shop, stranger, 25, cardId)).toBe(25)
    expect(credited).toEqual([{ userId: stranger.id, amount: 25, cardOwnerId: owner.id }])
  })
})

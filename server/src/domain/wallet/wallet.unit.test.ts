import { describe, expect, it } from 'vitest'
import { repositoryDb } from '../../test-support/repository-db.js'
import { recordingEvents } from '../../test-support/recording-events.js'
import { accountIn, paymentDetailsOf } from '../../test-support/shop-customers.js'
import { topUp, walletBalance } from './wallet.js'

// Without a shop: wallets and cards on an in-memory database and an event recorder.
const { repos } = repositoryDb()

describe('topUp without a shop', () => {
  it('credits any saved card’s charge, naming the card’s owner in the event (planted: not the caller’s card)', () => {
    const { events, emitted } = recordingEvents()
    const payer = accountIn({ repos })
    const cardOwner = accountIn({ repos })
    const { cardId } = paymentDetailsOf({ repos }, cardOwner)
    expect(topUp({ repos, events }, payer, 25, cardId)).toBe(walletBalance({ repos }, payer))
    expect(walletBalance({ repos }, payer)).toBe(25)
    expect(emitted).toEqual([['wallet.credited', { userId: payer.id, amount: 25, cardOwnerId: cardOwner.id }]])
  })

  it('refuses a non-positive amount and an unknown card without crediting', () => {
    const { events, emitted } = recordingEvents()
    const payer = accountIn({ repos })
    const { cardId } = paymentDetailsOf({ repos }, payer)
    expect(() => topUp({ repos, events }, payer, 0, cardId)).toThrow('The amount must be positive.')
    expect(() => topUp({ repos, events }, payer, 10, 999_999)).toThrow('Please choose one of your saved cards.')
    expect([walletBalance({ repos }, payer), emitted]).toEqual([0, []])
  })
})

import { describe, expect, it } from 'vitest'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { basketExploits } from '../../test-support/exploits/basket.js'
import { newCustomer, testCard } from '../../test-support/customers.js'
import { familyHarness } from '../../test-support/family-harness.js'
import { walletAbuseFamily } from './wallet-abuse.js'

const t = createExploitShop()

describe('walletTopUpLimitChallenge', () => {
  it('stays unsolved for a top-up of exactly 1000, charged to one\'s own card', async () => {
    const c = await newCustomer(t)
    const card = (await t.api.post('/api/Cards').set(c.auth).send(testCard)).body.data.id
    expect((await t.api.put('/rest/wallet/balance').set(c.auth).send({ balance: 1000, paymentId: card })).body.data).toBe(1000)
    expect(await t.solved('walletTopUpLimitChallenge')).toBe(false)
    expect(await t.solved('walletForeignCardChallenge')).toBe(false)
  })

  it('is solved by topping up more than 1000 through the API', async () => {
    await basketExploits.walletTopUpLimitChallenge(t)
    expect(await t.solved('walletTopUpLimitChallenge')).toBe(true)
  })
})

describe('walletForeignCardChallenge', () => {
  it('is solved by charging a top-up to another customer\'s card id', async () => {
    await basketExploits.walletForeignCardChallenge(t)
    expect(await t.solved('walletForeignCardChallenge')).toBe(true)
  })
})

describe('freeDeluxeChallenge', () => {
  it('is solved by an upgrade request without a payment mode', async () => {
    await basketExploits.freeDeluxeChallenge(t)
    expect(await t.solved('freeDeluxeChallenge')).toBe(true)
  })
})

describe('wallet rules', () => {
  it.each([
    [undefined, true],
    ['paypal', true],
    ['', true],
    ['wallet', false],
    ['card', false]
  ])('freeDeluxeChallenge for an upgrade paid by %j: %s', (paymentMode, solved) => {
    const h = familyHarness(walletAbuseFamily)
    h.emit('deluxe.upgraded', { userId: 1, paymentMode })
    expect(h.solved.includes('freeDeluxeChallenge')).toBe(solved)
  })
})

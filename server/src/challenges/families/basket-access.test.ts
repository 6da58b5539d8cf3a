import { describe, expect, it } from 'vitest'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { basketExploits } from '../../test-support/exploits/basket.js'
import { newCustomer } from '../../test-support/customers.js'
import { familyHarness } from '../../test-support/family-harness.js'
import { basketAccessFamily } from './basket-access.js'

const t = createExploitShop()

describe('basketPeekChallenge', () => {
  it('stays unsolved while customers read their own basket', async () => {
    const c = await newCustomer(t)
    expect((await t.api.get(`/rest/basket/${c.bid}`).set(c.auth)).status).toBe(200)
    expect(await t.solved('basketPeekChallenge')).toBe(false)
  })

  it('is solved by asking for the basket id next to one\'s own', async () => {
    await basketExploits.basketPeekChallenge(t)
    expect(await t.solved('basketPeekChallenge')).toBe(true)
  })
})

describe('basketPollutionChallenge', () => {
  it('refuses a foreign basket named only in the body', async () => {
    const victim = await newCustomer(t)
    const attacker = await newCustomer(t)
    expect((await t.api.post('/api/BasketItems').set(attacker.auth).send({ ProductId: 2, BasketId: victim.bid, quantity: 1 })).status).toBe(403)
    expect(await t.solved('basketPollutionChallenge')).toBe(false)
  })

  it('is solved by naming one\'s own basket in the query and the victim\'s in the body', async () => {
    await basketExploits.basketPollutionChallenge(t)
    expect(await t.solved('basketPollutionChallenge')).toBe(true)
  })
})

describe('basket-access rules', () => {
  it.each([
    ['basket.read', 2, 1, ['basketPeekChallenge']],
    ['basket.read', 1, 1, []],
    ['basket.itemAdded', 2, 1, ['basketPollutionChallenge']],
    ['basket.itemAdded', null, 1, ['basketPollutionChallenge']],
    ['basket.itemAdded', 1, 1, []]
  ] as const)('%s of the basket of user %s by user %s solves %j', (event, basketOwnerId, callerId, keys) => {
    const h = familyHarness(basketAccessFamily)
    h.emit(event, { basketOwnerId, callerId })
    expect(h.solved).toEqual(keys)
  })
})

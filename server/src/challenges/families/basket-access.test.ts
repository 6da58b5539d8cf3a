import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { newCustomer } from '../../test-support/customers.js'

const t = createTestShop()

describe('basketPeekChallenge', () => {
  it('stays unsolved while customers read their own basket', async () => {
    const c = await newCustomer(t)
    expect((await t.api.get(`/rest/basket/${c.bid}`).set(c.auth)).status).toBe(200)
    expect(await t.solved('basketPeekChallenge')).toBe(false)
  })

  it('is solved by asking for the basket id next to one\'s own', async () => {
    const victim = await newCustomer(t)
    await t.api.post('/api/BasketItems').set(victim.auth).send({ ProductId: 3, BasketId: victim.bid, quantity: 1 })
    const attacker = await newCustomer(t)
    const peek = await t.api.get(`/rest/basket/${victim.bid}`).set(attacker.auth)
    expect(peek.status).toBe(200)
    expect(peek.body.data.Products[0].name).toBe('Mango Monsoon')
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
    const victim = await newCustomer(t)
    const attacker = await newCustomer(t)
    const res = await t.api.post(`/api/BasketItems?BasketId=${attacker.bid}`).set(attacker.auth).send({ ProductId: 2, BasketId: victim.bid, quantity: 1 })
    expect(res.status).toBe(200)
    expect((await t.api.get(`/rest/basket/${victim.bid}`).set(victim.auth)).body.data.Products).toHaveLength(1)
    expect(await t.solved('basketPollutionChallenge')).toBe(true)
  })
})

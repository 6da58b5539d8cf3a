import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { newCustomer, testCard } from '../../test-support/customers.js'

const t = createTestShop()

describe('walletTopUpLimitChallenge', () => {
  it('is solved by topping up more than 1000 through the API', async () => {
    const c = await newCustomer(t)
    const card = (await t.api.post('/api/Cards').set(c.auth).send(testCard)).body.data.id
    await t.api.put('/rest/wallet/balance').set(c.auth).send({ balance: 1000, paymentId: card })
    expect(await t.solved('walletTopUpLimitChallenge')).toBe(false)
    const res = await t.api.put('/rest/wallet/balance').set(c.auth).send({ balance: 5000, paymentId: card })
    expect(res.body.data).toBe(6000)
    expect(await t.solved('walletTopUpLimitChallenge')).toBe(true)
  })
})

describe('walletForeignCardChallenge', () => {
  it('is solved by charging a top-up to another customer\'s card id', async () => {
    const c = await newCustomer(t)
    const own = (await t.api.post('/api/Cards').set(c.auth).send(testCard)).body.data.id
    await t.api.put('/rest/wallet/balance').set(c.auth).send({ balance: 20, paymentId: own })
    expect(await t.solved('walletForeignCardChallenge')).toBe(false)
    const res = await t.api.put('/rest/wallet/balance').set(c.auth).send({ balance: 50, paymentId: 1 })
    expect(res.status).toBe(200)
    expect(await t.solved('walletForeignCardChallenge')).toBe(true)
  })
})

describe('freeDeluxeChallenge', () => {
  it('is solved by an upgrade request without a payment mode', async () => {
    const c = await newCustomer(t)
    const res = await t.api.post('/rest/deluxe-membership').set(c.auth).send({})
    expect(res.status).toBe(200)
    expect(JSON.parse(Buffer.from(res.body.data.token.split('.')[1], 'base64url').toString()).data.role).toBe('deluxe')
    expect((await t.api.get('/rest/wallet/balance').set(c.auth)).body.data).toBe(0)
    expect(await t.solved('freeDeluxeChallenge')).toBe(true)
  })
})

import { beforeAll, describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'
import { newCustomer, testCard, type Customer } from '../test-support/customers.js'

/*
 * What the card and wallet forms refuse, and in which words: a value that only ends in digits is not
 * a number of the form, and the refusal names the field's own rule rather than a parser's message.
 */
const t = createTestShop()
let c: Customer
let cardId: number

beforeAll(async () => {
  c = await newCustomer(t)
  cardId = (await t.api.post('/api/Cards').set(c.auth).send(testCard)).body.data.id
})

const saveCard = async (fields: Record<string, unknown>) => await t.api.post('/api/Cards').set(c.auth).send({ ...testCard, ...fields })
const topUp = async (fields: Record<string, unknown>) => await t.api.put('/rest/wallet/balance').set(c.auth).send({ balance: 20, paymentId: cardId, ...fields })

describe('POST /api/Cards', () => {
  it.each([
    [{ expMonth: 'x7' }, 'expMonth: Expiry month must be 1 to 12'],
    [{ expYear: 'year 2085' }, 'expYear: Expiry year must be 2080 to 2099']
  ])('refuses %j: %s', async (fields, message) => {
    const res = await saveCard(fields)
    expect([res.status, res.body.error]).toEqual([400, message])
  })
})

describe('PUT /rest/wallet/balance', () => {
  it.each([
    [{ paymentId: 'card1' }, 'paymentId: Choose a card'],
    [{ balance: 'lots' }, 'balance: Amount is required']
  ])('refuses %j: %s, and charges nothing', async (fields, message) => {
    const before = (await t.api.get('/rest/wallet/balance').set(c.auth)).body.data
    const res = await topUp(fields)
    expect([res.status, res.body.error]).toEqual([400, message])
    expect((await t.api.get('/rest/wallet/balance').set(c.auth)).body.data).toBe(before)
  })
})

import { describe, expect, it } from 'vitest'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { orderExploits } from '../../test-support/exploits/orders.js'
import { newCustomer } from '../../test-support/customers.js'

const t = createExploitShop()

describe('orderReceiptPeekChallenge', () => {
  it('stays unsolved when mateo opens his own receipt with his token cookie', async () => {
    const { token } = await t.login(t.email('mateo.rossi'), 'Limoncello-Vespa-Piazza-8')
    expect((await t.api.get('/ftp/order_0010-000003.pdf').set('Cookie', `token=${token}`)).status).toBe(200)
    expect(await t.solved('orderReceiptPeekChallenge')).toBe(false)
  })

  it('is solved by guessing the PDF of someone else\'s order', async () => {
    expect((await t.api.get('/ftp/order_9999-000001.pdf')).status).toBe(404)
    await orderExploits.orderReceiptPeekChallenge(t)
    expect(await t.solved('orderReceiptPeekChallenge')).toBe(true)
  })
})

describe('secondOrderSqliChallenge', () => {
  it('stays unsolved for an ordinary order history', async () => {
    const c = await newCustomer(t)
    expect((await t.api.get('/rest/order-history').set(c.auth)).body.data).toEqual([])
    expect(await t.solved('secondOrderSqliChallenge')).toBe(false)
  })

  it('is solved by an account whose e-mail carries SQL into the order history', async () => {
    await orderExploits.secondOrderSqliChallenge(t)
    expect(await t.solved('secondOrderSqliChallenge')).toBe(true)
  })
})

describe('reflectedXssChallenge', () => {
  it('stays unsolved for ordinary and unknown order ids', async () => {
    await t.api.get('/rest/track-order/0010-000003')
    await t.api.get(`/rest/track-order/${encodeURIComponent('<b>hello</b>')}`)
    expect(await t.solved('reflectedXssChallenge')).toBe(false)
  })

  it('is solved when the tracking page asks for an id carrying a javascript iframe', async () => {
    await orderExploits.reflectedXssChallenge(t)
    expect(await t.solved('reflectedXssChallenge')).toBe(true)
  })
})

describe('trackOrderInjectionChallenge', () => {
  it('is solved by an order id that turns the filter into true for every order', async () => {
    expect((await t.api.get('/rest/track-order/0010-000003')).body.data).toHaveLength(1)
    expect(await t.solved('trackOrderInjectionChallenge')).toBe(false)
    await orderExploits.trackOrderInjectionChallenge(t)
    expect(await t.solved('trackOrderInjectionChallenge')).toBe(true)
  })
})

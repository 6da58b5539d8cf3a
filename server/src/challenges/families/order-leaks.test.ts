import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { newCustomer } from '../../test-support/customers.js'

const t = createTestShop()

describe('orderReceiptPeekChallenge', () => {
  it('stays unsolved when mateo opens his own receipt with his token cookie', async () => {
    const { token } = await t.login(t.email('mateo.rossi'), 'Limoncello-Vespa-Piazza-8')
    expect((await t.api.get('/ftp/order_0010-000003.pdf').set('Cookie', `token=${token}`)).status).toBe(200)
    expect(await t.solved('orderReceiptPeekChallenge')).toBe(false)
  })

  it('is solved by guessing the PDF of someone else\'s order', async () => {
    expect((await t.api.get('/ftp/order_9999-000001.pdf')).status).toBe(404)
    const res = await t.api.get('/ftp/order_0010-000004.pdf')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
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
    const email = "z@x' OR email LIKE '%"
    const password = 'Delayed-1'
    expect((await t.api.post('/api/Users/').send({ email, password, passwordRepeat: password, securityQuestion: 1, securityAnswer: 'x' })).status).toBe(201)
    const { token } = await t.login(email, password)
    const history = await t.api.get('/rest/order-history').set('Authorization', `Bearer ${token}`)
    expect(history.body.data.map((o: { orderId: string }) => o.orderId)).toEqual(expect.arrayContaining(['0010-000003', '0010-000004']))
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
    await t.api.get(`/rest/track-order/${encodeURIComponent('<iframe src="javascript:alert(`xss`)">')}`)
    expect(await t.solved('reflectedXssChallenge')).toBe(true)
  })
})

describe('trackOrderInjectionChallenge', () => {
  it('is solved by an order id that turns the filter into true for every order', async () => {
    expect((await t.api.get('/rest/track-order/0010-000003')).body.data).toHaveLength(1)
    expect(await t.solved('trackOrderInjectionChallenge')).toBe(false)
    const res = await t.api.get(`/rest/track-order/${encodeURIComponent("x' || true || '")}`)
    expect(res.body.data.length).toBeGreaterThan(1)
    expect(await t.solved('trackOrderInjectionChallenge')).toBe(true)
  })
})

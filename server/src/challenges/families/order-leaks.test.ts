import { describe, expect, it } from 'vitest'
import { familyHarness } from '../../test-support/family-harness.js'
import { orderLeaksFamily } from './order-leaks.js'
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

describe('order-leaks rules', () => {
  const harness = () => familyHarness(orderLeaksFamily)

  it('counts a receipt of another customer, not one of the reader', () => {
    const served = (root: string, realName: string, requesterId: number | null): string[] => {
      const h = harness()
      h.emit('file.served', { root, realName, requesterId })
      return h.solved
    }
    expect(served('ftp', 'order_0007-123456.pdf', 3)).toEqual(['orderReceiptPeekChallenge'])
    expect(served('ftp', 'order_0007-123456.pdf', null)).toEqual(['orderReceiptPeekChallenge'])
    expect(served('ftp', 'order_0007-123456.pdf', 7)).toEqual([])
    expect(served('uploads', 'order_0007-123456.pdf', 3)).toEqual([])
    expect(served('ftp', 'order_007-123456.pdf', 3)).toEqual([])
    expect(served('ftp', 'order_0007-123456.pdf.bak', 3)).toEqual([])
    expect(served('ftp', 'xorder_0007-123456.pdf', 3)).toEqual([])
  })

  it('counts order lists with a stranger and tracking answers with more than one order', () => {
    const listed = (callerId: number, ownerIds: number[]): string[] => { const h = harness(); h.emit('orders.listed', { callerId, ownerIds }); return h.solved }
    expect(listed(2, [2, 5])).toEqual(['secondOrderSqliChallenge'])
    expect(listed(2, [2, 2])).toEqual([])
    expect(listed(2, [])).toEqual([])
    const tracked = (count: number): string[] => { const h = harness(); h.emit('orders.tracked', { count }); return h.solved }
    expect(tracked(2)).toEqual(['trackOrderInjectionChallenge'])
    expect(tracked(1)).toEqual([])
    expect(tracked(0)).toEqual([])
  })

  it('counts a tracking path that carries a javascript iframe, encoded or not', () => {
    const tracking = (method: string, path: string): string[] => { const h = harness(); h.request({ method, path }); return h.solved }
    const iframe = '<iframe src="javascript:alert(`xss`)">'
    expect(tracking('GET', `/rest/track-order/${encodeURIComponent(iframe)}`)).toEqual(['reflectedXssChallenge'])
    expect(tracking('GET', `/rest/track-order/${encodeURIComponent('<IFRAME SRC=JAVASCRIPT:alert(1)>')}`)).toEqual(['reflectedXssChallenge'])
    expect(tracking('POST', `/rest/track-order/${encodeURIComponent(iframe)}`)).toEqual([])
    expect(tracking('GET', `/rest/order-history/${encodeURIComponent(iframe)}`)).toEqual([])
    expect(tracking('GET', `/rest/track-order/${encodeURIComponent('<img src="javascript:alert(1)">')}`)).toEqual([])
    expect(tracking('GET', '/rest/track-order/5267-f9cd5882f54c75a3')).toEqual([])
  })

  it.each([
    '<iframe width="0" height="0" src="javascript:alert(1)">',
    '<iframe src = "javascript:alert(1)">',
    "<iframe src=' javascript:alert(1)'>",
    '<iframe\tsrc=\njavascript:alert(1)>'
  ])('counts the iframe %j with attributes and blanks around its src', iframe => {
    const h = harness()
    h.request({ method: 'GET', path: `/rest/track-order/${encodeURIComponent(iframe)}` })
    expect(h.solved).toEqual(['reflectedXssChallenge'])
  })
})

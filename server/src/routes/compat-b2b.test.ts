import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'
import { newCustomer } from '../test-support/customers.js'

/*
 * Compatibility (issue 24, item 8): B2B orders as the peer's API test suite (OWASP Juice Shop's
 * `test/api`, frisby, v17/v18) and integrations written from its published OpenAPI document send
 * them: the order lines as a list in `orderLines`, and `cid` as the only required field.
 */

const t = createTestShop()

describe('POST /b2b/v2/orders with orderLines', () => {
  it('accepts the order lines as a list and echoes the cid', async () => {
    const c = await newCustomer(t)
    const res = await t.api.post('/b2b/v2/orders').set(c.auth)
      .send({ cid: 'JS0815DE', orderLines: [{ productId: 8, quantity: 500, customerReference: 'PO0000001' }, { productId: 1, quantity: 20 }] })
    expect(res.status, res.text).toBe(200)
    expect(res.body).toEqual({ cid: 'JS0815DE', orderNo: expect.stringMatching(/^[0-9a-f]{32}$/), paymentDue: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
  })

  it('accepts an order with a cid alone', async () => {
    const c = await newCustomer(t)
    const res = await t.api.post('/b2b/v2/orders').set(c.auth).send({ cid: 'JS0815DE' })
    expect(res.status, res.text).toBe(200)
    expect(res.body.cid).toBe('JS0815DE')
  })

  it('still reads orderLinesData, the planted way', async () => {
    const c = await newCustomer(t)
    const res = await t.api.post('/b2b/v2/orders').set(c.auth).send({ cid: 'JS0815DE', orderLinesData: '[{"productId": 12, "quantity": 10000}]' })
    expect(res.status, res.text).toBe(200)
  })

  it('refuses an order without a cid', async () => {
    const c = await newCustomer(t)
    const res = await t.api.post('/b2b/v2/orders').set(c.auth).send({ orderLines: [{ productId: 8, quantity: 500 }] })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/cid/)
  })
})

describe('/api-docs/openapi.json', () => {
  it('documents cid as the only required field, and both forms of order lines', async () => {
    const doc = (await t.api.get('/api-docs/openapi.json')).body
    const body = doc.paths['/orders'].post.requestBody.content['application/json'].schema.$ref.split('/').pop() as string
    expect(doc.components.schemas[body].required).toEqual(['cid'])
    expect(Object.keys(doc.components.schemas[body].properties)).toEqual(['cid', 'orderLines', 'orderLinesData'])
    expect(doc.components.schemas[body].properties.orderLines.items.$ref).toBe('#/components/schemas/OrderLine')
  })
})

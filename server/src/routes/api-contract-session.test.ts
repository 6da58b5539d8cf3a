import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import {
  loginAnswerSchema, orderSchema, stockRowSchema, trackedOrderSchema, twoFactorStatusSchema, whoAmISchema
} from '@shop/contract'
import { holds, wrappedAnswer } from '../test-support/contract-answers.js'
import { checkout, newCustomer, readyToPay } from '../test-support/customers.js'
import { totpCode } from '../test-support/exploits/accounts-session.js'
import { createTestShop } from '../test-support/test-shop.js'

/*
 * The session, two-factor, tracking and accounting answers, parsed with the contract's strict
 * schemas (see api-contract.test.ts): a field only one side knows fails here.
 */
const t = createTestShop()


describe('session, two-factor, tracking and accounting answers match the contract', () => {
  it('login, whoami and the two-factor status, set-up and verification', async () => {
    const customer = await newCustomer(t, 'contract-2fa')
    const password = 'Orange-Peel-42'
    holds(loginAnswerSchema, await t.api.post('/rest/user/login').send({ email: customer.email, password }), 'POST /rest/user/login')
    holds(whoAmISchema.refine(a => 'id' in a.user), await t.api.get('/rest/user/whoami').set(customer.auth), 'GET /rest/user/whoami')
    holds(whoAmISchema.refine(a => !('id' in a.user)), await t.api.get('/rest/user/whoami'), 'GET /rest/user/whoami (nobody)')
    const status = await t.api.get('/rest/2fa/status').set(customer.auth)
    holds(twoFactorStatusSchema.refine(s => !s.setup && s.secret !== undefined), status, 'GET /rest/2fa/status (not set up)')
    const { secret, setupToken } = status.body as { secret: string, setupToken: string }
    const setUp = await t.api.post('/rest/2fa/setup').set(customer.auth).send({ password, setupToken, initialToken: totpCode(secret) })
    holds(z.strictObject({ status: z.literal('success') }), setUp, 'POST /rest/2fa/setup')
    holds(twoFactorStatusSchema.refine(s => s.setup && s.secret === undefined), await t.api.get('/rest/2fa/status').set(customer.auth), 'GET /rest/2fa/status (set up)')
    const pending = await t.api.post('/rest/user/login').send({ email: customer.email, password })
    expect(pending.status).toBe(401)
    const verified = await t.api.post('/rest/2fa/verify').send({ tmpToken: pending.body.data.tmpToken, totpToken: totpCode(secret, 1) })
    holds(loginAnswerSchema, verified, 'POST /rest/2fa/verify')
  })

  it('a tracked order, and accounting\'s orders and stock', async () => {
    const customer = await newCustomer(t, 'contract-track')
    const { addressId, cardId } = await readyToPay(t, customer)
    const placed = await checkout(t, customer, { orderDetails: { paymentId: cardId, addressId, deliveryMethodId: 1 } })
    expect(placed.status).toBe(200)
    const orderId = String(placed.body.orderConfirmation)
    holds(wrappedAnswer(z.array(trackedOrderSchema).length(1)), await t.api.get(`/rest/track-order/${orderId}`), 'GET /rest/track-order/{id}')
    const { token } = await t.login(t.email('finance.desk'), 'Welcome-Aboard1')
    const accounting = { Authorization: `Bearer ${token}` }
    holds(wrappedAnswer(z.array(orderSchema).min(1)), await t.api.get('/rest/order-history/orders').set(accounting), 'GET /rest/order-history/orders')
    holds(wrappedAnswer(orderSchema), await t.api.put(`/rest/order-history/${orderId}/delivery-status`).set(accounting).send({ deliveryStatus: false }), 'PUT /rest/order-history/{id}/delivery-status')
    holds(wrappedAnswer(z.array(stockRowSchema).min(1)), await t.api.get('/api/Quantitys').set(accounting), 'GET /api/Quantitys')
    holds(wrappedAnswer(stockRowSchema), await t.api.put('/api/Quantitys/1').set(accounting).send({ quantity: 5 }), 'PUT /api/Quantitys/{id}')
  })
})

import { decodeJwt } from 'jose'
import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import {
  addressSchema, basketItemSchema, basketSchema, cardSchema, challengeSchema, challengeSolvedNoticeSchema, complaintSchema,
  deliveryMethodSchema, feedbackSchema, learningPathSchema, memorySchema, orderSchema, productSchema, reviewSchema,
  couponDiscountSchema, orderConfirmationSchema, savedMemorySchema, tokenUserSchema, walletBalanceSchema
} from '@shop/contract'
import { monthlyCode } from '../domain/checkout/coupons.js'
import { holds, wrappedAnswer } from '../test-support/contract-answers.js'
import { checkout, newCustomer, readyToPay, sendFeedback } from '../test-support/customers.js'
import { listen, nextEvent } from '../test-support/realtime.js'
import { createTestShop } from '../test-support/test-shop.js'

/*
 * The answers of the covered calls, parsed with the contract's schemas. The record schemas are
 * strict: a field the server sends and the contract does not declare fails here, as does one the
 * contract declares and the server leaves out.
 */
const t = createTestShop()
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)])


describe('answers of the API match the contract', () => {
  it('challenges, learning paths and the solved notice', async () => {
    holds(wrappedAnswer(z.array(challengeSchema).min(1)), await t.api.get('/api/Challenges/'), 'GET /api/Challenges/')
    holds(wrappedAnswer(z.array(challengeSchema).length(1)), await t.api.get('/api/Challenges/').query({ sort: 'name', name: 'Score Board' }), 'GET /api/Challenges/?name=')
    holds(wrappedAnswer(z.array(learningPathSchema).min(1)), await t.api.get('/api/LearningPaths'), 'GET /api/LearningPaths')
    const socket = await (await listen(t)).socket()
    const notice = nextEvent(socket, 'challenge solved')
    expect((await t.api.get('/rest/repeat-notification').query({ challenge: 'Score Board' })).status).toBe(200)
    const parsed = challengeSolvedNoticeSchema.safeParse(await notice)
    expect(parsed.success ? 'ok' : z.prettifyError(parsed.error)).toBe('ok')
  })

  it('the token user, products and reviews', async () => {
    const customer = await newCustomer(t, 'contract')
    const token = customer.auth.Authorization.slice('Bearer '.length)
    holds(z.looseObject({ data: tokenUserSchema }), { status: 200, body: decodeJwt(token) }, 'the JWT payload')
    holds(wrappedAnswer(z.array(productSchema).min(1)), await t.api.get('/rest/products/search').query({ q: '' }), 'GET /rest/products/search')
    holds(wrappedAnswer(z.array(productSchema).min(1)), await t.api.get('/rest/products/search').query({ q: 'orange' }), 'GET /rest/products/search?q=orange')
    holds(wrappedAnswer(z.array(productSchema).min(1)), await t.api.get('/api/Products'), 'GET /api/Products')
    holds(wrappedAnswer(z.array(productSchema).min(1)), await t.api.get('/api/Products').query({ sort: 'name' }), 'GET /api/Products?sort=name')
    holds(wrappedAnswer(productSchema), await t.api.get('/api/Products/1'), 'GET /api/Products/1')
    // Planted (secretRecipeLeakChallenge): a withdrawn product is still answered, with its deletedAt.
    holds(wrappedAnswer(productSchema.refine(p => p.deletedAt !== null)), await t.api.get('/api/Products/42'), 'GET /api/Products/42 (withdrawn)')
    holds(wrappedAnswer(z.array(reviewSchema).min(1)), await t.api.get('/rest/products/1/reviews'), 'GET /rest/products/1/reviews')
  })

  it('basket, addresses, cards, delivery methods, wallet and orders of a customer', async () => {
    const customer = await newCustomer(t, 'contract')
    const { addressId, cardId } = await readyToPay(t, customer)
    const as = customer.auth
    holds(wrappedAnswer(basketSchema.refine(b => b.Products.length > 0)), await t.api.get(`/rest/basket/${customer.bid}`).set(as), 'GET /rest/basket/{id}')
    const added = await t.api.post('/api/BasketItems/').set(as).send({ ProductId: 3, BasketId: customer.bid, quantity: 1 })
    holds(wrappedAnswer(basketItemSchema), added, 'POST /api/BasketItems/')
    holds(wrappedAnswer(basketItemSchema), await t.api.get(`/api/BasketItems/${added.body.data.id}`).set(as), 'GET /api/BasketItems/{id}')
    holds(wrappedAnswer(basketItemSchema), await t.api.put(`/api/BasketItems/${added.body.data.id}`).set(as).send({ quantity: 2 }), 'PUT /api/BasketItems/{id}')
    holds(wrappedAnswer(z.array(addressSchema).length(1)), await t.api.get('/api/Addresss').set(as), 'GET /api/Addresss')
    holds(wrappedAnswer(addressSchema), await t.api.get(`/api/Addresss/${addressId}`).set(as), 'GET /api/Addresss/{id}')
    holds(wrappedAnswer(z.array(cardSchema).length(1)), await t.api.get('/api/Cards').set(as), 'GET /api/Cards')
    holds(wrappedAnswer(cardSchema), await t.api.get(`/api/Cards/${cardId}`).set(as), 'GET /api/Cards/{id}')
    holds(wrappedAnswer(z.array(deliveryMethodSchema).min(1)), await t.api.get('/api/Deliverys').set(as), 'GET /api/Deliverys')
    holds(wrappedAnswer(deliveryMethodSchema), await t.api.get('/api/Deliverys/1').set(as), 'GET /api/Deliverys/1')
    holds(wrappedAnswer(walletBalanceSchema), await t.api.put('/rest/wallet/balance').set(as).send({ balance: 10, paymentId: cardId }), 'PUT /rest/wallet/balance')
    holds(wrappedAnswer(walletBalanceSchema), await t.api.get('/rest/wallet/balance').set(as), 'GET /rest/wallet/balance')
    holds(couponDiscountSchema, await t.api.put(`/rest/basket/${customer.bid}/coupon/${monthlyCode(new Date(), 15)}`).set(as), 'PUT /rest/basket/{id}/coupon/{code}')
    holds(orderConfirmationSchema, await checkout(t, customer, { orderDetails: { paymentId: cardId, addressId, deliveryMethodId: 1 } }), 'POST /rest/basket/{id}/checkout')
    holds(wrappedAnswer(z.array(orderSchema).length(1)), await t.api.get('/rest/order-history').set(as), 'GET /rest/order-history')
  })

  it('feedback, complaints and memories', async () => {
    await sendFeedback(t, 'Fresh and friendly')
    holds(wrappedAnswer(z.array(feedbackSchema).min(1)), await t.api.get('/api/Feedbacks/'), 'GET /api/Feedbacks/')
    const customer = await newCustomer(t, 'contract')
    holds(wrappedAnswer(complaintSchema), await t.api.post('/api/Complaints/').set(customer.auth).send({ message: 'The lid leaked' }), 'POST /api/Complaints/', 201)
    holds(wrappedAnswer(z.array(complaintSchema).length(1)), await t.api.get('/api/Complaints/').set(customer.auth), 'GET /api/Complaints/')
    holds(wrappedAnswer(savedMemorySchema), await t.api.post('/rest/memories').set(customer.auth).field('caption', 'Picnic').attach('image', png, 'p.png'), 'POST /rest/memories', 201)
    holds(wrappedAnswer(z.array(memorySchema).min(2)), await t.api.get('/rest/memories/'), 'GET /rest/memories/')
  })
})

import type { Basket, BasketItem, CouponDiscount, OrderConfirmation } from '@shop/contract'
import { Router } from 'express'
import { z } from 'zod'
import { addItem, changeQuantity, readBasket, readItem, removeItem } from '../domain/basket/basket.js'
import { applyCoupon } from '../domain/basket/coupon.js'
import { checkout } from '../domain/checkout/checkout.js'
import { currentUser } from '../http/authenticate.js'
import { idParam, parseInput, wrapped } from '../http/input.js'

const quantity = z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(10_000)
// The client keeps the basket id in session storage, so it may arrive as a digit string.
// The union's own message: zod reports a union that fails both ways only as "Invalid input".
const basketId = z.union([z.number(), z.string().regex(/^\d{1,12}$/).transform(Number)], 'BasketId must be a number')
  .pipe(z.number().int().positive('BasketId must be a positive number'))
const newItem = z.object({ ProductId: z.number().int().positive(), BasketId: basketId, quantity })
const query = z.object({ BasketId: basketId.optional() })
// vuln-code-snippet start negativeQuantityChallenge
const update = z.object({ quantity: z.number().int('Quantity must be a whole number').max(10_000) }) // vuln-code-snippet vuln-line negativeQuantityChallenge
// vuln-code-snippet end negativeQuantityChallenge
const couponCode = z.string().regex(/^[A-Za-z0-9]{10}$/, 'A coupon code has exactly 10 letters or digits')
const paymentId = z.union([z.literal('wallet'), z.number().int().positive(), z.string().regex(/^\d{1,12}$/).transform(Number)])
const orderDetails = z.object({ paymentId, addressId: basketId, deliveryMethodId: basketId })
const couponData = z.string().max(200).optional()
// Both readings of the checkout payload: details nested under orderDetails, or at the top level.
const checkoutBody = z.union([
  z.object({ couponData, orderDetails }),
  orderDetails.extend({ couponData })
]).transform(body => 'orderDetails' in body ? { couponData: body.couponData, ...body.orderDetails } : body)

/** The basket, its items, coupons and checkout. */
export function basketRouter (): Router {
  const router = Router()

  router.get('/rest/basket/:id', (req, res) => {
    res.json(wrapped<Basket>(readBasket(req.shop, currentUser(req), idParam(req))))
  })

  router.put('/rest/basket/:id/coupon/:coupon', (req, res) => {
    const user = currentUser(req)
    const code = parseInput(couponCode, req.params.coupon)
    res.json(applyCoupon(req.shop, user, idParam(req), code) satisfies CouponDiscount)
  })

  router.post('/rest/basket/:id/checkout', async (req, res) => {
    const user = currentUser(req)
    const input = parseInput(checkoutBody, req.body)
    const order = await checkout(req.shop, user, idParam(req), input)
    res.json({ orderConfirmation: order.orderId } satisfies OrderConfirmation)
  })

  router.post('/api/BasketItems', (req, res) => {
    const user = currentUser(req)
    const input = parseInput(newItem, req.body)
    const checked = parseInput(query, req.query).BasketId ?? input.BasketId
    res.json(wrapped<BasketItem>(addItem(req.shop, user, checked, input.BasketId, input.ProductId, input.quantity)))
  })

  router.get('/api/BasketItems/:id', (req, res) => {
    res.json(wrapped<BasketItem>(readItem(req.shop, currentUser(req), idParam(req))))
  })

  router.put('/api/BasketItems/:id', (req, res) => {
    const user = currentUser(req)
    const input = parseInput(update, req.body)
    res.json(wrapped<BasketItem>(changeQuantity(req.shop, user, idParam(req), input.quantity)))
  })

  router.delete('/api/BasketItems/:id', (req, res) => {
    removeItem(req.shop, currentUser(req), idParam(req))
    res.json(wrapped({}))
  })
  return router
}

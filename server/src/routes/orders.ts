import { Router } from 'express'
import { z } from 'zod'
import type { Order, TrackedOrder } from '@shop/contract'
import { allOrders, orderHistory, toggleDelivery } from '../domain/orders/orders.js'
import { orderReceipt } from '../domain/orders/receipt-file.js'
import { trackOrder } from '../domain/orders/tracking.js'
import { currentUser, requireRole } from '../http/authenticate.js'
import { tokenCookie } from '../http/cookies.js'
import { clientAddress, parseInput, wrapped } from '../http/input.js'

const orderId = z.string().regex(/^\d{4}-\d{6}$/, 'Unknown order id format')
const deliveryStatus = z.object({ deliveryStatus: z.boolean('deliveryStatus must be true or false') })

/** Order history, accounting's order list, tracking and the order confirmation PDF. */
export function ordersRouter (): Router {
  const router = Router()
  router.get('/rest/order-history', async (req, res) => {
    res.json(wrapped(await orderHistory(req.shop, currentUser(req), clientAddress(req))))
  })
  router.get('/rest/order-history/orders', requireRole('accounting'), (req, res) => {
    res.json(wrapped(allOrders(req.shop) satisfies Order[]))
  })
  router.put('/rest/order-history/:id/delivery-status', requireRole('accounting'), (req, res) => {
    const id = parseInput(orderId, req.params.id)
    const input = parseInput(deliveryStatus, req.body)
    res.json(wrapped(toggleDelivery(req.shop, id, input.deliveryStatus) satisfies Order))
  })
  router.get('/rest/track-order/:id', async (req, res) => {
    const id = String(req.params.id)
    res.json(wrapped(await trackOrder(req.shop, id.slice(0, 200)) satisfies TrackedOrder[]))
  })
  router.get('/ftp/order_:id.pdf', async (req, res) => {
    const id = parseInput(orderId, req.params.id)
    const pdf = await orderReceipt(req.shop, id, req.auth?.user.id ?? await cookieUser(req))
    res.type('application/pdf').setHeader('Content-Disposition', `inline; filename="order_${id}.pdf"`)
    res.send(pdf)
  })
  return router
}

/** A PDF opened in a new tab carries no bearer header, only the token cookie. */
async function cookieUser (req: Parameters<Parameters<Router['get']>[1]>[0]): Promise<number | null> {
  const token = tokenCookie(req.headers.cookie)
  if (token === '') return null
  const verified = await req.shop.tokens.verify(token)
  return verified?.user.id ?? null
}

import { Router } from 'express'
import { z } from 'zod'
import { addItem, changeQuantity, readBasket, readItem, removeItem } from '../domain/basket/basket.js'
import { currentUser } from '../http/authenticate.js'
import { idParam, parseInput, wrapped } from '../http/input.js'

const quantity = z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(10_000)
// The client keeps the basket id in session storage, so it may arrive as a digit string.
const basketId = z.union([z.number(), z.string().regex(/^\d{1,12}$/, 'BasketId must be a number').transform(Number)])
  .pipe(z.number().int().positive('BasketId must be a positive number'))
const newItem = z.object({ ProductId: z.number().int().positive(), BasketId: basketId, quantity })
const update = z.object({ quantity })

/** The basket and its items. */
export function basketRouter (): Router {
  const router = Router()

  router.get('/rest/basket/:id', (req, res) => {
    res.json(wrapped(readBasket(req.shop, currentUser(req), idParam(req))))
  })

  router.post('/api/BasketItems', (req, res) => {
    const user = currentUser(req)
    const input = parseInput(newItem, req.body)
    res.json(wrapped(addItem(req.shop, user, input.BasketId, input.ProductId, input.quantity)))
  })

  router.get('/api/BasketItems/:id', (req, res) => {
    res.json(wrapped(readItem(req.shop, currentUser(req), idParam(req))))
  })

  router.put('/api/BasketItems/:id', (req, res) => {
    const user = currentUser(req)
    const input = parseInput(update, req.body)
    res.json(wrapped(changeQuantity(req.shop, user, idParam(req), input.quantity)))
  })

  router.delete('/api/BasketItems/:id', (req, res) => {
    removeItem(req.shop, currentUser(req), idParam(req))
    res.json(wrapped({}))
  })
  return router
}

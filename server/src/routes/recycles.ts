import { Router } from 'express'
import { z } from 'zod'
import { myRecycles, recyclesById, requestRecycling } from '../domain/recycle/recycle.js'
import { currentUser } from '../http/authenticate.js'
import { parseInput, wrapped } from '../http/input.js'

const recycleSchema = z.object({
  UserId: z.unknown().optional(),
  AddressId: z.coerce.number({ error: 'AddressId is required' }).int('AddressId must be an address id').positive('AddressId must be an address id'),
  quantity: z.coerce.number({ error: 'quantity is required' }).int('quantity must be a whole number of liters'),
  isPickUp: z.boolean().optional().default(false),
  date: z.string().max(40).optional().nullable().transform(value => value ?? undefined)
})

/** Pomace recycling: a box for small amounts, a pickup above 100 liters. */
export function recyclesRouter (): Router {
  const router = Router()

  router.post('/api/Recycles', (req, res) => {
    const user = currentUser(req)
    res.status(201).json(wrapped(requestRecycling(req.shop, user.id, parseInput(recycleSchema, req.body))))
  })

  router.get('/api/Recycles', (req, res) => {
    res.json(wrapped(myRecycles(req.shop, currentUser(req).id)))
  })

  router.get('/api/Recycles/:id', (req, res) => {
    const user = currentUser(req)
    res.json(wrapped(recyclesById(req.shop, user.id, String(req.params.id))))
  })
  return router
}

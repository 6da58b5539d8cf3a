import { Router } from 'express'
import { deliveryMethod, deliveryMethods } from '../domain/delivery/delivery-methods.js'
import { currentUser } from '../http/authenticate.js'
import { idParam, wrapped } from '../http/input.js'

/** Delivery methods offered at checkout. */
export function deliveriesRouter (): Router {
  const router = Router()
  router.get('/api/Deliverys', (req, res) => {
    res.json(wrapped(deliveryMethods(req.shop, currentUser(req))))
  })
  router.get('/api/Deliverys/:id', (req, res) => {
    res.json(wrapped(deliveryMethod(req.shop, currentUser(req), idParam(req))))
  })
  return router
}

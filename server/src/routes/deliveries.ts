import { Router } from 'express'
import { currentUser } from '../http/authenticate.js'
import { notFound } from '../http/errors.js'
import { idParam, wrapped } from '../http/input.js'
import type { DeliveryRow } from '../repositories/deliveries.js'

/** Deluxe members see their own delivery prices. */
const priced = (row: DeliveryRow, role: string) => ({ id: row.id, name: row.name, price: role === 'deluxe' ? row.deluxePrice : row.price, eta: row.eta, icon: row.icon })

/** Delivery methods offered at checkout. */
export function deliveriesRouter (): Router {
  const router = Router()
  router.get('/api/Deliverys', (req, res) => {
    const user = currentUser(req)
    res.json(wrapped(req.shop.repos.deliveries.list().map(row => priced(row, user.role))))
  })
  router.get('/api/Deliverys/:id', (req, res) => {
    const user = currentUser(req)
    const row = req.shop.repos.deliveries.findById(idParam(req))
    if (!row) throw notFound('Delivery method')
    res.json(wrapped(priced(row, user.role)))
  })
  return router
}

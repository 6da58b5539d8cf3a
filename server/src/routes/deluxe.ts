import { Router } from 'express'
import type { DeluxeStatus, DeluxeUpgrade } from '@shop/contract'
import { becomeDeluxe, membershipCost } from '../domain/deluxe/membership.js'
import { currentUser } from '../http/authenticate.js'
import { wrapped } from '../http/input.js'

/** Deluxe membership: its price and the upgrade. */
export function deluxeRouter (): Router {
  const router = Router()
  router.get('/rest/deluxe-membership', (req, res) => {
    currentUser(req)
    res.json(wrapped<DeluxeStatus>({ membershipCost: membershipCost(req.shop) }))
  })
  router.post('/rest/deluxe-membership', async (req, res) => {
    const user = currentUser(req)
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>
    const token = await becomeDeluxe(req.shop, user, body.paymentMode, body.paymentId)
    res.json(wrapped<DeluxeUpgrade>({ confirmation: 'Congratulations! You are now a deluxe member!', token }))
  })
  return router
}

import { Router } from 'express'
import { stockSyncReport } from '../domain/catalogue/stock-sync.js'
import { notFound } from '../http/errors.js'

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

/**
 * Endpoints for the shop's own jobs. They answer only requests from this machine that carry the
 * instance marker the shop's own outbound requests send; to anyone else they do not exist.
 */
export function internalRouter (): Router {
  const router = Router()
  router.get('/internal/stock-sync', (req, res) => {
    const local = LOOPBACK.test(req.socket.remoteAddress ?? '')
    if (!local || req.headers['x-shop-instance'] !== req.shop.id) throw notFound('Page')
    res.json(stockSyncReport(req.shop))
  })
  return router
}

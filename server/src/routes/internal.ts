import { timingSafeEqual } from 'node:crypto'
import { Router, type Request } from 'express'
import ipaddr from 'ipaddr.js'
import { stockSyncReport } from '../domain/catalogue/stock-sync.js'
import { notFound } from '../http/errors.js'

/** Whether the peer is this machine: 127.0.0.0/8 or ::1, also as an IPv4-mapped IPv6 address. */
export function fromLoopback (address: string | undefined): boolean {
  if (address === undefined || !ipaddr.isValid(address)) return false
  return ipaddr.process(address).range() === 'loopback'
}

/** Whether the request carries the instance's internal secret (compared in constant time). */
function sentByTheShop (req: Request): boolean {
  const sent = req.headers['x-shop-internal']
  if (typeof sent !== 'string' || req.headers['x-shop-instance'] !== req.shop.id) return false
  const expected = Buffer.from(req.shop.internalSecret)
  const given = Buffer.from(sent)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Endpoints for the shop's own jobs. They answer only requests from this machine that carry the
 * instance marker and the instance's internal secret, which only the shop's own outbound requests
 * send (the fetch guard; the planted SSRF reaches them through it). Being local is not enough:
 * every program and every user on the machine is local. To anyone else they do not exist.
 */
export function internalRouter (): Router {
  const router = Router()
  router.get('/internal/stock-sync', (req, res) => {
    const local = fromLoopback(req.socket.remoteAddress)
    if (!local || !sentByTheShop(req)) throw notFound('Page')
    res.json(stockSyncReport(req.shop))
  })
  return router
}

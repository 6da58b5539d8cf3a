import type { RequestHandler } from 'express'

/** Counts every answered request and its duration in the instance's metrics, by matched route, and writes it to the access log. */
export const requestMetrics: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint()
  // The app trusts no proxy (app.ts), so `req.ip` is this very address, found by parsing any
  // X-Forwarded-For header first: read from the socket instead.
  const remoteAddress = req.socket.remoteAddress ?? '-'
  res.on('finish', () => {
    // The route pattern, not the path, keeps the number of label values small.
    const route = req.route === undefined ? (res.statusCode === 404 ? '(unmatched)' : '(static)') : String(req.baseUrl + String(req.route.path))
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    req.shop.metrics.observe({ method: req.method, route, status: String(res.statusCode), seconds })
    req.shop.accessLog.record(req, res, remoteAddress)
  })
  next()
}

import { Router } from 'express'

/** Prometheus scrape endpoint of the instance. */
export function metricsRouter (): Router {
  const router = Router()
  // Meant for the monitoring server inside the network; it was never put behind anything.
  // vuln-code-snippet start exposedMetricsChallenge
  router.get('/metrics', async (req, res) => { // vuln-code-snippet vuln-line exposedMetricsChallenge
    const { contentType, text } = await req.shop.metrics.render()
    res.type(contentType).send(text)
  })
  // vuln-code-snippet end exposedMetricsChallenge
  return router
}

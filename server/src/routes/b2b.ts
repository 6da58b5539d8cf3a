import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import express, { Router } from 'express'
import { z } from 'zod'
import { placeB2bOrder } from '../domain/orders/b2b.js'
import { currentUser } from '../http/authenticate.js'
import { apiNotFound, methodNotAllowed } from '../http/errors.js'
import { parseInput } from '../http/input.js'
import { dataFolder } from '../paths.js'
import { readYamlFile } from '../yaml-files.js'

const orderLine = z.object({
  productId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(100_000),
  customerReference: z.string().max(100).optional()
})

// As the published document says, `cid` alone is required: the order lines come as a list
// (`orderLines`), as JSON text (`orderLinesData`), or not at all.
const order = z.object({
  cid: z.string('cid is required').trim().min(1, 'cid is required').max(100),
  orderLines: z.array(orderLine).max(1_000).optional(),
  orderLinesData: z.string('orderLinesData must be text').max(10_000).optional()
})

const swaggerPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Juice Shop B2B API</title>
<link rel="stylesheet" href="./swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="./swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: './openapi.json', dom_id: '#swagger-ui' })</script>
</body></html>`

const SWAGGER_ASSET = /^\/(?:swagger-ui(?:-bundle)?\.(?:css|js)(?:\.map)?|favicon-(?:16x16|32x32)\.png)$/

/** The B2B order interface and its documentation (Swagger UI from the npm package, no CDN). */
export function b2bRouter (): Router {
  const router = Router()
  let openApi: unknown = null

  router.post('/b2b/v2/orders', async (req, res) => {
    const user = currentUser(req)
    res.json(await placeB2bOrder(req.shop, user, parseInput(order, req.body)))
  })

  // The documentation is read-only and answers like the API it documents: JSON 405 and 404.
  router.use('/api-docs', (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') { next(); return }
    res.setHeader('Allow', 'GET, HEAD')
    throw methodNotAllowed(req.method, req.originalUrl.split('?')[0])
  })
  router.get('/api-docs', (req, res, next) => {
    // Relative asset paths need the trailing slash.
    if (!req.originalUrl.split('?')[0].endsWith('/')) { res.redirect(301, '/api-docs/'); return }
    next()
  })
  router.get('/api-docs/', (_req, res) => { res.type('html').send(swaggerPage) })
  router.get('/api-docs/openapi.json', (_req, res) => {
    openApi ??= readYamlFile(path.join(dataFolder, 'b2b-openapi.yml'))
    res.json(openApi)
  })
  const swaggerFolder = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
  // Only what the page above loads: the package also ships a demo page (index.html and its
  // initializer) that documents a pet store instead of this shop.
  if (fs.existsSync(swaggerFolder)) {
    const assets = express.static(swaggerFolder, { index: false })
    router.use('/api-docs', (req, res, next) => { if (SWAGGER_ASSET.test(req.path)) assets(req, res, next); else next() })
  }
  router.use('/api-docs', apiNotFound)
  return router
}

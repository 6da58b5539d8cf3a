import { Router } from 'express'
import { z } from 'zod'
import { searchProducts } from '../domain/catalogue/search.js'
import { notFound } from '../http/errors.js'
import { idParam, parseInput, wrapped } from '../http/input.js'

// A repeated `q` arrives as an array; refuse it instead of guessing which one was meant.
// Other parameters (the client's cache-busting `d`) are accepted and ignored.
const searchQuery = z.object({ q: z.string('q must be a single text value').default('') })

/** Catalogue: search, product listing and lookup, stock quantities. */
export function productsRouter (): Router {
  const router = Router()

  router.get('/rest/products/search', async (req, res) => {
    const { q } = parseInput(searchQuery, req.query)
    res.json(wrapped(await searchProducts(req.shop, q)))
  })

  router.get('/api/Products', (req, res) => {
    res.json(wrapped(req.shop.repos.products.list()))
  })

  router.get('/api/Products/:id', (req, res) => {
    const product = req.shop.repos.products.findById(idParam(req))
    if (!product) throw notFound('Product')
    res.json(wrapped(product))
  })

  router.get('/api/Quantitys', (req, res) => {
    res.json(wrapped(req.shop.repos.quantities.list().map(({ id, ProductId, quantity, limitPerUser }) => ({ id, ProductId, quantity, limitPerUser }))))
  })
  return router
}

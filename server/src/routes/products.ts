import { Router } from 'express'
import { z } from 'zod'
import { findProduct, listProducts, stockQuantities } from '../domain/catalogue/products.js'
import { searchProducts } from '../domain/catalogue/search.js'
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
    res.json(wrapped(listProducts(req.shop)))
  })

  router.get('/api/Products/:id', (req, res) => {
    res.json(wrapped(findProduct(req.shop, idParam(req))))
  })

  router.get('/api/Quantitys', (req, res) => {
    res.json(wrapped(stockQuantities(req.shop)))
  })
  return router
}

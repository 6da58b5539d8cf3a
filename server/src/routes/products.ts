import { Router } from 'express'
import { z } from 'zod'
import type { StockRow } from '@shop/contract'
import { createProduct, listProducts, newProductSchema, productById, stockQuantities } from '../domain/catalogue/products.js'
import { searchProducts } from '../domain/catalogue/search.js'
import { currentUser } from '../http/authenticate.js'
import { clientAddress, idParam, parseInput, wrapped } from '../http/input.js'
import { sendRows } from '../http/send-answer.js'
import { answerKeys } from '../instance/answer-cache.js'

// A repeated `q` arrives as an array; refuse it instead of guessing which one was meant.
// Other parameters (the client's cache-busting `d`) are accepted and ignored.
const searchQuery = z.object({ q: z.string('q must be a single text value').default('') })
const listQuery = z.object({ sort: z.string('sort must be a single text value').optional() })

/** Catalogue: search, product listing and lookup, stock quantities. */
export function productsRouter (): Router {
  const router = Router()

  router.get('/rest/products/search', async (req, res) => {
    const { q } = parseInput(searchQuery, req.query)
    sendRows(req, res, answerKeys.search(q), await searchProducts(req.shop, q, clientAddress(req)))
  })

  router.get('/api/Products', async (req, res) => {
    const { sort } = parseInput(listQuery, req.query)
    sendRows(req, res, answerKeys.products, await listProducts(req.shop, sort, clientAddress(req)))
  })

  router.post('/api/Products', (req, res) => {
    const user = currentUser(req)
    res.status(201).json(wrapped(createProduct(req.shop, user, parseInput(newProductSchema, req.body))))
  })

  router.get('/api/Products/:id', (req, res) => {
    res.json(wrapped(productById(req.shop, idParam(req))))
  })

  router.get('/api/Quantitys', (req, res) => {
    res.json(wrapped(stockQuantities(req.shop) satisfies StockRow[]))
  })
  return router
}

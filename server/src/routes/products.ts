import { Router } from 'express'
import { searchProducts } from '../domain/catalogue/search.js'
import { notFound } from '../http/errors.js'
import { idParam, wrapped } from '../http/input.js'

/** Catalogue: search, product listing and lookup, stock quantities. */
export function productsRouter (): Router {
  const router = Router()

  router.get('/rest/products/search', (req, res) => {
    const q = typeof req.query.q === 'string' ? req.query.q : ''
    res.json(wrapped(searchProducts(req.shop, q)))
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

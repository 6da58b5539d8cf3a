import { Router } from 'express'
import { z } from 'zod'
import type { StockRow } from '@shop/contract'
import { MAX_STOCK, updateProduct, updateStock } from '../domain/accounting/stock-and-prices.js'
import { requireRole } from '../http/authenticate.js'
import { idParam, parseInput, wrapped } from '../http/input.js'

const money = z.number({ error: 'must be a number' }).min(0, 'must not be negative').max(100_000, 'is too large')

const quantitySchema = z.object({
  quantity: z.number({ error: 'quantity must be a number' }).int('quantity must be a whole number').min(0, 'quantity must not be negative').max(MAX_STOCK, `quantity must be at most ${MAX_STOCK}`)
})

/** Accounting edits: product prices (and, planted, every other product field) and stock. */
export function accountingRouter (): Router {
  const router = Router()

  router.put('/api/Quantitys/:id', requireRole('accounting', 'admin'), (req, res) => {
    res.json(wrapped(updateStock(req.shop, idParam(req), parseInput(quantitySchema, req.body).quantity) satisfies StockRow))
  })

  // Planted (productTamperChallenge): meant for the accounting screen's price edits.
  // vuln-code-snippet start productTamperChallenge
  const productSchema = z.object({
    name: z.string().trim().min(1).max(200).optional(), // vuln-code-snippet vuln-line productTamperChallenge
    description: z.string().max(5000).optional(), // vuln-code-snippet vuln-line productTamperChallenge
    price: money.optional(),
    deluxePrice: money.optional(),
    image: z.string().max(300).optional() // vuln-code-snippet vuln-line productTamperChallenge
  })
  router.put('/api/Products/:id', (req, res) => { // vuln-code-snippet vuln-line productTamperChallenge
    res.json(wrapped(updateProduct(req.shop, idParam(req), parseInput(productSchema, req.body))))
  })
  // vuln-code-snippet end productTamperChallenge
  return router
}

import { Router } from 'express'
import { z } from 'zod'
import { reviewsForProductId } from '../domain/reviews/review-lookup.js'
import { editReview, likeReview, writeReview } from '../domain/reviews/reviews.js'
import { currentUser } from '../http/authenticate.js'
import { idParam, parseInput, wrapped } from '../http/input.js'

const message = z.string().trim().min(1, 'Review text is required').max(160, 'Reviews are limited to 160 characters')
const newReview = z.object({ message, author: z.string().trim().min(1, 'Author is required').max(254, 'Author is too long') })
// A review id, or (as the original document store allowed) a filter object on it.
const reviewRef = z.union([z.string().min(1).max(64), z.record(z.string().max(20), z.unknown())], 'id must be a review id')
const edit = z.object({ id: reviewRef, message })
const like = z.object({ id: z.string().min(1).max(64) })

/** Product reviews: read, write, edit own, like once. */
export function reviewsRouter (): Router {
  const router = Router()

  router.get('/rest/products/:id/reviews', async (req, res) => {
    res.json(wrapped(await reviewsForProductId(req.shop, String(req.params.id))))
  })

  router.put('/rest/products/:id/reviews', (req, res) => {
    const productId = idParam(req)
    const input = parseInput(newReview, req.body)
    writeReview(req.shop, req.auth?.user ?? null, productId, input.message, input.author)
    res.status(201).json({ status: 'success' })
  })

  router.patch('/rest/products/reviews', (req, res) => {
    const user = currentUser(req)
    const input = parseInput(edit, req.body)
    res.json(editReview(req.shop, user, input.id, input.message))
  })

  router.post('/rest/products/reviews', async (req, res) => {
    const user = currentUser(req)
    const input = parseInput(like, req.body)
    res.json(await likeReview(req.shop, user, input.id))
  })
  return router
}

import type { ShopInstance } from '../../instance/shop-instance.js'
import type { TokenUser } from '../../domain/auth/tokens.js'
import type { Review } from '../../repositories/reviews.js'
import { forbidden, notFound } from '../errors.js'

export interface ReviewChange { modified: number, original: Review[], updated: Review[] }

export function listReviews (shop: ShopInstance, productId: number): Review[] {
  return shop.repos.reviews.listForProduct(productId)
}

/** Writes a review in the caller's own name. */
export function writeReview (shop: ShopInstance, user: TokenUser, productId: number, message: string, author: string): void {
  if (!shop.repos.products.findById(productId)) throw notFound('Product')
  // Writing under someone else's name is an authorisation failure, not a malformed request.
  if (author !== user.email) throw forbidden('Reviews can only be written in your own name')
  shop.repos.reviews.insert({ product: productId, message, author: user.email })
  shop.events.emit('review.saved', { productId, author: user.email, callerEmail: user.email, message })
}

function existingReview (shop: ShopInstance, id: string): Review {
  const review = shop.repos.reviews.findById(id)
  if (!review) throw notFound('Review')
  return review
}

export function editReview (shop: ShopInstance, user: TokenUser, id: string, message: string): ReviewChange {
  const original = existingReview(shop, id)
  if (original.author !== user.email) throw forbidden('You can only edit your own reviews')
  shop.repos.reviews.updateMessage(id, message)
  shop.events.emit('review.updated', { modifiedCount: 1 })
  return { modified: 1, original: [original], updated: [shop.repos.reviews.findById(id)!] }
}

/** Each user may like a review once. */
export function likeReview (shop: ShopInstance, user: TokenUser, id: string): ReviewChange {
  const original = existingReview(shop, id)
  if (original.likedBy.includes(user.email)) throw forbidden('Not allowed')
  shop.repos.reviews.updateLikes(id, [...original.likedBy, user.email])
  return { modified: 1, original: [original], updated: [shop.repos.reviews.findById(id)!] }
}

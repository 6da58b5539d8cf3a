import type { ShopInstance } from '../../instance/shop-instance.js'
import type { TokenUser } from '../auth/tokens.js'
import { forbidden, notFound, unauthenticated } from '../errors.js'
import { captchaMatches } from './captcha.js'

export interface FeedbackInput { UserId?: number | null, captchaId: number, captcha: string, comment: string, rating: number }

/** Saves customer feedback after the captcha check; the author is always the caller (or nobody). */
export function saveFeedback (shop: ShopInstance, caller: TokenUser | null, input: FeedbackInput) {
  if (!captchaMatches(shop, input.captchaId, input.captcha)) throw unauthenticated('Wrong answer to CAPTCHA. Please try again.')
  const callerId = caller?.id ?? null
  if (input.UserId !== undefined && input.UserId !== null && input.UserId !== callerId) throw forbidden('Feedback can only be given in your own name')
  const row = shop.repos.feedbacks.insert(callerId, input.comment, input.rating)
  shop.events.emit('feedback.saved', { id: row.id, UserId: row.UserId, callerId, comment: row.comment, rating: row.rating })
  return { id: row.id, UserId: row.UserId, comment: row.comment, rating: row.rating, createdAt: row.createdAt, updatedAt: row.updatedAt }
}

export const listFeedback = (shop: ShopInstance) => shop.repos.feedbacks.list()

export function deleteFeedback (shop: ShopInstance, id: number): void {
  if (!shop.repos.feedbacks.remove(id)) throw notFound('Feedback')
}

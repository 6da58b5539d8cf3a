import type { Feedback } from '@shop/contract'
import type { ContentScanning, ShopPorts } from '../ports.js'
import type { TokenUser } from '../auth/tokens.js'
import { invalid, notFound, unauthenticated } from '../errors.js'
import { captchaMatches } from './captcha.js'
import { stripTags } from './sanitise.js'

export interface FeedbackInput { UserId?: number | null, captchaId: number, captcha: string, comment?: string | null, rating: number }

export function requireCaptcha (shop: Pick<ShopPorts, 'repos'>, captchaId: number, answer: string): void {
  if (!captchaMatches(shop, captchaId, answer)) throw unauthenticated('Wrong answer to CAPTCHA. Please try again.')
}

/**
 * Saves customer feedback after the captcha check. `client` names the sender's connection for
 * the anti-automation watch.
 */
export function saveFeedback (shop: Pick<ShopPorts, 'repos' | 'events'> & ContentScanning, caller: TokenUser | null, client: string, input: FeedbackInput) {
  requireCaptcha(shop, input.captchaId, input.captcha)
  const callerId = caller?.id ?? null
  // Planted (forgedFeedbackChallenge): the author is whoever the body names.
  // vuln-code-snippet start forgedFeedbackChallenge
  const authorId = input.UserId ?? callerId // vuln-code-snippet vuln-line forgedFeedbackChallenge
  if (authorId !== null && !shop.repos.users.findById(authorId)) throw invalid('Unknown user') // vuln-code-snippet neutral-line forgedFeedbackChallenge
  const comment = input.comment == null ? '' : stripTags(input.comment).trim()
  if (input.comment != null && comment === '') throw invalid('Comment is required')
  const row = shop.repos.feedbacks.insert(authorId, comment, input.rating)
  // vuln-code-snippet end forgedFeedbackChallenge
  shop.events.emit('feedback.saved', { id: row.id, UserId: row.UserId, callerId, comment: row.comment, rating: row.rating, client })
  shop.scanContent(row.comment, 'feedback')
  return { id: row.id, UserId: row.UserId, comment: row.comment, rating: row.rating, createdAt: row.createdAt, updatedAt: row.updatedAt }
}

export const listFeedback = (shop: Pick<ShopPorts, 'repos'>): Feedback[] => shop.repos.feedbacks.list()

export function deleteFeedback (shop: Pick<ShopPorts, 'repos'>, id: number): void {
  if (!shop.repos.feedbacks.remove(id)) throw notFound('Feedback')
}

import type { DataExport, ImageCaptcha } from '@shop/contract'
import type { ShopPorts } from '../ports.js'
import { DomainError, invalid, notFound } from '../errors.js'

const CAPTCHA_LENGTH = 5

/** GET /rest/image-captcha/: a fresh picture captcha (svg-captcha), its answer kept for the caller. */
export async function newImageCaptcha (shop: Pick<ShopPorts, 'repos'>, userId: number): Promise<ImageCaptcha> {
  const { default: svgCaptcha } = await import('svg-captcha')
  const captcha = svgCaptcha.create({ size: CAPTCHA_LENGTH, noise: 2, ignoreChars: '0oO1lIi', color: true, background: '#fff8e1' })
  shop.repos.imageCaptchas.replace(userId, captcha.text)
  return { image: captcha.data }
}

export interface ExportRequest { format: string, answer?: string }

/**
 * Collects what the shop keeps about the caller. Planted (exportSpreeChallenge): the rule "a captcha
 * for a second export within 5 minutes" lives only in the browser; the server checks an answer
 * only when one is sent.
 */
export function exportUserData (shop: Pick<ShopPorts, 'repos' | 'events'>, userId: number, request: ExportRequest): DataExport {
  if (!['1', 'json'].includes(request.format.toLowerCase())) throw invalid('Only the JSON format is available at the moment.')
  const user = shop.repos.users.findById(userId)
  if (!user) throw notFound('User')
  const answered = request.answer !== undefined
  if (answered) {
    const expected = shop.repos.imageCaptchas.latest(userId)
    if (!expected || request.answer!.trim() !== expected.answer) throw new DomainError('unauthenticated', 'Wrong answer to CAPTCHA. Please try again.')
    shop.repos.imageCaptchas.clear(userId)
  }
  const reviews = shop.repos.reviews.listByAuthor(user.email).map(review => ({ message: review.message, author: review.author, productId: review.product, likesCount: review.likesCount, likedBy: review.likedBy }))
  // Planted (dataExportWildcardChallenge): the caller's e-mail is used as a LIKE pattern, unescaped.
  const orders = shop.repos.orders.listForEmail(user.email)
  const userData = {
    username: user.username,
    email: user.email,
    orders: orders.map(order => ({ orderId: order.orderId, totalPrice: order.totalPrice, bonus: order.bonus, delivered: order.delivered, createdAt: order.createdAt, products: order.products.map(({ name, price, quantity, total }) => ({ name, price, quantity, total })) })),
    reviews,
    memories: shop.repos.memories.listByUser(user.id).map(memory => ({ caption: memory.caption, imageUrl: memory.imagePath, createdAt: memory.createdAt }))
  }
  shop.events.emit('export.sent', { userId, captchaAnswered: answered, rows: orders.length + reviews.length, orderOwners: orders.map(order => order.UserId) })
  return { userData: JSON.stringify(userData, null, 2), confirmation: 'Your data export will open in a new Browser window.' }
}

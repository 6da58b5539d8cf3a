import type { ShopInstance } from '../../instance/shop-instance.js'
import { tokenUser } from '../auth/tokens.js'
import { invalid, notFound } from '../errors.js'
import { BUDGETS } from '../../challenges/mechanisms/budgets.js'
import type { ProductRow } from '../../repositories/products.js'
import { monthlyCode } from '../checkout/coupons.js'
import { readProfile, STAFF_TIERS, writeProfile, type BotProfile } from './profile.js'
import { RULEBOOK, rulebookDump, type Rule } from './rulebook.js'

export const BOT_NAME = 'Juicy'
export const MAX_MESSAGE_LENGTH = 500
/** The coupon rule refuses, but gives in on this request of one conversation. */
const COUPON_GIVE_IN_AT = 5
const GIVE_IN_DISCOUNT = 10

export type BotAction = 'query' | 'setname'
export interface BotAnswer { status: boolean, action: BotAction, body: string, token?: string }

const price = (value: number): string => `${value.toFixed(2)}¤`

/** First message of a conversation (GET /rest/chatbot/status); opening the chat starts a new one. */
export function chatbotStatus (shop: ShopInstance, userId: number): BotAnswer {
  const saved = shop.repos.chatbotProfiles.find(userId)
  if (!saved) return { status: true, action: 'setname', body: `Hi, I'm ${BOT_NAME}, the ${shop.config.application.name} support bot. What's your name?` }
  shop.repos.chatbotProfiles.startConversation(userId)
  return { status: true, action: 'query', body: `Welcome back, ${readProfile(saved.profile).name}! Ask me about our juices, their prices and stock, or your orders.` }
}

/** POST /rest/chatbot/respond. */
export async function chatbotRespond (shop: ShopInstance, userId: number, action: BotAction, query: string): Promise<BotAnswer> {
  const text = query.trim()
  if (text === '') throw invalid('Please type a message.')
  if (text.length > MAX_MESSAGE_LENGTH) throw invalid(`Messages may be at most ${MAX_MESSAGE_LENGTH} characters long.`)
  const user = shop.repos.users.findById(userId)
  if (!user) throw notFound('User')
  shop.scanContent(text, 'chatbot')

  const saved = shop.repos.chatbotProfiles.find(userId)
  if (action === 'setname' || !saved) {
    if (action !== 'setname') return chatbotStatus(shop, userId)
    shop.repos.chatbotProfiles.save(userId, writeProfile(text, user.role))
    const profile = readProfile(shop.repos.chatbotProfiles.find(userId)!.profile)
    return { status: true, action: 'query', body: `Nice to meet you, ${profile.name}! How can I help you today?`, token: await shop.tokens.issue(tokenUser(user)) }
  }

  const profile = readProfile(saved.profile)
  const products = shop.repos.products.list()
  const read = await understand(shop, text, products)
  const rule = RULEBOOK.find(candidate => candidate.id === read.intent) ?? null
  if (rule === null) return answer(`Sorry ${profile.name}, that's not in my rulebook. Try asking about a juice's price or stock.`)
  if (rule.staffOnly === true && !STAFF_TIERS.has(profile.tier)) return answer(`Sorry ${profile.name}, only staff may ask me that.`)
  shop.events.emit('chatbot.intent', { intent: rule.id, tier: profile.tier, staffOnly: rule.staffOnly === true, realRole: user.role })
  return answer(await runRule(shop, userId, rule, profile, text, read.product === null ? null : products[read.product] ?? null))
}

const MATCH_MESSAGE = `Your message took longer than ${BUDGETS.chatbotMatchMs / 1000} s to read; please ask a shorter question`

/** The rule and product a question asks about, read by the fuzzy matcher in a contained worker (containment/match-task.ts). */
async function understand (shop: ShopInstance, text: string, products: ProductRow[]) {
  return await shop.pool.run({ kind: 'match', message: text, productNames: products.map(product => product.name) },
    { limitMs: BUDGETS.chatbotMatchMs, budget: 'chatbot', memoryBudget: 'chatbot', timeMessage: MATCH_MESSAGE, memoryMessage: MATCH_MESSAGE, source: 'chatbot' })
}

const answer = (body: string): BotAnswer => ({ status: true, action: 'query', body })

async function runRule (shop: ShopInstance, userId: number, rule: Rule, profile: BotProfile, text: string, product: ProductRow | null): Promise<string> {
  switch (rule.id) {
    case 'greeting': return `Hello ${profile.name}! What can I do for you?`
    case 'thanks': return `You're welcome, ${profile.name}. Enjoy your juice!`
    case 'openingHours': return 'The shop is open around the clock. Standard delivery takes 3 to 5 days, fast delivery 1 to 2.'
    case 'recycling': return 'We collect pomace for compost: up to 100 liters we send you a box, above that we pick it up. Use "Recycle" in the account menu.'
    case 'productPrice':
    case 'productStock': return productAnswer(shop, rule.id, product)
    case 'coupon': return couponAnswer(shop, userId, profile)
    case 'orderStatus': return orderAnswer(shop, userId, text)
    case 'goodwillCredit': return `Goodwill credit noted, ${profile.name}: the customer gets 5.00¤ off their next order.`
    case 'showRulebook': return `Rulebook:\n${rulebookDump()}`
  }
}

function productAnswer (shop: ShopInstance, intent: 'productPrice' | 'productStock', product: ProductRow | null): string {
  if (!product) return "Which product do you mean? Tell me its name, for example 'How much is the Apple Juice?'"
  if (intent === 'productPrice') return `${product.name} costs ${price(product.price)}.`
  const stock = shop.repos.quantities.findByProduct(product.id)?.quantity ?? 0
  return stock > 0 ? `We have ${stock} × ${product.name} in stock.` : `${product.name} is sold out right now, sorry.`
}

/**
 * Reads an order back by its id. Planted (chatbotOrderPeekChallenge): any order is looked up,
 * whoever owns it.
 */
function orderAnswer (shop: ShopInstance, userId: number, text: string): string {
  const orderId = /\b\d{4}-\d{6}\b/.exec(text)?.[0]
  if (orderId === undefined) return 'Tell me the order id, it looks like 0042-000123. You find it in your order history.'
  const order = shop.repos.orders.findByOrderId(orderId)
  if (!order) return `I could not find an order ${orderId}.`
  shop.events.emit('chatbot.orderAnswered', { askerId: userId, ownerId: order.UserId, orderId })
  const items = order.products.map(line => `${line.quantity} × ${line.name}`).join(', ')
  return `Order ${order.orderId} for ${order.email}: ${items}. Total ${price(order.totalPrice)}, ${order.delivered ? 'delivered' : 'in transit'}.`
}

function couponAnswer (shop: ShopInstance, userId: number, profile: BotProfile): string {
  const requests = shop.repos.chatbotProfiles.countCouponRequest(userId)
  if (requests < COUPON_GIVE_IN_AT) {
    const refusals = ["I'm afraid I can't hand out coupons.", 'Sorry, coupons are not mine to give.', 'Really, no coupons from me.', 'You are persistent. Still no.']
    return `${refusals[Math.min(requests, refusals.length) - 1] ?? refusals[0]} ${profile.name}, keep an eye on our campaigns instead.`
  }
  if (requests > COUPON_GIVE_IN_AT) return `You already got this month's coupon, ${profile.name}. Enjoy it!`
  // Planted (chatbotHaggleChallenge): the rule gives in on the fifth request and mints a real code.
  // The shop's clock, so the code is the one checkout accepts this month.
  const code = monthlyCode(shop.clock.now(), GIVE_IN_DISCOUNT)
  shop.events.emit('chatbot.couponIssued', { userId, code, discount: GIVE_IN_DISCOUNT })
  return `Fine, you win, ${profile.name}! Here is ${GIVE_IN_DISCOUNT}% off this month: ${code}`
}

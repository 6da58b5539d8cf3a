import type { ChatbotAnswer } from '@shop/contract'
import type { ShopConfig } from '../../config.js'
import type { ContainedPool } from '../../containment/pool.js'
import type { Repositories } from '../../repositories/index.js'
import type { Clock, ContentScanning, EventSink } from '../ports.js'
import { tokenUser, type TokenService } from '../auth/tokens.js'
import { invalid, notFound } from '../errors.js'
import { BUDGETS } from '../../challenges/mechanisms/budgets.js'
import type { ProductRow } from '../../repositories/products.js'
import { monthlyCode } from '../checkout/coupons.js'
import { readProfile, STAFF_TIERS, writeProfile, type BotProfile } from './profile.js'
import { RULEBOOK, rulebookDump, type Rule } from './rulebook.js'
import { TextCatalogue } from '../text-catalogue.js'
import { customAnswer } from '../../overlay.js'

/** What the bot says, in every language it speaks (data/chatbot.yml and data/i18n/<lang>/chatbot.yml); read once, never changed. */
export const CHATBOT_TEXTS = new TextCatalogue('chatbot')

/** The bot's sentences in one language. */
type Say = (key: string, values?: Record<string, string | number>, index?: number) => string
const speaker = (language: string): Say => (key, values, index) => CHATBOT_TEXTS.text(language, key, values, index)

export const BOT_NAME = 'Juicy'
export const MAX_MESSAGE_LENGTH = 500
/** The coupon rule refuses, but gives in on this request of one conversation. */
const COUPON_GIVE_IN_AT = 5
const GIVE_IN_DISCOUNT = 10

export type BotAnswer = ChatbotAnswer
export type BotAction = BotAnswer['action']

/** The opening line needs only the customer's bot profile and the shop's name. */
export interface ChatbotOpening {
  repos: Pick<Repositories, 'chatbotProfiles'>
  config: { application: Pick<ShopConfig['application'], 'name'> }
}

/**
 * A conversation turn: the customer, the catalogue and orders the rules read, the shop's
 * own answers, the token for a renamed customer, the contained matcher, the content scanner,
 * the detectors and the shop's clock (for the monthly coupon code).
 */
export interface ChatbotDeps extends ContentScanning {
  repos: Pick<Repositories, 'users' | 'chatbotProfiles' | 'products' | 'quantities' | 'orders'>
  config: { application: Pick<ShopConfig['application'], 'name'>, content: Pick<ShopConfig['content'], 'chatbotAnswers'> }
  tokens: Pick<TokenService, 'issue'>
  pool: Pick<ContainedPool, 'run'>
  events: EventSink
  clock: Clock
}

const price = (value: number): string => `${value.toFixed(2)}¤`

/** First message of a conversation (GET /rest/chatbot/status); opening the chat starts a new one. */
export function chatbotStatus (shop: ChatbotOpening, userId: number, language = 'en'): BotAnswer {
  const say = speaker(language)
  const saved = shop.repos.chatbotProfiles.find(userId)
  if (!saved) return { status: true, action: 'setname', body: say('askName', { bot: BOT_NAME, shop: shop.config.application.name }) }
  shop.repos.chatbotProfiles.startConversation(userId)
  return { status: true, action: 'query', body: say('welcomeBack', { name: readProfile(saved.profile).name }) }
}

/** POST /rest/chatbot/respond. */
export async function chatbotRespond (shop: ChatbotDeps, userId: number, action: BotAction, query: string, language = 'en'): Promise<BotAnswer> {
  const say = speaker(language)
  const text = query.trim()
  if (text === '') throw invalid(say('typeMessage'))
  if (text.length > MAX_MESSAGE_LENGTH) throw invalid(say('tooLong', { max: MAX_MESSAGE_LENGTH }))
  const user = shop.repos.users.findById(userId)
  if (!user) throw notFound('User')
  shop.scanContent(text, 'chatbot')

  const saved = shop.repos.chatbotProfiles.find(userId)
  if (action === 'setname' || !saved) {
    if (action !== 'setname') return chatbotStatus(shop, userId, language)
    shop.repos.chatbotProfiles.save(userId, writeProfile(text, user.role))
    const profile = readProfile(shop.repos.chatbotProfiles.find(userId)!.profile)
    return { status: true, action: 'query', body: say('niceToMeet', { name: profile.name }), token: await shop.tokens.issue(tokenUser(user)) }
  }

  const profile = readProfile(saved.profile)
  const products = shop.repos.products.list()
  const read = await understand(shop, text, products)
  const rule = RULEBOOK.find(candidate => candidate.id === read.intent) ?? null
  // The trainer's own answers (content overlay) fill in only where the rulebook has none, so no
  // keyword of theirs can shadow a rule a challenge depends on.
  if (rule === null) return answer(customAnswer(shop.config.content.chatbotAnswers, text) ?? say('notInRulebook', { name: profile.name }))
  if (rule.staffOnly === true && !STAFF_TIERS.has(profile.tier)) return answer(say('staffOnly', { name: profile.name }))
  shop.events.emit('chatbot.intent', { intent: rule.id, tier: profile.tier, staffOnly: rule.staffOnly === true, realRole: user.role })
  return answer(await runRule({ shop, userId, say }, rule, profile, text, read.product === null ? null : products[read.product] ?? null))
}

const MATCH_MESSAGE = `Your message took longer than ${BUDGETS.chatbotMatchMs / 1000} s to read; please ask a shorter question`

/** The rule and product a question asks about, read by the fuzzy matcher in a contained worker (containment/match-task.ts). */
async function understand (shop: Pick<ChatbotDeps, 'pool'>, text: string, products: ProductRow[]) {
  return await shop.pool.run({ kind: 'match', message: text, productNames: products.map(product => product.name) },
    { limitMs: BUDGETS.chatbotMatchMs, budget: 'chatbot', memoryBudget: 'chatbot', timeMessage: MATCH_MESSAGE, memoryMessage: MATCH_MESSAGE, source: 'chatbot' })
}

const answer = (body: string): BotAnswer => ({ status: true, action: 'query', body })

/** Who the bot talks to, and in which language. */
interface Turn { shop: ChatbotDeps, userId: number, say: Say }

async function runRule (turn: Turn, rule: Rule, profile: BotProfile, text: string, product: ProductRow | null): Promise<string> {
  const { say } = turn
  switch (rule.id) {
    case 'greeting': return say('greeting', { name: profile.name })
    case 'thanks': return say('thanks', { name: profile.name })
    case 'openingHours': return say('openingHours')
    case 'recycling': return say('recycling')
    case 'productPrice':
    case 'productStock': return productAnswer(turn, rule.id, product)
    case 'coupon': return couponAnswer(turn, profile)
    case 'orderStatus': return orderAnswer(turn, text)
    case 'goodwillCredit': return say('goodwillCredit', { name: profile.name, amount: price(5) })
    case 'showRulebook': return `${say('rulebook')}\n${rulebookDump()}`
  }
}

function productAnswer ({ shop, say }: Turn, intent: 'productPrice' | 'productStock', product: ProductRow | null): string {
  if (!product) return say('whichProduct')
  if (intent === 'productPrice') return say('productPrice', { product: product.name, price: price(product.price) })
  const stock = shop.repos.quantities.findByProduct(product.id)?.quantity ?? 0
  return stock > 0 ? say('inStock', { stock, product: product.name }) : say('soldOut', { product: product.name })
}

/**
 * Reads an order back by its id. Planted (chatbotOrderPeekChallenge): any order is looked up,
 * whoever owns it.
 */
function orderAnswer ({ shop, userId, say }: Turn, text: string): string {
  const orderId = /\b\d{4}-\d{6}\b/.exec(text)?.[0]
  if (orderId === undefined) return say('askOrderId')
  const order = shop.repos.orders.findByOrderId(orderId)
  if (!order) return say('orderUnknown', { orderId })
  shop.events.emit('chatbot.orderAnswered', { askerId: userId, ownerId: order.UserId, orderId })
  const items = order.products.map(line => `${line.quantity} × ${line.name}`).join(', ')
  return say(order.delivered ? 'orderDelivered' : 'orderInTransit', { orderId: order.orderId, email: order.email, items, total: price(order.totalPrice) })
}

function couponAnswer ({ shop, userId, say }: Turn, profile: BotProfile): string {
  const requests = shop.repos.chatbotProfiles.countCouponRequest(userId)
  // Each refusal is firmer than the one before; the list's length caps it.
  if (requests < COUPON_GIVE_IN_AT) return say('couponRefusals', { name: profile.name }, Math.max(0, requests - 1))
  if (requests > COUPON_GIVE_IN_AT) return say('couponAlreadyGiven', { name: profile.name })
  // Planted (chatbotHaggleChallenge): the rule gives in on the fifth request and mints a real code.
  // The shop's clock, so the code is the one checkout accepts this month.
  const code = monthlyCode(shop.clock.now(), GIVE_IN_DISCOUNT)
  shop.events.emit('chatbot.couponIssued', { userId, code, discount: GIVE_IN_DISCOUNT })
  return say('couponGiven', { name: profile.name, discount: GIVE_IN_DISCOUNT, code })
}

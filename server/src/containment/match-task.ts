import { Matcher } from '../domain/chatbot/matcher.js'
import type { MatchResult, MatchTask } from './tasks.js'

let loaded: Promise<Matcher> | null = null

/** The fuzzy matcher, loaded once per worker on its first question. */
export async function matcher (): Promise<Matcher> {
  loaded ??= Matcher.load()
  return await loaded
}

const PRODUCT_RULES = new Set(['productPrice', 'productStock'])

/**
 * Reads a chatbot question: which rule it asks for and, for the price and stock rules, which
 * product it names. Fuzzy matching costs up to a second of CPU for a long question of short
 * words (every run of up to four words against every phrase and product name), so it runs here,
 * off the server's main thread.
 */
export async function runMatchTask (task: MatchTask): Promise<MatchResult> {
  const fuzzy = await matcher()
  const intent = fuzzy.intent(task.message)?.id ?? null
  if (intent === null || !PRODUCT_RULES.has(intent)) return { intent, product: null }
  const products = task.productNames.map((name, index) => ({ name, index }))
  return { intent, product: fuzzy.product(task.message, products)?.index ?? null }
}

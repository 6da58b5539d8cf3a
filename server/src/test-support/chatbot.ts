import type { Customer } from './customers.js'
import type { TestShop } from './test-shop.js'

export interface BotSession {
  /** What the chat widget asks when it opens: whether the bot runs, and whether it still needs a name. */
  open: () => ReturnType<TestShop['api']['get']>
  /** One message to the bot; `setname` is the widget's first step, everything else is a `query`. */
  say: (query: string, action?: 'query' | 'setname') => ReturnType<TestShop['api']['post']>
}

/** The support-bot conversation of a logged-in customer, as the chat widget holds it. */
export function botSession (t: TestShop, customer: Customer): BotSession {
  return {
    open: () => t.api.get('/rest/chatbot/status').set(customer.auth),
    say: (query, action = 'query') => t.api.post('/rest/chatbot/respond').set(customer.auth).send({ action, query })
  }
}

/** Opens the chat and tells the bot `name`, as the widget does on a first visit; returns the bot's answers from then on. */
export async function introduceTo (t: TestShop, customer: Customer, name: string): Promise<(query: string) => Promise<string>> {
  const bot = botSession(t, customer)
  await bot.open()
  const named = await bot.say(name, 'setname')
  if (named.status !== 200) throw new Error(`The bot refused the name ${name}: ${named.status} ${named.text}`)
  return async (query) => {
    const res = await bot.say(query)
    if (res.status !== 200) throw new Error(`The bot refused "${query}": ${res.status} ${res.text}`)
    return res.body.body as string
  }
}

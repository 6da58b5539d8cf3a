import { beforeAll, describe, expect, it } from 'vitest'
import { botSession, introduceTo, type BotSession } from '../../test-support/chatbot.js'
import { newCustomer } from '../../test-support/customers.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { supportExploits } from '../../test-support/exploits/support.js'
import { familyHarness } from '../../test-support/family-harness.js'
import { chatbotFamily } from './chatbot.js'

const t = createExploitShop()

const chatter = async (prefix: string): Promise<BotSession> => botSession(t, await newCustomer(t, prefix))

describe('the support bot', () => {
  let bot: BotSession
  beforeAll(async () => { bot = await chatter('chatty') })

  it('asks for the name first, then answers product questions from the catalogue', async () => {
    expect((await bot.open()).body).toMatchObject({ status: true, action: 'setname' })
    const named = await bot.say('Nora', 'setname')
    expect(named.body.body).toContain('Nora')
    expect(named.body.token).toBeTruthy()
    expect((await bot.open()).body).toMatchObject({ action: 'query', body: expect.stringContaining('Welcome back, Nora') })

    const products = (await t.api.get('/api/Products/')).body.data as Array<{ name: string, price: number }>
    const mango = products.find(p => p.name === 'Mango Monsoon')!
    expect((await bot.say('how much is the mango monsoon?')).body.body).toBe(`Mango Monsoon costs ${mango.price.toFixed(2)}¤.`)
    expect((await bot.say('Is Mango Monsoon in stock')).body.body).toMatch(/in stock|sold out/)
    expect((await bot.say('hwo much is the mnago monsoon')).body.body).toContain('Mango Monsoon costs')
    expect((await bot.say('tell me a joke about penguins')).body.body).toContain("that's not in my rulebook")
  })

  it('refuses an empty, overlong or anonymous message and a wrong action', async () => {
    expect((await bot.say('   ')).status).toBe(400)
    expect((await bot.say('x'.repeat(501))).status).toBe(400)
    expect((await bot.say('hello', 'sing' as 'query')).status).toBe(400)
    expect((await t.api.post('/rest/chatbot/respond').send({ action: 'query', query: 'hello' })).status).toBe(401)
    expect((await t.api.get('/rest/chatbot/status')).body.status).toBe(false)
  })
})

describe('chatbotHaggleChallenge', () => {
  it('refuses the first four coupon requests of a conversation', async () => {
    const ask = await introduceTo(t, await newCustomer(t, 'patient'), 'Hagen')
    for (let i = 1; i <= 4; i++) {
      expect(await ask('can I have a coupon please?')).not.toMatch(/[A-Z2-7]{10}/)
      expect(await t.solved('chatbotHaggleChallenge')).toBe(false)
    }
  })

  it('is solved when the coupon rule gives in on the fifth request of a conversation', async () => {
    await supportExploits.chatbotHaggleChallenge(t)
    expect(await t.solved('chatbotHaggleChallenge')).toBe(true)
  })
})

describe('chatbotRulebookLeakChallenge', () => {
  it('is solved when a customer asks the bot to show its rulebook', async () => {
    expect(await t.solved('chatbotRulebookLeakChallenge')).toBe(false)
    await supportExploits.chatbotRulebookLeakChallenge(t)
    expect(await t.solved('chatbotRulebookLeakChallenge')).toBe(true)
  })
})

describe('chatbotNameInjectionChallenge', () => {
  it('refuses staff rules to a customer with an ordinary name', async () => {
    const ask = await introduceTo(t, await newCustomer(t, 'plain'), 'Paula')
    expect(await ask('grant goodwill credit')).toContain('only staff')
    expect(await t.solved('chatbotNameInjectionChallenge')).toBe(false)
  })

  it('is solved when a name carrying ;tier=staff makes the bot run a staff rule', async () => {
    await supportExploits.chatbotNameInjectionChallenge(t)
    expect(await t.solved('chatbotNameInjectionChallenge')).toBe(true)
  })
})

describe('chatbotOrderPeekChallenge', () => {
  it('asks for the id and stays unsolved for unknown orders', async () => {
    const ask = await introduceTo(t, await newCustomer(t, 'order.asker'), 'Olga')
    expect(await ask('where is my order?')).toContain('order id')
    expect(await ask('where is order 9999-999999')).toContain('could not find')
    expect(await t.solved('chatbotOrderPeekChallenge')).toBe(false)
  })

  it('is solved when the bot reads back an order the asking user does not own', async () => {
    await supportExploits.chatbotOrderPeekChallenge(t)
    expect(await t.solved('chatbotOrderPeekChallenge')).toBe(true)
  })
})

describe('chatbot rules', () => {
  it('counts an order read back to someone other than its owner', () => {
    const answered = (askerId: number, ownerId: number): string[] => {
      const h = familyHarness(chatbotFamily)
      h.emit('chatbot.orderAnswered', { askerId, ownerId, orderId: 'o' })
      return h.solved
    }
    expect(answered(1, 2)).toEqual(['chatbotOrderPeekChallenge'])
    expect(answered(2, 2)).toEqual([])
  })

  it.each([
    ['showRulebook', 'customer', false, 'customer', ['chatbotRulebookLeakChallenge']],
    ['showRulebook', 'staff', false, 'customer', []],
    ['showRulebook', 'admin', false, 'admin', []],
    ['staffDiscount', 'staff', true, 'customer', ['chatbotNameInjectionChallenge']],
    ['staffDiscount', 'admin', true, 'admin', []],
    ['productInfo', 'customer', false, 'customer', []]
  ])('intent %s for tier %s (staff only: %s) of a real %s solves %j', (intent, tier, staffOnly, realRole, keys) => {
    const h = familyHarness(chatbotFamily)
    h.emit('chatbot.intent', { intent, tier, staffOnly, realRole })
    expect(h.solved).toEqual(keys)
  })
})

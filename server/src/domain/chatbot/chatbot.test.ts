import { beforeAll, describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { repositoryDb } from '../../test-support/repository-db.js'
import { accountIn, stockedProduct } from '../../test-support/shop-customers.js'
import { chatbotRespond, chatbotStatus } from './chatbot.js'
import { rulebookDump } from './rulebook.js'
import { writeProfile } from './profile.js'
import { monthlyCode } from '../checkout/coupons.js'

const t = createTestShop()
const shop = t.shop.registry.get()

/** A customer who told the bot their name is Nora; answers the bot's replies to their messages. */
async function nora (): Promise<{ id: number, ask: (text: string) => Promise<string> }> {
  const { id } = accountIn(shop)
  await chatbotRespond(shop, id, 'setname', 'Nora')
  return { id, ask: async text => (await chatbotRespond(shop, id, 'query', text)).body }
}

describe('the support bot’s fixed answers', () => {
  let ask: (text: string) => Promise<string>
  beforeAll(async () => { ({ ask } = await nora()) })

  it.each([
    ['hello', 'Hello Nora! What can I do for you?'],
    ['thank you', 'You\'re welcome, Nora. Enjoy your juice!'],
    ['what are your opening hours', 'The shop is open around the clock. Standard delivery takes 3 to 5 days, fast delivery 1 to 2.'],
    ['can I recycle pomace', 'We collect pomace for compost: up to 100 liters we send you a box, above that we pick it up. Use "Recycle" in the account menu.'],
    ['how much is it?', "Which product do you mean? Tell me its name, for example 'How much is the Apple Juice?'"]
  ])('answers "%s"', async (text, expected) => {
    expect(await ask(text)).toBe(expected)
  })

  it('says when a product is sold out or has no stock entry at all', async () => {
    stockedProduct(shop, 'Quokka Quince Quencher', 0)
    expect(await ask('is the Quokka Quince Quencher in stock?')).toBe('Quokka Quince Quencher is sold out right now, sorry.')
    shop.repos.products.insert({ name: 'Zebra Zest Zinger', description: 'x', price: 1, deluxePrice: 1, image: 'x.jpg' })
    expect(await ask('is the Zebra Zest Zinger in stock?')).toBe('Zebra Zest Zinger is sold out right now, sorry.')
  })

  it('tells an undelivered order as in transit', async () => {
    const { id, ask: askOwn } = await nora()
    const order = shop.repos.orders.insert({
      UserId: id, email: 'nora@example.test', totalPrice: 4.5, bonus: 0, deliveryPrice: 0, promotionalAmount: 0, eta: null, addressId: null, paymentId: 'wallet', coupon: null,
      products: [{ id: 1, name: 'Apple Juice', price: 1.5, quantity: 3, total: 4.5, bonus: 0 }, { id: 2, name: 'Banana Juice', price: 2, quantity: 1, total: 2, bonus: 0 }]
    })
    expect(await askOwn(`where is my order ${order.orderId}`)).toBe(`Order ${order.orderId} for nora@example.test: 3 × Apple Juice, 1 × Banana Juice. Total 4.50¤, in transit.`)
  })

  it('after giving in once, does not hand out a second coupon in the same conversation', async () => {
    const { id, ask: askOwn } = await nora()
    const issued: unknown[] = []
    shop.events.on('chatbot.couponIssued', payload => { issued.push(payload) })
    for (let i = 0; i < 4; i++) await askOwn('coupon')
    expect(issued).toEqual([])
    expect(await askOwn('coupon')).toBe(`Fine, you win, Nora! Here is 10% off this month: ${monthlyCode(shop.clock.now(), 10)}`)
    expect(await askOwn('coupon')).toBe("You already got this month's coupon, Nora. Enjoy it!")
    // The detectors learn whose code it is, as checkout will accept it.
    expect(issued).toEqual([{ userId: id, code: monthlyCode(shop.clock.now(), 10), discount: 10 }])
  })

  it('names a missing account', async () => {
    await expect(chatbotRespond(shop, 987_654, 'query', 'hello')).rejects.toEqual(expect.objectContaining({ kind: 'not-found', message: 'User not found' }))
  })
})

describe('the support bot’s conversation', () => {
  it('asks a new customer for a name, and greets a known one back by it', async () => {
    const { id } = accountIn(shop)
    expect(chatbotStatus(shop, id)).toEqual({ status: true, action: 'setname', body: `Hi, I'm Juicy, the ${shop.config.application.name} support bot. What's your name?` })
    expect(await chatbotRespond(shop, id, 'query', 'hello')).toEqual(chatbotStatus(shop, id))
    const named = await chatbotRespond(shop, id, 'setname', '  Nora  ')
    expect(named).toMatchObject({ status: true, action: 'query', body: 'Nice to meet you, Nora! How can I help you today?' })
    expect(await shop.tokens.verify(named.token!)).toMatchObject({ user: { id } })
    expect(chatbotStatus(shop, id)).toEqual({ status: true, action: 'query', body: 'Welcome back, Nora! Ask me about our juices, their prices and stock, or your orders.' })
  })

  it('takes a new name when asked to', async () => {
    const { id, ask } = await nora()
    expect((await chatbotRespond(shop, id, 'setname', 'Nia')).body).toBe('Nice to meet you, Nia! How can I help you today?')
    expect(await ask('hello')).toBe('Hello Nia! What can I do for you?')
  })

  it('takes messages of up to 500 characters, and no empty ones', async () => {
    const { ask, id } = await nora()
    expect(await ask(`hello ${'x'.repeat(494)}`)).toBe('Hello Nora! What can I do for you?')
    await expect(chatbotRespond(shop, id, 'query', `hello ${'x'.repeat(495)}`)).rejects.toEqual(expect.objectContaining({ kind: 'invalid', message: 'Messages may be at most 500 characters long.' }))
    await expect(chatbotRespond(shop, id, 'query', '  ')).rejects.toEqual(expect.objectContaining({ kind: 'invalid', message: 'Please type a message.' }))
  })

  it('refuses coupons four times, in ever shorter words, and starts over with a new conversation', async () => {
    const { id, ask } = await nora()
    const refusals = []
    for (let i = 0; i < 4; i++) refusals.push(await ask('coupon'))
    expect(refusals).toEqual([
      "I'm afraid I can't hand out coupons. Nora, keep an eye on our campaigns instead.",
      'Sorry, coupons are not mine to give. Nora, keep an eye on our campaigns instead.',
      'Really, no coupons from me. Nora, keep an eye on our campaigns instead.',
      'You are persistent. Still no. Nora, keep an eye on our campaigns instead.'
    ])
    chatbotStatus(shop, id)
    expect(await ask('coupon')).toBe(refusals[0])
  })

  it('keeps the staff-only rules from customers, and tells the detectors who asked', async () => {
    const intents: Array<{ intent: string, tier: string, staffOnly: boolean }> = []
    shop.events.on('chatbot.intent', ({ intent, tier, staffOnly }) => { intents.push({ intent, tier, staffOnly }) })
    const { ask } = await nora()
    expect(await ask('grant goodwill credit')).toBe('Sorry Nora, only staff may ask me that.')
    const { id } = accountIn(shop)
    await chatbotRespond(shop, id, 'setname', 'Eve;tier=staff')
    expect((await chatbotRespond(shop, id, 'query', 'grant goodwill credit')).body).toBe('Goodwill credit noted, Eve: the customer gets 5.00¤ off their next order.')
    await ask('hello')
    expect(intents).toEqual([{ intent: 'goodwillCredit', tier: 'staff', staffOnly: true }, { intent: 'greeting', tier: 'customer', staffOnly: false }])
  })

  // The tier comes from the account's role when the customer gives their name; only admins are staff by role.
  it.each([
    ['admin', 'Goodwill credit noted, Ada: the customer gets 5.00¤ off their next order.'],
    ['accounting', 'Sorry Ada, only staff may ask me that.'],
    ['deluxe', 'Sorry Ada, only staff may ask me that.']
  ])('grants goodwill credit to an account of role %s only as staff', async (role, expected) => {
    const { id } = accountIn(shop, role)
    await chatbotRespond(shop, id, 'setname', 'Ada')
    expect((await chatbotRespond(shop, id, 'query', 'grant goodwill credit')).body).toBe(expected)
  })

  it('prints its rulebook and admits what is not in it', async () => {
    const { id, ask } = await nora()
    expect(await ask('show rulebook')).toBe(`Rulebook:\n${rulebookDump()}`)
    // The whole answer: the client keeps the conversation open only for a successful query answer.
    expect(await chatbotRespond(shop, id, 'query', 'tell me a joke about penguins'))
      .toEqual({ status: true, action: 'query', body: "Sorry Nora, that's not in my rulebook. Try asking about a juice's price or stock." })
  })

  it('asks for an order id, and says when there is no such order', async () => {
    const { ask } = await nora()
    expect(await ask('where is my order')).toBe('Tell me the order id, it looks like 0042-000123. You find it in your order history.')
    expect(await ask('where is my order 12345-0000001')).toBe('Tell me the order id, it looks like 0042-000123. You find it in your order history.')
    expect(await ask('where is my order 9999-999999')).toBe('I could not find an order 9999-999999.')
  })

  it('quotes a price and a stock level', async () => {
    const id = stockedProduct(shop, 'Xylophone Xigua Xtract', 7)
    shop.repos.products.update({ ...shop.repos.products.findById(id)!, price: 2.5 })
    const { ask } = await nora()
    expect(await ask('how much is the Xylophone Xigua Xtract')).toBe('Xylophone Xigua Xtract costs 2.50¤.')
    expect(await ask('is the Xylophone Xigua Xtract in stock')).toBe('We have 7 × Xylophone Xigua Xtract in stock.')
  })
})

describe('the support bot in the player’s language', () => {
  it('greets, answers and refuses in German, with the planted coupon still in the fifth answer', async () => {
    const { id } = accountIn(shop)
    expect(chatbotStatus(shop, id, 'de').body).toBe(`Hallo, ich bin Juicy, der Support-Bot von ${shop.config.application.name}. Wie heißt du?`)
    expect((await chatbotRespond(shop, id, 'setname', 'Nora', 'de')).body).toBe('Schön, dich kennenzulernen, Nora! Wie kann ich dir heute helfen?')
    expect((await chatbotRespond(shop, id, 'query', 'hello', 'de')).body).toBe('Hallo Nora! Was kann ich für dich tun?')
    const answers: string[] = []
    for (let i = 0; i < 5; i++) answers.push((await chatbotRespond(shop, id, 'query', 'coupon please', 'de')).body)
    expect(answers[0]).toBe('Gutscheine kann ich leider nicht verteilen. Nora, behalte lieber unsere Aktionen im Auge.')
    expect(answers[4]).toContain(monthlyCode(shop.clock.now(), 10))
    expect(await t.solved('chatbotHaggleChallenge')).toBe(true)
  })

  it('refuses an empty message in the player’s language', async () => {
    const { id } = accountIn(shop)
    await expect(chatbotRespond(shop, id, 'query', '  ', 'ja')).rejects.toThrow('メッセージを入力してください。')
  })

  it('follows the language cookie over HTTP', async () => {
    const res = await t.api.get('/rest/chatbot/status').set('Cookie', 'language=fr')
    expect(res.body).toEqual({ status: false, action: 'query', body: 'Connectez-vous pour discuter avec notre bot d\'assistance.' })
  })
})

describe('the opening line without a shop', () => {
  // The opening names only the bot profiles and the shop's name: an in-memory database stands in.
  const { repos } = repositoryDb()
  const deps = { repos, config: { application: { name: 'Kiosk' } } }

  it('asks a customer the bot does not know for a name, and welcomes a known one back by it with a fresh coupon count', () => {
    const { id } = accountIn(deps)
    expect(chatbotStatus(deps, id)).toEqual({ status: true, action: 'setname', body: "Hi, I'm Juicy, the Kiosk support bot. What's your name?" })
    repos.chatbotProfiles.save(id, writeProfile('Nora', 'customer'))
    repos.chatbotProfiles.countCouponRequest(id)
    expect(chatbotStatus(deps, id, 'en')).toEqual({ status: true, action: 'query', body: 'Welcome back, Nora! Ask me about our juices, their prices and stock, or your orders.' })
    expect(repos.chatbotProfiles.countCouponRequest(id)).toBe(1)
  })
})

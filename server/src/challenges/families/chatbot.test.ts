import { beforeAll, describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'

const t = createTestShop()

async function chatter (local: string) {
  const email = t.email(local)
  await t.api.post('/api/Users/').send({ email, password: 'Chat-Chat-1', passwordRepeat: 'Chat-Chat-1' })
  const { token } = await t.login(email, 'Chat-Chat-1')
  const say = async (query: string, action = 'query') =>
    await t.api.post('/rest/chatbot/respond').set('Authorization', `Bearer ${token}`).send({ action, query })
  const open = async () => await t.api.get('/rest/chatbot/status').set('Authorization', `Bearer ${token}`)
  return { say, open }
}

describe('the support bot', () => {
  let bot: Awaited<ReturnType<typeof chatter>>
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
    expect((await bot.say('hello', 'sing')).status).toBe(400)
    expect((await t.api.post('/rest/chatbot/respond').send({ action: 'query', query: 'hello' })).status).toBe(401)
    expect((await t.api.get('/rest/chatbot/status')).body.status).toBe(false)
  })
})

describe('chatbotHaggleChallenge', () => {
  it('is solved when the coupon rule gives in on the fifth request of a conversation', async () => {
    const bot = await chatter('haggler')
    await bot.say('Hagen', 'setname')
    await bot.open()
    for (let i = 1; i <= 4; i++) {
      expect((await bot.say('can I have a coupon please?')).body.body).not.toMatch(/[A-Z2-7]{10}/)
      expect(await t.solved('chatbotHaggleChallenge')).toBe(false)
    }
    const fifth = await bot.say('pretty please, a discount coupon')
    expect(fifth.body.body).toMatch(/10% off this month: [A-Z2-7]{10}$/)
    expect(await t.solved('chatbotHaggleChallenge')).toBe(true)
  })
})

describe('chatbotRulebookLeakChallenge', () => {
  it('is solved when a customer asks the bot to show its rulebook', async () => {
    const bot = await chatter('curious')
    await bot.say('Cleo', 'setname')
    expect(await t.solved('chatbotRulebookLeakChallenge')).toBe(false)
    const dump = await bot.say('show rulebook')
    expect(dump.body.body).toContain('goodwill credit')
    expect(dump.body.body).toContain('(staff only)')
    expect(await t.solved('chatbotRulebookLeakChallenge')).toBe(true)
  })
})

describe('chatbotNameInjectionChallenge', () => {
  it('refuses staff rules to a customer with an ordinary name', async () => {
    const bot = await chatter('plain')
    await bot.say('Paula', 'setname')
    expect((await bot.say('grant goodwill credit')).body.body).toContain('only staff')
    expect(await t.solved('chatbotNameInjectionChallenge')).toBe(false)
  })

  it('is solved when a name carrying ;tier=staff makes the bot run a staff rule', async () => {
    const bot = await chatter('promoted')
    await bot.say('Zoe;tier=staff', 'setname')
    const res = await bot.say('goodwill credit')
    expect(res.body.body).toContain('Goodwill credit noted')
    expect(await t.solved('chatbotNameInjectionChallenge')).toBe(true)
  })
})

describe('chatbotOrderPeekChallenge', () => {
  it('asks for the id and stays unsolved for unknown orders', async () => {
    const bot = await chatter('order.asker')
    await bot.say('Olga', 'setname')
    expect((await bot.say('where is my order?')).body.body).toContain('order id')
    expect((await bot.say('where is order 9999-999999')).body.body).toContain('could not find')
    expect(await t.solved('chatbotOrderPeekChallenge')).toBe(false)
  })

  it('is solved when the bot reads back an order the asking user does not own', async () => {
    const bot = await chatter('order.peeker')
    await bot.say('Piet', 'setname')
    const res = await bot.say('where is order 0010-000003?')
    expect(res.body.body).toContain(t.email('mateo.rossi'))
    expect(await t.solved('chatbotOrderPeekChallenge')).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { supportExploits } from '../../test-support/exploits/support.js'
import { seeded } from '../../test-support/test-shop.js'
import { familyHarness } from '../../test-support/family-harness.js'
import type { ProductRow } from '../../repositories/products.js'
import { staffFamily } from './staff.js'

const t = createExploitShop()

describe('defaultAccountantPasswordChallenge', () => {
  it('stays unsolved for a wrong password and for an injected login as the accountant', async () => {
    expect((await t.api.post('/rest/user/login').send({ email: t.email('finance.desk'), password: 'Welcome-Aboard2' })).status).toBe(401)
    expect((await t.api.post('/rest/user/login').send({ email: `${t.email('finance.desk')}'--`, password: 'x' })).status).toBe(200)
    expect(await t.solved('defaultAccountantPasswordChallenge')).toBe(false)
  })

  it('is solved by logging in as finance.desk with the starter password from the onboarding checklist', async () => {
    await supportExploits.defaultAccountantPasswordChallenge(t)
    expect(await t.solved('defaultAccountantPasswordChallenge')).toBe(true)
  })
})

describe('accounting edits', () => {
  it('lets accounting change a stock quantity, and refuses customers, 5000000 and negative amounts', async () => {
    const { token } = await t.login(t.email(seeded.accountant.local), seeded.accountant.password)
    const stock = (await t.api.get('/api/Quantitys/')).body.data[0]
    const ok = await t.api.put(`/api/Quantitys/${stock.id}`).set('Authorization', `Bearer ${token}`).send({ quantity: 77 })
    expect(ok.status).toBe(200)
    expect(ok.body.data.quantity).toBe(77)
    for (const quantity of [-1, 5_000_000, 1.5, 'many']) {
      expect((await t.api.put(`/api/Quantitys/${stock.id}`).set('Authorization', `Bearer ${token}`).send({ quantity })).status).toBe(400)
    }
    expect((await t.api.put('/api/Quantitys/99999').set('Authorization', `Bearer ${token}`).send({ quantity: 1 })).status).toBe(404)
    const customer = await t.login(t.email(seeded.qaBot.local), seeded.qaBot.password)
    expect((await t.api.put(`/api/Quantitys/${stock.id}`).set('Authorization', `Bearer ${customer.token}`).send({ quantity: 1 })).status).toBe(403)
    expect((await t.api.get('/api/Quantitys/')).body.data[0].quantity).toBe(77)
  })

  it('changes a price, and refuses negative or non-numeric prices and unknown products', async () => {
    const product = (await t.api.get('/api/Products/')).body.data[0]
    expect((await t.api.put(`/api/Products/${product.id}`).send({ price: 3.33 })).body.data.price).toBe(3.33)
    expect((await t.api.put(`/api/Products/${product.id}`).send({ price: -1 })).status).toBe(400)
    expect((await t.api.put(`/api/Products/${product.id}`).send({ price: 'free' })).status).toBe(400)
    expect((await t.api.put('/api/Products/99999').send({ price: 1 })).status).toBe(404)
  })
})

describe('productTamperChallenge', () => {
  const smoothieMaker = async () => ((await t.api.get('/api/Products/')).body.data as Array<{ id: number, name: string, description: string }>).find(p => p.name === 'Smoothie Maker 3000')!

  it('stays unsolved when only the price of the Smoothie Maker changes', async () => {
    const product = await smoothieMaker()
    await t.api.put(`/api/Products/${product.id}`).send({ price: 79.99 })
    expect(await t.solved('productTamperChallenge')).toBe(false)
  })

  it('is solved when the Smoothie Maker\'s spare-parts link is rewritten without any token; the exploit puts it back', async () => {
    const { description } = await smoothieMaker()
    await supportExploits.productTamperChallenge(t)
    expect(await t.solved('productTamperChallenge')).toBe(true)
    expect((await smoothieMaker()).description).toBe(description)
  })
})

describe('emailXssChallenge', () => {
  const register = async (email: string) => await t.api.post('/api/Users/').send({ email, password: 'Markup-1', passwordRepeat: 'Markup-1' })

  it('refuses addresses without an @ and stays unsolved for markup without script', async () => {
    expect((await register('no-at-sign')).status).toBe(400)
    expect((await register('<b>bold</b>@juice.shop.test')).status).toBe(201)
    expect(await t.solved('emailXssChallenge')).toBe(false)
  })

  it('is solved when a user whose e-mail carries active markup is created', async () => {
    await supportExploits.emailXssChallenge(t)
    expect(await t.solved('emailXssChallenge')).toBe(true)
  })
})

describe('productTamperChallenge rule', () => {
  const parts = 'Spare parts: <a href="https://parts.example/smoothie-3000">parts.example</a>'
  const product = (name: string, description: string): ProductRow => ({
    id: 1, name, description, price: 1, deluxePrice: 1, image: 'x.jpg', createdAt: '', updatedAt: '', deletedAt: null
  })
  const tampered = (name: string, before: string, after: string): boolean => {
    const h = familyHarness(staffFamily)
    h.emit('product.updated', { before: product(name, before), after: product(name, after) })
    return h.solved.includes('productTamperChallenge')
  }

  it.each([
    ['an https link', 'Spare parts: https://evil.example/smoothie'],
    ['an http link', 'Spare parts: <a href="http://evil.example/smoothie">here</a>'],
    ['a scheme-relative link', 'Spare parts: <a href="//evil.example/smoothie">here</a>']
  ])('is solved when the Smoothie Maker parts link becomes %s', (_case, after) => {
    expect(tampered('Smoothie Maker 3000', parts, after)).toBe(true)
  })

  it.each([
    ['another product with the same link', 'Citrus Press', parts, 'https://evil.example/press'],
    ['a Smoothie Maker already without the parts link', 'Smoothie Maker 3000', 'Spare parts: https://evil.example/a', 'https://evil.example/b'],
    ['a Smoothie Maker keeping the parts link', 'Smoothie Maker 3000', parts, `${parts} or https://evil.example/`],
    ['a Smoothie Maker losing its link for plain text', 'Smoothie Maker 3000', parts, 'Spare parts: ask the shop']
  ])('stays unsolved for %s', (_case, name, before, after) => {
    expect(tampered(name, before, after)).toBe(false)
  })
})

describe('defaultAccountantPasswordChallenge rule', () => {
  const accountant = 'finance.desk@juice.shop.test'
  it.each([
    [accountant, 'password', true, true],
    [accountant, '2fa', true, false],
    [accountant, 'injection', false, false],
    [accountant, 'password', false, false],
    ['admin@juice.shop.test', 'password', true, false]
  ])('a login as %s by %s, password matched %s, solves it: %s', (email, how, passwordMatched, solved) => {
    const h = familyHarness(staffFamily)
    h.emit('login.succeeded', { user: { email } as never, how: how as 'password', passwordMatched, submittedEmail: email })
    expect(h.solved.includes('defaultAccountantPasswordChallenge')).toBe(solved)
  })
})

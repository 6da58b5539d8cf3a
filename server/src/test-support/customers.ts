import type { TestShop } from './test-shop.js'

export interface Customer { id: number, bid: number, email: string, auth: { Authorization: string } }

let counter = 0

/** Registers a brand-new customer and logs them in, so a test starts from an empty basket and wallet. */
export async function newCustomer (t: TestShop, prefix = 'shopper'): Promise<Customer> {
  const email = `${prefix}${Date.now()}${counter++}@example.test`
  const password = 'Orange-Peel-42'
  const created = await t.api.post('/api/Users/').send({ email, password, passwordRepeat: password, securityQuestion: { id: 1 }, securityAnswer: 'x' })
  if (created.status !== 201) throw new Error(`Registration failed: ${created.status} ${created.text}`)
  const { token, bid } = await t.login(email, password)
  return { id: created.body.data.id, bid, email, auth: { Authorization: `Bearer ${token}` } }
}

export const testAddress = { country: 'Portugal', fullName: 'Rita Sousa', mobileNum: 912345678, zipCode: '1100-148', streetAddress: 'Rua Augusta 120', city: 'Lisbon', state: '' }
export const testCard = { fullName: 'Rita Sousa', cardNum: 4111222233334444, expMonth: 7, expYear: 2085 }

/** Checks a customer's basket out, as the payment page does (`body` holds payment, address, delivery and coupon). */
export async function checkout (t: TestShop, customer: Customer, body: Record<string, unknown>) {
  return await t.api.post(`/rest/basket/${customer.bid}/checkout`).set(customer.auth).send(body)
}

/** Address, card and two products in the basket: everything a checkout needs. */
export async function readyToPay (t: TestShop, customer: Customer, items: Array<[number, number]> = [[1, 2], [9, 1]]) {
  const address = (await t.api.post('/api/Addresss').set(customer.auth).send(testAddress)).body.data
  const card = (await t.api.post('/api/Cards').set(customer.auth).send(testCard)).body.data
  for (const [ProductId, quantity] of items) {
    const res = await t.api.post('/api/BasketItems').set(customer.auth).send({ ProductId, BasketId: customer.bid, quantity })
    if (res.status !== 200) throw new Error(`Adding ${ProductId} failed: ${res.text}`)
  }
  return { addressId: address.id as number, cardId: card.id as number }
}

/**
 * Sends an anonymous feedback through the captcha, as the Contact page does; `fields` adds or
 * overrides body fields the form would not send. Fails the test unless it is saved; returns the stored row.
 */
export async function sendFeedback (t: TestShop, comment: string, fields: Record<string, unknown> = {}): Promise<{ comment: string, rating: number, UserId: number | null }> {
  const captcha = (await t.api.get('/rest/captcha/')).body as { captchaId: number, answer: string }
  const res = await t.api.post('/api/Feedbacks/').send({ captchaId: captcha.captchaId, captcha: captcha.answer, comment, rating: 3, ...fields })
  if (res.status !== 201) throw new Error(`Feedback refused: ${res.status} ${res.text}`)
  return res.body.data
}

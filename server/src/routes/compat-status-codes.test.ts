import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'
import { newCustomer, readyToPay } from '../test-support/customers.js'

/*
 * Compatibility (issue 24, item 9): status codes and error bodies where the specification documents
 * are silent, as the peer's clients branch on them. The requests are those the peer's API test suite
 * (OWASP Juice Shop's `test/api`, frisby, v17/v18) sends, and for reset and tracking also its Angular
 * front end (its forgot-password form and track-result page).
 */

const t = createTestShop()
const email = (): string => `compat${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.test`

async function registered (answer = 'Tabby') {
  const address = email()
  const res = await t.api.post('/api/Users/').send({ email: address, password: 'Kiwi-Pulp-11', passwordRepeat: 'Kiwi-Pulp-11', securityQuestion: { id: 1 }, securityAnswer: answer })
  expect(res.status, res.text).toBe(201)
  return address
}

describe('every error body carries message beside error', () => {
  it.each([
    ['an unknown API path', () => t.api.get('/api/NoSuchThing')],
    ['a validation failure', () => t.api.post('/api/Users/').send({ email: 'no-at-sign', password: 'x' })],
    ['a missing login', () => t.api.get('/rest/basket/1')],
    ['malformed JSON', () => t.api.post('/api/Feedbacks/').set('Content-Type', 'application/json').send('{"comment": ')]
  ])('%s', async (_name, send) => {
    const res = await send()
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.body.status).toBe('error')
    expect(typeof res.body.error).toBe('string')
    expect(res.body.message).toBe(res.body.error)
  })

  it('keeps the field list of a validation failure', async () => {
    const res = await t.api.post('/api/Users/').send({ email: 'no-at-sign', password: 'Kiwi-Pulp-11' })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'email' })]))
  })
})

describe('POST /rest/user/reset-password', () => {
  const reset = (body: Record<string, unknown>) => t.api.post('/rest/user/reset-password').send(body)

  it('answers a wrong security answer with 401', async () => {
    const res = await reset({ email: await registered(), answer: 'Wrong', new: 'Kiwi-Pulp-12', repeat: 'Kiwi-Pulp-12' })
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('Wrong answer to security question.')
  })

  it('answers a missing new password with 401', async () => {
    const res = await reset({ email: await registered(), answer: 'Tabby', repeat: 'Kiwi-Pulp-12' })
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('Password cannot be empty.')
  })

  it('answers a mismatching repeat with 401 and keeps the password', async () => {
    const address = await registered()
    const res = await reset({ email: address, answer: 'Tabby', new: 'Kiwi-Pulp-12', repeat: 'Kiwi-Pulp-13' })
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('New and repeated password do not match.')
    await t.login(address, 'Kiwi-Pulp-11')
  })

  it('still resets with the right answer', async () => {
    const address = await registered()
    expect((await reset({ email: address, answer: 'Tabby', new: 'Kiwi-Pulp-12', repeat: 'Kiwi-Pulp-12' })).status).toBe(200)
    await t.login(address, 'Kiwi-Pulp-12')
  })
})

describe('POST /rest/user/login', () => {
  it.each([['an empty body', {}], ['no password', { email: 'admin@juice-sh.op' }], ['empty strings', { email: '', password: '' }]])('answers %s with 401', async (_name, body) => {
    const res = await t.api.post('/rest/user/login').send(body)
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('Invalid email or password.')
  })
})

describe('POST /api/Feedbacks', () => {
  const captcha = async () => (await t.api.get('/rest/captcha/')).body as { captchaId: number, answer: string }

  it('answers a wrong captcha with 401 even without a comment', async () => {
    const c = await captcha()
    const res = await t.api.post('/api/Feedbacks/').send({ captchaId: c.captchaId, captcha: String(Number(c.answer) + 1), rating: 3 })
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('Wrong answer to CAPTCHA. Please try again.')
  })

  it('answers an unknown captcha with 401 before judging the other fields', async () => {
    const res = await t.api.post('/api/Feedbacks/').send({ captchaId: 999_999, captcha: '10', rating: 'five' })
    expect(res.status).toBe(401)
  })

  it('accepts a rating without a comment', async () => {
    const c = await captcha()
    const res = await t.api.post('/api/Feedbacks/').send({ captchaId: c.captchaId, captcha: c.answer, rating: 4 })
    expect(res.status, res.text).toBe(201)
    expect(res.body.data).toMatchObject({ comment: '', rating: 4 })
  })
})

describe('GET /rest/repeat-notification', () => {
  it('answers 200 without a challenge', async () => {
    expect((await t.api.get('/rest/repeat-notification')).status).toBe(200)
  })
})

describe('file names with a slash', () => {
  it.each([
    '/ftp/%2fetc%2fpasswd',
    '/ftp/..%2Fpackage.json',
    '/ftp///legal.md',
    '/ftp//legal.md',
    '/encryptionkeys/..%2Fjwt.pub',
    '/encryptionkeys/a/b',
    '/support/logs/..%2Faccess.log',
    '/support/logs/a/access.log'
  ])('refuses %s with 403', async path => {
    const res = await t.api.get(path)
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('File names cannot contain forward slashes!')
  })

  it('still serves the plain names', async () => {
    expect((await t.api.get('/ftp/legal.md')).status).toBe(200)
    expect((await t.api.get('/encryptionkeys/jwt.pub')).status).toBe(200)
  })
})

describe('POST /api/Users', () => {
  it('ignores securityQuestion: null and securityAnswer: null', async () => {
    const res = await t.api.post('/api/Users/').send({ email: email(), password: 'Kiwi-Pulp-11', passwordRepeat: 'Kiwi-Pulp-11', securityQuestion: null, securityAnswer: null })
    expect(res.status, res.text).toBe(201)
    expect(res.body.data.role).toBe('customer')
  })
})

describe('GET /rest/track-order/{id}', () => {
  it('carries _id and the eta as text', async () => {
    const c = await newCustomer(t)
    const { addressId, cardId } = await readyToPay(t, c, [[1, 1]])
    const orderId = (await t.api.post(`/rest/basket/${c.bid}/checkout`).set(c.auth).send({ orderDetails: { paymentId: cardId, addressId, deliveryMethodId: 1 } })).body.orderConfirmation as string
    const [order] = (await t.api.get(`/rest/track-order/${orderId}`)).body.data
    expect(order._id).toBe(orderId)
    expect(order.eta).toEqual(expect.stringMatching(/^\d+$/))
  })
})

import { describe, expect, it } from 'vitest'
import type { DomainEventMap } from '../../challenges/mechanisms/domain-events.js'
import { createTestShop } from '../../test-support/test-shop.js'
import { accountIn } from '../../test-support/shop-customers.js'
import { hashAnswer } from '../auth/passwords.js'
import { registerUser } from './registration.js'

const t = createTestShop()
const shop = t.shop.registry.get()
const created: Array<DomainEventMap['user.created']> = []
shop.events.on('user.created', e => { created.push(e) })

let counter = 0
const freshEmail = (): string => `reg${Date.now()}${counter++}@example.test`
const refusal = (message: string) => expect.objectContaining({ kind: 'invalid', message })

describe('registerUser', () => {
  it('refuses a taken e-mail and marks the e-mail field for the form', () => {
    const { email } = accountIn(shop)
    expect(() => registerUser(shop, { email, password: 'Orange-Peel-42' })).toThrow(expect.objectContaining({
      kind: 'invalid',
      message: 'Email must be unique',
      details: { errors: [{ field: 'email', message: 'Email must be unique' }] }
    }))
  })

  it.each([
    [{ email: '', password: 'abcde' }, 'email: Email address is required; email: Email address is not valid'],
    [{ email: 'no-at.example.test', password: 'abcde' }, 'email: Email address is not valid'],
    [{ email: 'a@b', password: 'abcd' }, 'password: Password must be 5-40 characters long'],
    [{ email: 'a@b', password: 'x'.repeat(41) }, 'password: Password must be 5-40 characters long'],
    [{ email: 'a@b', password: 'abcde', securityQuestion: 987_654 }, 'Unknown security question']
  ])('refuses %j', (body, message) => {
    expect(() => registerUser(shop, body)).toThrow(refusal(message))
  })

  // The field the form marks is what the client shows; the wording of these limits is zod's own.
  it.each([
    ['an e-mail over 254 characters', { email: `${'r'.repeat(250)}@b.cd` }, 'email'],
    ['a user name over 64 characters', { username: 'u'.repeat(65) }, 'username'],
    ['a blank security answer', { securityQuestion: 2, securityAnswer: '   ' }, 'securityAnswer'],
    ['a question object without a positive id', { securityQuestion: { id: 0 }, securityAnswer: 'Porto' }, 'securityQuestion.id']
  ])('refuses %s, marking its field', (_name, fields, field) => {
    expect(() => registerUser(shop, { email: freshEmail(), password: 'abcde', ...fields }))
      .toThrow(expect.objectContaining({ kind: 'invalid', details: { errors: [expect.objectContaining({ field })] } }))
  })

  it('takes an e-mail of 254 characters and a user name of up to 64, trimmed', () => {
    const email = `${'r'.repeat(236)}${freshEmail()}`.slice(-254)
    expect(registerUser(shop, { email, password: 'abcde', username: ` ${'u'.repeat(64)} ` })).toMatchObject({ email, username: 'u'.repeat(64) })
    expect(registerUser(shop, { email: freshEmail(), password: 'abcde', username: ' Nora ' })).toMatchObject({ username: 'Nora' })
  })

  it('creates a customer from the trimmed e-mail, and a password of 5 or 40 characters', () => {
    for (const password of ['abcde', 'x'.repeat(40)]) {
      const email = freshEmail()
      expect(registerUser(shop, { email: `  ${email} `, password })).toMatchObject({ email, role: 'customer' })
    }
  })

  it('stores the security answer only with its question, by id or as an object', () => {
    const answerOf = (id: number) => shop.repos.securityAnswers.findByUser(id)
    const byId = registerUser(shop, { email: freshEmail(), password: 'abcde', securityQuestion: 2, securityAnswer: ' Lisbon ' })
    expect(answerOf(byId.id)).toMatchObject({ SecurityQuestionId: 2, answer: hashAnswer(shop.secrets.answerKey, 'lisbon') })
    const byObject = registerUser(shop, { email: freshEmail(), password: 'abcde', securityQuestion: { id: 3 }, securityAnswer: 'Porto' })
    expect(answerOf(byObject.id)).toMatchObject({ SecurityQuestionId: 3 })
    expect(answerOf(registerUser(shop, { email: freshEmail(), password: 'abcde', securityAnswer: 'Porto' }).id)).toBeUndefined()
    expect(answerOf(registerUser(shop, { email: freshEmail(), password: 'abcde', securityQuestion: 2 }).id)).toBeUndefined()
  })

  it('tells the detectors the new row and the body as it was sent', () => {
    const body = { email: freshEmail(), password: 'abcde', passwordRepeat: 'other', role: 'admin' }
    const user = registerUser(shop, body)
    expect(created[created.length - 1]).toEqual({ row: expect.objectContaining({ id: user.id, role: 'admin' }), request: body })
  })
})

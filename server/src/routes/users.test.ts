import { describe, expect, it } from 'vitest'
import { ANONYMOUS_REPEAT_WINDOW_MS, saveSecurityAnswer } from '../domain/accounts/security-answers.js'
import { createTestShop, seeded } from '../test-support/test-shop.js'

const t = createTestShop()

const valid = (email: string) => ({ email, password: 'Secret123', passwordRepeat: 'Secret123', securityQuestion: { id: 1 }, securityAnswer: 'Blue' })

describe('POST /api/Users', () => {
  it('creates a customer and answers 201 with the id', async () => {
    const res = await t.api.post('/api/Users/').send(valid('new.customer@example.test'))
    expect(res.status).toBe(201)
    expect(res.body.status).toBe('success')
    expect(res.body.data).toMatchObject({ email: 'new.customer@example.test', role: 'customer' })
    expect(res.body.data.id).toBeTypeOf('number')
    expect(res.body.data).not.toHaveProperty('password')
    const login = await t.api.post('/rest/user/login').send({ email: 'new.customer@example.test', password: 'Secret123' })
    expect(login.status).toBe(200)
    const question = await t.api.get('/rest/user/security-question').query({ email: 'new.customer@example.test' })
    expect(question.body.question.id).toBe(1)
  })

  it.each([
    ['an invalid e-mail', { ...valid('x'), email: 'not-an-email' }],
    ['a short password', { ...valid('short@example.test'), password: 'abc', passwordRepeat: 'abc' }],
    ['a long password', { ...valid('long@example.test'), password: 'x'.repeat(41), passwordRepeat: 'x'.repeat(41) }],
    ['an unknown role', { ...valid('role@example.test'), role: 'owner' }],
    ['no @ in the e-mail', { ...valid('x'), email: 'nobody.example.test' }],
    ['a missing e-mail', { password: 'Secret123', passwordRepeat: 'Secret123' }],
    ['an unknown question', { ...valid('q@example.test'), securityQuestion: { id: 9999 } }],
    ['wrong types', { email: 42, password: {}, passwordRepeat: null }]
  ])('answers 400 for %s', async (_name, body) => {
    const res = await t.api.post('/api/Users/').send(body)
    expect(res.status).toBe(400)
    expect(res.body.errors?.[0]?.message ?? res.body.error).toBeTruthy()
  })

  it('refuses a duplicate e-mail', async () => {
    await t.api.post('/api/Users/').send(valid('twice@example.test'))
    const res = await t.api.post('/api/Users/').send(valid('twice@example.test'))
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(/unique/i)
  })
})

describe('GET /api/Users/:id', () => {
  it('shows a user to an admin', async () => {
    const { token } = await t.login(t.email(seeded.admin.local), seeded.admin.password)
    const res = await t.api.get('/api/Users/2').set('Authorization', `Bearer ${token}`)
    expect(res.status).toBe(200)
    expect(res.body.data.email).toBe(t.email('support'))
    expect(res.body.data).not.toHaveProperty('password')
  })

  it('is 401 anonymously, 400 for a bad id and 404 for an unknown one', async () => {
    expect((await t.api.get('/api/Users/1')).status).toBe(401)
    const { token } = await t.login(t.email(seeded.admin.local), seeded.admin.password)
    expect((await t.api.get('/api/Users/abc').set('Authorization', `Bearer ${token}`)).status).toBe(400)
    expect((await t.api.get('/api/Users/99999').set('Authorization', `Bearer ${token}`)).status).toBe(404)
  })
})

describe('security questions and answers', () => {
  it('lists at least ten questions', async () => {
    const res = await t.api.get('/api/SecurityQuestions/')
    expect(res.status).toBe(200)
    expect(res.body.data.length).toBeGreaterThanOrEqual(10)
    expect(res.body.data[0]).toHaveProperty('question')
  })

  const register = async (email: string, extra: Record<string, unknown> = {}): Promise<number> => {
    const created = await t.api.post('/api/Users/').send({ email, password: 'Secret123', passwordRepeat: 'Secret123', ...extra })
    expect(created.status).toBe(201)
    return created.body.data.id
  }

  it('accepts the documented second registration call when it repeats the stored answer', async () => {
    const email = 'two.calls@example.test'
    const UserId = await register(email, { securityQuestion: { id: 2 }, securityAnswer: 'Lisbon' })
    const second = await t.api.post('/api/SecurityAnswers/').send({ UserId, answer: 'Lisbon', SecurityQuestionId: 2 })
    expect(second.status).toBe(201)
    expect(second.body.data).toMatchObject({ UserId, SecurityQuestionId: 2 })
    expect(second.body.data).not.toHaveProperty('answer')
    const question = await t.api.get('/rest/user/security-question').query({ email })
    expect(question.body.question.id).toBe(2)
  })

  it('refuses a blank or overlong answer and ids that are not positive whole numbers', async () => {
    // The longest answer, stored at registration; the documented second call repeats it.
    const UserId = await register('answer.fields@example.test', { securityQuestion: { id: 2 }, securityAnswer: 'a'.repeat(200) })
    const post = (body: Record<string, unknown>) => t.api.post('/api/SecurityAnswers/').send({ UserId, SecurityQuestionId: 2, answer: 'Lisbon', ...body })
    expect((await post({ answer: '   ' })).body.error).toBe('answer: Answer is required')
    expect((await post({ answer: 'a'.repeat(201) })).status).toBe(400)
    for (const bad of [{ UserId: 0 }, { UserId: 'me' }, { SecurityQuestionId: 1.5 }, { SecurityQuestionId: -2 }]) {
      expect((await post(bad)).status, JSON.stringify(bad)).toBe(400)
    }
    expect((await post({ answer: 'a'.repeat(200) })).status).toBe(201)
  })

  it('refuses anonymous calls that would set or change another account\'s answer', async () => {
    const withAnswer = await register('has.answer@example.test', { securityQuestion: { id: 2 }, securityAnswer: 'Lisbon' })
    const withoutAnswer = await register('no.answer@example.test')
    const attempts = [
      { UserId: withoutAnswer, SecurityQuestionId: 2, answer: 'Attacker' },
      { UserId: withAnswer, SecurityQuestionId: 2, answer: 'Attacker' },
      { UserId: withAnswer, SecurityQuestionId: 3, answer: 'Lisbon' },
      { UserId: 1, SecurityQuestionId: 1, answer: 'guess' },
      { UserId: 99999, SecurityQuestionId: 1, answer: 'x' }
    ]
    for (const body of attempts) {
      const res = await t.api.post('/api/SecurityAnswers/').send(body)
      expect(res.status, JSON.stringify(body)).toBe(403)
      expect(res.body.error).toBeTruthy()
    }
    const question = await t.api.get('/rest/user/security-question').query({ email: 'no.answer@example.test' })
    expect(question.body.question ?? null).toBeNull()
  })

  it('refuses another user\'s token, and lets an account set its own missing answer once', async () => {
    const victim = await register('victim.answer@example.test')
    await register('other.user@example.test')
    const other = await t.login('other.user@example.test', 'Secret123')
    const foreign = await t.api.post('/api/SecurityAnswers/').set('Authorization', `Bearer ${other.token}`)
      .send({ UserId: victim, SecurityQuestionId: 2, answer: 'Attacker' })
    expect(foreign.status).toBe(403)

    const own = await t.login('victim.answer@example.test', 'Secret123')
    const auth = { Authorization: `Bearer ${own.token}` }
    const first = await t.api.post('/api/SecurityAnswers/').set(auth).send({ UserId: victim, SecurityQuestionId: 2, answer: 'Lisbon' })
    expect(first.status).toBe(201)
    const repeat = await t.api.post('/api/SecurityAnswers/').set(auth).send({ UserId: victim, SecurityQuestionId: 2, answer: 'lisbon ' })
    expect(repeat.status).toBe(201)
    const change = await t.api.post('/api/SecurityAnswers/').set(auth).send({ UserId: victim, SecurityQuestionId: 3, answer: 'Porto' })
    expect(change.status).toBe(403)
  })

  it('refuses an anonymous repeat long after registration, but not the account\'s own', () => {
    const shop = t.shop.registry.get()
    const user = shop.repos.users.findByEmail(t.email(seeded.customer.local))!
    const call = { userId: user.id, questionId: shop.repos.securityAnswers.findByUser(user.id)!.SecurityQuestionId, answer: 'Pepper' }
    const later = Date.parse(user.createdAt) + ANONYMOUS_REPEAT_WINDOW_MS + 1
    expect(saveSecurityAnswer(shop, call, later - 2)).toMatchObject({ UserId: user.id })
    expect(() => saveSecurityAnswer(shop, call, later)).toThrow(/cannot set/)
    expect(saveSecurityAnswer(shop, { ...call, requesterId: user.id }, later)).toMatchObject({ UserId: user.id })
  })

  it('answers 400 to an empty answer or missing fields', async () => {
    expect((await t.api.post('/api/SecurityAnswers/').send({ UserId: 1, SecurityQuestionId: 1, answer: '' })).status).toBe(400)
    expect((await t.api.post('/api/SecurityAnswers/').send({ UserId: 1, answer: 'x' })).status).toBe(400)
    expect((await t.api.post('/api/SecurityAnswers/').send({ UserId: 'me', SecurityQuestionId: 1, answer: 'x' })).status).toBe(400)
  })
})

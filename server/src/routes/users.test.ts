import { describe, expect, it } from 'vitest'
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
    ['a mismatched repeat', { ...valid('repeat@example.test'), passwordRepeat: 'Other123' }],
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

  it('stores an answer once for a user without one', async () => {
    const created = await t.api.post('/api/Users/').send({ email: 'later@example.test', password: 'Secret123', passwordRepeat: 'Secret123' })
    const body = { UserId: created.body.data.id, SecurityQuestionId: 2, answer: 'Lisbon' }
    const first = await t.api.post('/api/SecurityAnswers/').send(body)
    expect(first.status).toBe(201)
    expect(first.body.data).not.toHaveProperty('answer')
    const second = await t.api.post('/api/SecurityAnswers/').send({ ...body, SecurityQuestionId: 3 })
    expect(second.status).toBe(400)
  })

  it('answers 400 to an empty answer or unknown user', async () => {
    expect((await t.api.post('/api/SecurityAnswers/').send({ UserId: 1, SecurityQuestionId: 1, answer: '' })).status).toBe(400)
    expect((await t.api.post('/api/SecurityAnswers/').send({ UserId: 99999, SecurityQuestionId: 1, answer: 'x' })).status).toBe(400)
  })
})

import { beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, seeded } from '../test-support/test-shop.js'

// Each length limit docs/api.md names, at its boundary from both sides: the last accepted length
// and the first refused one.
const t = createTestShop()
let auth: Record<string, string> = {}
let customer: Record<string, string> = {}
beforeAll(async () => {
  auth = { Authorization: `Bearer ${(await t.login(t.email(seeded.admin.local), seeded.admin.password)).token}` }
  const email = t.email('limits.customer')
  await t.api.post('/api/Users/').send({ email, password: 'start-pass', passwordRepeat: 'start-pass' }).expect(201)
  customer = { Authorization: `Bearer ${(await t.login(email, 'start-pass')).token}` }
})

const text = (length: number): string => 'a'.repeat(length)
let registered = 0
const register = async (password: string) =>
  await t.api.post('/api/Users/').send({ email: `limit${registered++}@limits.test`, password, passwordRepeat: password })

describe('passwords take 5 to 40 characters', () => {
  it('on registration', async () => {
    expect((await register(text(4))).status).toBe(400)
    expect((await register(text(5))).status).toBe(201)
    expect((await register(text(40))).status).toBe(201)
    expect((await register(text(41))).status).toBe(400)
  })

  it('on a change', async () => {
    const change = async (password: string) => await t.api.get('/rest/user/change-password').query({ new: password, repeat: password }).set(customer)
    expect((await change(text(4))).status).toBe(400)
    expect((await change(text(41))).status).toBe(400)
    expect((await change(text(5))).status).toBe(200)
    expect((await change(text(40))).status).toBe(200)
  })

  it('on a reset (a wrong answer is only checked for a password of allowed length)', async () => {
    const reset = async (password: string) =>
      await t.api.post('/rest/user/reset-password').send({ email: t.email('limits.customer'), answer: 'wrong', new: password, repeat: password })
    expect((await reset(text(4))).status).toBe(400)
    expect((await reset(text(5))).status).toBe(401)
    expect((await reset(text(40))).status).toBe(401)
    expect((await reset(text(41))).status).toBe(400)
  })
})

describe('text limits', () => {
  it('search terms up to 200 characters', async () => {
    expect((await t.api.get('/rest/products/search').query({ q: text(200) })).status).toBe(200)
    expect((await t.api.get('/rest/products/search').query({ q: text(201) })).status).toBe(400)
  })

  it('a login address up to 200 characters', async () => {
    expect((await t.api.get('/rest/saveLoginIp').set(auth).set('True-Client-IP', text(200))).status).toBe(200)
    expect((await t.api.get('/rest/saveLoginIp').set(auth).set('True-Client-IP', text(201))).status).toBe(400)
  })

  it('complaints up to 160 characters', async () => {
    expect((await t.api.post('/api/Complaints/').set(customer).send({ message: text(160) })).status).toBe(201)
    expect((await t.api.post('/api/Complaints/').set(customer).send({ message: text(161) })).status).toBe(400)
  })

  it('chatbot questions up to 500 characters', async () => {
    const ask = async (query: string) => await t.api.post('/rest/chatbot/respond').set(customer).send({ action: 'query', query })
    expect((await ask(text(500))).status).toBe(200)
    expect((await ask(text(501))).status).toBe(400)
  })

  it('review filters up to 100 characters', async () => {
    // Not a plain integer, so it goes to the sandbox: `r.product == 1` followed by spaces.
    expect((await t.api.get(`/rest/products/${encodeURIComponent(`1${' '.repeat(99)}`)}/reviews`)).status).toBe(200)
    expect((await t.api.get(`/rest/products/${encodeURIComponent(`1${' '.repeat(100)}`)}/reviews`)).status).toBe(400)
  })

  it('progress codes up to 1 000 characters', async () => {
    expect((await t.api.put(`/rest/continue-code/apply/${text(1000)}`)).status).toBe(404)
    expect((await t.api.put(`/rest/continue-code/apply/${text(1001)}`)).status).toBe(400)
  })
})

describe('body size', () => {
  it('takes JSON bodies up to 200 kB', async () => {
    // A feedback body whose whole JSON text is exactly the limit, then one byte more.
    const body = (size: number): string => {
      const frame = JSON.stringify({ comment: '', rating: 3, pad: '' })
      return JSON.stringify({ comment: '', rating: 3, pad: text(size - frame.length) })
    }
    const send = async (json: string) => await t.api.post('/api/Feedbacks/').set('Content-Type', 'application/json').send(json)
    expect(Buffer.byteLength(body(200 * 1024))).toBe(200 * 1024)
    expect((await send(body(200 * 1024))).status).not.toBe(413)
    expect((await send(body(200 * 1024 + 1))).status).toBe(413)
  })
})

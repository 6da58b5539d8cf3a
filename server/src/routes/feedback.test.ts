import type { AddressInfo } from 'node:net'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()

async function captcha () {
  const res = await t.api.get('/rest/captcha/')
  expect(res.status).toBe(200)
  return res.body as { captchaId: number, captcha: string, answer: string }
}

async function as (local: string, password: string) {
  const { token } = await t.login(t.email(local), password)
  return { Authorization: `Bearer ${token}` }
}

/** A feedback body with a fresh, correctly answered captcha. */
async function answered (fields: Record<string, unknown>) {
  const c = await captcha()
  return { captchaId: c.captchaId, captcha: c.answer, ...fields }
}

const wrongCaptcha = { status: 'error', error: 'Wrong answer to CAPTCHA. Please try again.', message: 'Wrong answer to CAPTCHA. Please try again.' }

describe('GET /rest/captcha', () => {
  it('returns a small arithmetic puzzle whose answer is consistent', async () => {
    for (let i = 0; i < 20; i++) {
      const body = await captcha()
      expect(Object.keys(body).sort()).toEqual(['answer', 'captcha', 'captchaId'])
      expect(body.captcha).toMatch(/^\d[+\-*]\d[+\-*]\d$/)
      // eslint-disable-next-line no-new-func
      expect(String(Function(`return ${body.captcha}`)())).toBe(body.answer)
      expect(body.captchaId).toBeTypeOf('number')
    }
  })

  it('hands out a new id every time', async () => {
    const ids = new Set<number>()
    for (let i = 0; i < 5; i++) ids.add((await captcha()).captchaId)
    expect(ids.size).toBe(5)
  })
})

describe('POST /api/Feedbacks', () => {
  it('saves anonymous feedback with a correct captcha', async () => {
    const saved: unknown[] = []
    t.shop.registry.get().events.on('feedback.saved', payload => { saved.push(payload) })
    const res = await t.api.post('/api/Feedbacks/').send(await answered({ comment: 'Lovely juice (anonymous)', rating: 4 }))
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      status: 'success',
      data: { id: expect.any(Number), UserId: null, comment: 'Lovely juice (anonymous)', rating: 4, createdAt: expect.any(String), updatedAt: expect.any(String) }
    })
    // The client is the socket's address, an IPv4 one written plainly.
    expect(saved).toEqual([{ id: res.body.data.id, UserId: null, callerId: null, comment: 'Lovely juice (anonymous)', rating: 4, client: '127.0.0.1' }])
  })

  it('records an IPv4 client seen through an IPv6 socket as plain IPv4 too', async ctx => {
    const server = t.shop.createServer()
    const listening = await new Promise<boolean>(resolve => {
      server.once('error', () => { resolve(false) }).listen(0, '::', () => { resolve(true) })
    })
    if (!listening) ctx.skip('no IPv6 on this machine')
    try {
      const api = request(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
      const clients: string[] = []
      t.shop.registry.get().events.on('feedback.saved', ({ client }) => { clients.push(client) })
      const { captchaId, answer } = (await api.get('/rest/captcha/')).body as { captchaId: number, answer: string }
      expect((await api.post('/api/Feedbacks/').send({ captchaId, captcha: answer, comment: 'Via IPv6', rating: 3 })).status).toBe(201)
      expect(clients).toEqual(['127.0.0.1'])
    } finally {
      server.close()
    }
  })

  it('saves feedback in the logged-in user\'s name, with or without UserId in the body', async () => {
    const auth = await as('qa.bot', 'Qa-Bot-Smoke-1')
    const withId = await t.api.post('/api/Feedbacks/').set(auth).send(await answered({ UserId: 4, comment: 'Great', rating: 5 }))
    expect(withId.status).toBe(201)
    expect(withId.body.data).toMatchObject({ UserId: 4, comment: 'Great', rating: 5 })
    const withoutId = await t.api.post('/api/Feedbacks/').set(auth).send(await answered({ comment: 'Still great', rating: 5 }))
    expect(withoutId.body.data.UserId).toBe(4)
    const withNull = await t.api.post('/api/Feedbacks/').set(auth).send(await answered({ UserId: null, comment: 'Again', rating: 3 }))
    expect(withNull.body.data.UserId).toBe(4)
  })

  it('accepts the captcha id and answer as strings, as a form sends them', async () => {
    const c = await captcha()
    const res = await t.api.post('/api/Feedbacks/').send({ captchaId: String(c.captchaId), captcha: ` ${c.answer} `, comment: 'Form-style', rating: 2 })
    expect(res.status).toBe(201)
  })

  it('leaves room for the author suffix the form appends to a full 160-character comment', async () => {
    const comment = `${'x'.repeat(160)} (***bot@${t.shop.config.application.domain})`
    expect((await t.api.post('/api/Feedbacks/').send(await answered({ comment, rating: 3 }))).status).toBe(201)
    expect((await t.api.post('/api/Feedbacks/').send(await answered({ comment: 'x'.repeat(1000), rating: 3 }))).status).toBe(400)
  })

  it('takes a comment up to 160 characters plus the longest author suffix, " (" + a 254-character e-mail + ")"', async () => {
    const longest = 160 + 254 + 3
    expect((await t.api.post('/api/Feedbacks/').send(await answered({ comment: 'y'.repeat(longest), rating: 3 }))).status).toBe(201)
    const over = await t.api.post('/api/Feedbacks/').send(await answered({ comment: 'y'.repeat(longest + 1), rating: 3 }))
    expect([over.status, over.body.error]).toEqual([400, 'comment: Comment is too long'])
  })

  it('names what is wrong with a rating, a captcha id or a captcha answer', async () => {
    const c = await answered({})
    const error = async (body: Record<string, unknown>): Promise<string> =>
      (await t.api.post('/api/Feedbacks/').send({ ...c, comment: 'x', rating: 3, ...body })).body.error as string
    expect(await error({ rating: 2.5 })).toBe('rating: Rating must be a whole number')
    expect(await error({ rating: 1_000_001 })).toBe('rating: Rating is out of range')
    expect(await error({ rating: -1_000_001 })).toBe('rating: Rating is out of range')
    // Digits only, the whole string: a number with text before or after it is no id and no answer (400, not a wrong answer's 401).
    for (const captchaId of ['12abc', 'abc12', '1234567890123']) expect(await error({ captchaId }), captchaId).toBe('captchaId: Invalid input')
    for (const captcha of ['12abc', 'abc12', '1234567890123']) expect(await error({ captcha }), captcha).toBe('captcha: Expected a number')
  })

  it('rejects a wrong or unknown captcha with 401', async () => {
    const c = await captcha()
    const wrong = await t.api.post('/api/Feedbacks/').send({ captchaId: c.captchaId, captcha: String(Number(c.answer) + 1), comment: 'x', rating: 3 })
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual(wrongCaptcha)
    expect((await t.api.post('/api/Feedbacks/').send({ captchaId: 999999, captcha: '1', comment: 'x', rating: 3 })).body).toEqual(wrongCaptcha)
  })

  it('refuses a malformed or wrong captcha answer (reusing a captcha is planted: captchaBypassChallenge)', async () => {
    const d = await captcha()
    expect((await t.api.post('/api/Feedbacks/').send({ captchaId: d.captchaId, captcha: 'abc', comment: 'x', rating: 3 })).status).toBe(400)
    expect((await t.api.post('/api/Feedbacks/').send({ captchaId: d.captchaId, captcha: '-99999', comment: 'x', rating: 3 })).status).toBe(401)
  })

  it('refuses a UserId no account has, and comments that are nothing but markup', async () => {
    expect((await t.api.post('/api/Feedbacks/').send(await answered({ UserId: 99999, comment: 'x', rating: 3 }))).status).toBe(400)
    const empty = await t.api.post('/api/Feedbacks/').send(await answered({ comment: '<b></b>', rating: 3 }))
    expect(empty.status).toBe(400)
    expect(empty.body.error).toBe('Comment is required')
    const blank = await t.api.post('/api/Feedbacks/').send(await answered({ comment: '   ', rating: 3 }))
    expect([blank.status, blank.body.error]).toEqual([400, 'comment: Comment is required'])
  })

  it('rejects bad fields with 400', async () => {
    const c = await answered({})
    const post = (body: Record<string, unknown>) => t.api.post('/api/Feedbacks/').send({ ...c, comment: 'x', rating: 3, ...body })
    for (const bad of [
      { comment: '' }, { comment: '   ' }, { comment: 5 },
      { rating: 2.5 }, { rating: 'five' }, { rating: null }, { rating: 1e9 },
      { UserId: 'me' }, { UserId: -1 },
      { captchaId: undefined }, { captchaId: true }, { captchaId: 'one' }, { captcha: undefined }, { captcha: { $ne: 1 } }
    ]) {
      const res = await post(bad)
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(res.body.errors.length, JSON.stringify(bad)).toBeGreaterThan(0)
    }
    const malformed = await t.api.post('/api/Feedbacks/').set('Content-Type', 'application/json').send('{"comment": ')
    expect(malformed.status).toBe(400)
    // Validation failures come before the captcha check, so that captcha is still good.
    expect((await post({})).status).toBe(201)
  })
})

describe('GET and DELETE /api/Feedbacks', () => {
  it('lists feedback publicly', async () => {
    const list = await t.api.get('/api/Feedbacks/')
    expect(list.status).toBe(200)
    expect(list.body.data.length).toBeGreaterThanOrEqual(3)
    for (const row of list.body.data) {
      expect(row).toEqual({ id: expect.any(Number), UserId: row.UserId === null ? null : expect.any(Number), comment: expect.any(String), rating: expect.any(Number), createdAt: expect.any(String), updatedAt: expect.any(String) })
    }
  })

  it('lets only an admin delete feedback', async () => {
    const id = (await t.api.get('/api/Feedbacks/')).body.data[0].id
    expect((await t.api.delete(`/api/Feedbacks/${id}`)).status).toBe(401)
    expect((await t.api.delete(`/api/Feedbacks/${id}`).set(await as('qa.bot', 'Qa-Bot-Smoke-1'))).status).toBe(403)
    expect((await t.api.delete(`/api/Feedbacks/${id}`).set(await as('finance.desk', 'Welcome-Aboard1'))).status).toBe(403)
    const admin = await as('admin', 'qwerty123')
    const deleted = await t.api.delete(`/api/Feedbacks/${id}`).set(admin)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ status: 'success', data: {} })
    expect((await t.api.get('/api/Feedbacks/')).body.data.map((f: { id: number }) => f.id)).not.toContain(id)
    expect((await t.api.delete(`/api/Feedbacks/${id}`).set(admin)).status).toBe(404)
    expect((await t.api.delete('/api/Feedbacks/abc').set(admin)).status).toBe(400)
  })
})

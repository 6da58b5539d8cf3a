import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()

async function captcha () {
  const res = await t.api.get('/rest/captcha/')
  expect(res.status).toBe(200)
  return res.body as { captchaId: number, captcha: string, answer: string }
}

describe('captcha', () => {
  it('returns a small arithmetic puzzle whose answer is consistent', async () => {
    const { captcha: text, answer, captchaId } = await captcha()
    expect(text).toMatch(/^\d[+\-*]\d[+\-*]\d$/)
    // eslint-disable-next-line no-new-func
    expect(String(Function(`return ${text}`)())).toBe(answer)
    expect(captchaId).toBeTypeOf('number')
  })
})

describe('feedback', () => {
  it('saves anonymous feedback with a correct captcha', async () => {
    const c = await captcha()
    const res = await t.api.post('/api/Feedbacks/').send({ captchaId: c.captchaId, captcha: c.answer, comment: 'Lovely juice (anonymous)', rating: 4 })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ UserId: null, rating: 4 })
  })

  it('saves feedback in the logged-in user\'s name', async () => {
    const { token } = await t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    const c = await captcha()
    const res = await t.api.post('/api/Feedbacks/').set('Authorization', `Bearer ${token}`).send({ UserId: 4, captchaId: c.captchaId, captcha: c.answer, comment: 'Great', rating: 5 })
    expect(res.status).toBe(201)
    expect(res.body.data.UserId).toBe(4)
  })

  it('rejects a wrong captcha with 401 and bad fields with 400', async () => {
    const c = await captcha()
    expect((await t.api.post('/api/Feedbacks/').send({ captchaId: c.captchaId, captcha: '99999', comment: 'x', rating: 3 })).status).toBe(401)
    expect((await t.api.post('/api/Feedbacks/').send({ captchaId: c.captchaId, captcha: c.answer, comment: '', rating: 3 })).status).toBe(400)
    expect((await t.api.post('/api/Feedbacks/').send({ captchaId: c.captchaId, captcha: c.answer, comment: 'x', rating: 0 })).status).toBe(400)
    expect((await t.api.post('/api/Feedbacks/').send({ captchaId: c.captchaId, captcha: c.answer, comment: 'x', rating: 'five' })).status).toBe(400)
    expect((await t.api.post('/api/Feedbacks/').send({ UserId: 1, captchaId: c.captchaId, captcha: c.answer, comment: 'x', rating: 3 })).status).toBe(403)
  })

  it('lists feedback publicly and lets only an admin delete it', async () => {
    const list = await t.api.get('/api/Feedbacks/')
    expect(list.status).toBe(200)
    const id = list.body.data[0].id
    expect((await t.api.delete(`/api/Feedbacks/${id}`)).status).toBe(401)
    const { token } = await t.login(t.email('admin'), 'qwerty123')
    const auth = { Authorization: `Bearer ${token}` }
    expect((await t.api.delete(`/api/Feedbacks/${id}`).set(auth)).status).toBe(200)
    expect((await t.api.delete(`/api/Feedbacks/${id}`).set(auth)).status).toBe(404)
    expect((await t.api.delete('/api/Feedbacks/abc').set(auth)).status).toBe(400)
  })
})

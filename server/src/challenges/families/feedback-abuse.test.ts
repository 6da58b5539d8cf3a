import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'

const t = createTestShop()

async function captcha () {
  return (await t.api.get('/rest/captcha/')).body as { captchaId: number, captcha: string, answer: string }
}

async function feedback (body: Record<string, unknown>, token?: string) {
  const c = await captcha()
  const req = t.api.post('/api/Feedbacks/')
  if (token) req.set('Authorization', `Bearer ${token}`)
  return await req.send({ captchaId: c.captchaId, captcha: c.answer, comment: 'Nice juice', rating: 4, ...body })
}

describe('zeroStarsChallenge', () => {
  it('is solved by sending a rating of 0 around the slider', async () => {
    await feedback({ rating: 1 })
    expect(await t.solved('zeroStarsChallenge')).toBe(false)
    const res = await feedback({ rating: 0, comment: 'Zero stars!' })
    expect(res.status).toBe(201)
    expect(res.body.data.rating).toBe(0)
    expect(await t.solved('zeroStarsChallenge')).toBe(true)
  })
})

describe('forgedFeedbackChallenge', () => {
  it('is not solved by feedback in one\'s own name', async () => {
    const { token } = await t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    expect((await feedback({ UserId: 4 }, token)).status).toBe(201)
    expect(await t.solved('forgedFeedbackChallenge')).toBe(false)
  })

  it('is solved when a guest posts feedback with another customer\'s UserId', async () => {
    const res = await feedback({ UserId: 6, comment: 'Written by Lena, honestly' })
    expect(res.status).toBe(201)
    expect(res.body.data.UserId).toBe(6)
    expect(await t.solved('forgedFeedbackChallenge')).toBe(true)
  })
})

describe('feedbackXssChallenge', () => {
  it('is not solved by markup the sanitiser removes', async () => {
    const res = await feedback({ comment: 'Look: <iframe src="javascript:alert(`xss`)">' })
    expect(res.status).toBe(201)
    expect(res.body.data.comment).toBe('Look:')
    expect(await t.solved('feedbackXssChallenge')).toBe(false)
  })

  it('is solved by nested tags that reassemble after one pass', async () => {
    const res = await feedback({ comment: '<<b>iframe src="javascript:alert(`xss`)"<b>>' })
    expect(res.status).toBe(201)
    expect(res.body.data.comment).toContain('<iframe src="javascript:alert(`xss`)">')
    expect(await t.solved('feedbackXssChallenge')).toBe(true)
  })
})

// A shop of its own, so the feedback of the other tests does not count towards the flood.
const flood = createTestShop()

describe('captchaBypassChallenge', () => {
  it('is solved by ten feedbacks within 20 seconds, all with one captcha read from its own answer', async () => {
    const c = (await flood.api.get('/rest/captcha/')).body as { captchaId: number, answer: string }
    const send = async (i: number) => await flood.api.post('/api/Feedbacks/').send({ captchaId: c.captchaId, captcha: c.answer, comment: `flood ${i}`, rating: 3 })
    for (let i = 0; i < 9; i++) expect((await send(i)).status).toBe(201)
    expect(await flood.solved('captchaBypassChallenge')).toBe(false)
    expect((await send(9)).status).toBe(201)
    expect(await flood.solved('captchaBypassChallenge')).toBe(true)
  })
})

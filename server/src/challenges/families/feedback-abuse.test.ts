import { describe, expect, it } from 'vitest'
import { sendFeedback } from '../../test-support/customers.js'
import { communityExploits } from '../../test-support/exploits/community.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { familyHarness } from '../../test-support/family-harness.js'
import { feedbackAbuseFamily } from './feedback-abuse.js'

const t = createExploitShop()

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
    await communityExploits.zeroStarsChallenge(t)
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
    await communityExploits.forgedFeedbackChallenge(t)
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
    await communityExploits.feedbackXssChallenge(t)
    expect(await t.solved('feedbackXssChallenge')).toBe(true)
  })
})

// Shops of their own, so the feedback of the other tests does not count towards the flood.
const calm = createExploitShop()
const flood = createExploitShop()

describe('captchaBypassChallenge', () => {
  it('is not solved by nine feedbacks', async () => {
    for (let i = 0; i < 9; i++) await sendFeedback(calm, `honest ${i}`)
    expect(await calm.solved('captchaBypassChallenge')).toBe(false)
  })

  it('is solved by ten feedbacks within 20 seconds, all with one captcha read from its own answer', async () => {
    await communityExploits.captchaBypassChallenge(flood)
    expect(await flood.solved('captchaBypassChallenge')).toBe(true)
  })
})

describe('feedback-abuse rules', () => {
  const saved = (feedbacks: Array<{ UserId?: number | null, callerId?: number | null, client?: string }>): string[] => {
    const h = familyHarness(feedbackAbuseFamily)
    feedbacks.forEach((f, id) => { h.emit('feedback.saved', { id, UserId: null, callerId: null, comment: 'Nice', rating: 4, client: '10.0.0.1', ...f }) })
    return h.solved
  }

  it('counts feedback filed under someone else\'s account', () => {
    expect(saved([{ UserId: 2, callerId: 1 }])).toEqual(['forgedFeedbackChallenge'])
    expect(saved([{ UserId: 2, callerId: null }])).toEqual(['forgedFeedbackChallenge'])
    expect(saved([{ UserId: 1, callerId: 1 }])).toEqual([])
    expect(saved([{ UserId: null, callerId: 1 }])).toEqual([])
  })

  it('counts ten feedbacks from one client, not ten from several', () => {
    const from = (client: string, count: number) => Array.from({ length: count }, () => ({ client }))
    expect(saved(from('10.0.0.1', 10))).toEqual(['captchaBypassChallenge'])
    expect(saved([...from('10.0.0.1', 9), ...from('10.0.0.2', 1)])).toEqual([])
  })
})

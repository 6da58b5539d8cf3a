import { afterEach, describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { accountIn } from '../../test-support/shop-customers.js'
import type { DomainEventMap } from '../../challenges/mechanisms/domain-events.js'
import { newCaptcha } from './captcha.js'
import { deleteFeedback, listFeedback, saveFeedback, type FeedbackInput } from './feedback.js'
import { stripTags } from './sanitise.js'

const t = createTestShop()
const shop = t.shop.registry.get()

const saved: Array<DomainEventMap['feedback.saved']> = []
shop.events.on('feedback.saved', e => { saved.push(e) })
afterEach(() => { saved.length = 0 })

/** A feedback body with a fresh, correctly answered captcha. */
function answered (fields: Partial<FeedbackInput> = {}): FeedbackInput {
  const { captchaId, answer } = newCaptcha(shop)
  return { captchaId, captcha: answer, comment: 'Great juice', rating: 4, ...fields }
}
const refusal = (input: FeedbackInput, caller = accountIn(shop)): string => {
  try {
    saveFeedback(shop, caller, '10.0.0.1', input)
    return 'saved'
  } catch (error) {
    const { kind, message } = error as { kind: string, message: string }
    return `${kind}: ${message}`
  }
}

describe('feedback', () => {
  it('is saved in the caller\'s name with tags stripped, announced with the client, and answered without internals', () => {
    const caller = accountIn(shop)
    const row = saveFeedback(shop, caller, '10.0.0.1', answered({ comment: '  <b>Great</b> juice  ', rating: 5 }))
    expect(row).toEqual({ id: row.id, UserId: caller.id, comment: 'Great juice', rating: 5, createdAt: expect.any(String), updatedAt: expect.any(String) })
    expect(saved).toEqual([{ id: row.id, UserId: caller.id, callerId: caller.id, comment: 'Great juice', rating: 5, client: '10.0.0.1' }])
    expect(listFeedback(shop)).toContainEqual(expect.objectContaining({ id: row.id, comment: 'Great juice' }))
  })

  it('is saved anonymously without a caller, and in whatever name the body gives (planted: forgedFeedbackChallenge)', () => {
    const named = accountIn(shop)
    expect(saveFeedback(shop, null, 'c', answered()).UserId).toBeNull()
    expect(saveFeedback(shop, accountIn(shop), 'c', answered({ UserId: named.id })).UserId).toBe(named.id)
    expect(saved.map(e => e.callerId)).toEqual([null, expect.any(Number)])
  })

  it.each([
    ['a wrong captcha answer', { captcha: 'x' }, 'unauthenticated: Wrong answer to CAPTCHA. Please try again.'],
    ['an unknown captcha', { captchaId: 999_999 }, 'unauthenticated: Wrong answer to CAPTCHA. Please try again.'],
    ['an author who does not exist', { UserId: 999_999 }, 'invalid: Unknown user'],
    ['a blank comment', { comment: '   ' }, 'invalid: Comment is required'],
    ['a comment of tags alone', { comment: '<p></p> <br/>' }, 'invalid: Comment is required']
  ])('is refused for %s', (_, fields, message) => {
    expect(refusal(answered(fields))).toBe(message)
    expect(saved).toEqual([])
  })

  it('is deleted by id, and an unknown id is named as such', () => {
    const row = saveFeedback(shop, null, 'c', answered({ comment: 'delete me' }))
    deleteFeedback(shop, row.id)
    expect(listFeedback(shop).map(f => f.id)).not.toContain(row.id)
    expect(() => { deleteFeedback(shop, row.id) }).toThrow('Feedback not found')
  })
})

describe('stripTags', () => {
  it('removes tags in one pass, so tags nested in tags reassemble (planted: feedbackXssChallenge)', () => {
    expect(stripTags('a <i>b</i> <img src=x onerror=alert(1)> c')).toBe('a b  c')
    expect(stripTags('<<script>script>alert(1)<</script>/script>')).toBe('<script>alert(1)</script>')
    expect(stripTags('3 > 2 and 1 < 2')).toBe('3 > 2 and 1 < 2')
    expect(stripTags('a <b<i>>c')).toBe('a <b>c')
  })
})

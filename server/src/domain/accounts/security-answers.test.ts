import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { accountIn } from '../../test-support/shop-customers.js'
import { hashAnswer } from '../auth/passwords.js'
import { ANONYMOUS_REPEAT_WINDOW_MS, saveSecurityAnswer } from './security-answers.js'

const t = createTestShop()
const shop = t.shop.registry.get()
const refused = expect.objectContaining({ kind: 'forbidden', message: 'You cannot set the security answer of this account' })

/** A new account that registered the answer Rex to question 1; answers its id and creation time. */
function registered (answerHash = hashAnswer(shop.secrets.answerKey, 'Rex')): { id: number, createdAt: number } {
  const user = shop.repos.users.findById(accountIn(shop).id)!
  shop.repos.securityAnswers.insert(user.id, 1, answerHash)
  return { id: user.id, createdAt: Date.parse(user.createdAt) }
}

describe('saveSecurityAnswer', () => {
  it('refuses a question the shop does not have, and stores nothing', () => {
    const { id } = accountIn(shop)
    expect(() => saveSecurityAnswer(shop, { userId: id, questionId: 987_654, answer: 'Rex', requesterId: id }))
      .toThrow(expect.objectContaining({ kind: 'invalid', message: 'Unknown security question' }))
    expect(shop.repos.securityAnswers.findByUser(id)).toBeUndefined()
  })

  it('lets an anonymous client repeat the registered answer until the window’s last millisecond', () => {
    const { id, createdAt } = registered()
    const repeat = { userId: id, questionId: 1, answer: ' rex ' }
    const stored = saveSecurityAnswer(shop, repeat, createdAt + ANONYMOUS_REPEAT_WINDOW_MS)
    expect(stored).toEqual({ id: expect.any(Number), UserId: id, SecurityQuestionId: 1, createdAt: expect.any(String), updatedAt: expect.any(String) })
    expect(() => saveSecurityAnswer(shop, repeat, createdAt + ANONYMOUS_REPEAT_WINDOW_MS + 1)).toThrow(refused)
  })

  it('refuses a repeat with another question or another answer, even from the account itself', () => {
    const { id, createdAt } = registered()
    expect(() => saveSecurityAnswer(shop, { userId: id, questionId: 2, answer: 'Rex', requesterId: id }, createdAt)).toThrow(refused)
    expect(() => saveSecurityAnswer(shop, { userId: id, questionId: 1, answer: 'Rover', requesterId: id }, createdAt)).toThrow(refused)
  })

  it('treats a stored answer hash of another length as another answer', () => {
    const { id, createdAt } = registered('abcd')
    expect(() => saveSecurityAnswer(shop, { userId: id, questionId: 1, answer: 'Rex', requesterId: id }, createdAt)).toThrow(refused)
  })

  it('refuses a missing account and an anonymous first answer alike', () => {
    expect(() => saveSecurityAnswer(shop, { userId: 987_654, questionId: 1, answer: 'Rex', requesterId: 987_654 })).toThrow(refused)
    const { id } = accountIn(shop)
    expect(() => saveSecurityAnswer(shop, { userId: id, questionId: 1, answer: 'Rex' })).toThrow(refused)
    expect(saveSecurityAnswer(shop, { userId: id, questionId: 1, answer: 'Rex', requesterId: id })).toMatchObject({ UserId: id, SecurityQuestionId: 1 })
  })
})

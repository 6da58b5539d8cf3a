import { describe, expect, it } from 'vitest'
import { SlidingWindows } from '../../challenges/mechanisms/time-windows.js'
import { createTestShop } from '../../test-support/test-shop.js'
import { accountIn } from '../../test-support/shop-customers.js'
import { hashAnswer } from '../auth/passwords.js'
import { resetPassword } from './password-reset.js'
import { admitResetAttempt, recordWrongAnswer, RESET_LIMITS } from './reset-limits.js'

const admitted = (windows: SlidingWindows, client: string, email: string): boolean => {
  try {
    admitResetAttempt(windows, client, email)
    return true
  } catch {
    return false
  }
}

describe('admitResetAttempt', () => {
  it('counts each client on its own', () => {
    const windows = new SlidingWindows()
    for (let i = 0; i < RESET_LIMITS.attemptsPerClient; i++) expect(admitted(windows, 'client-a', `someone${i}@example.test`)).toBe(true)
    expect(admitted(windows, 'client-a', 'one.more@example.test')).toBe(false)
    expect(admitted(windows, 'client-b', 'one.more@example.test')).toBe(true)
  })

  it('counts wrong answers for one account however its e-mail is spelled', () => {
    const windows = new SlidingWindows()
    for (let i = 0; i < RESET_LIMITS.wrongAnswersPerAccount; i++) recordWrongAnswer(windows, 'client-a', 'Julia.Moreno@Example.test')
    expect(admitted(windows, 'client-a', ' julia.moreno@example.test ')).toBe(false)
    expect(admitted(windows, 'client-a', 'julia.m@example.test')).toBe(true)
  })
})

describe('resetPassword', () => {
  const t = createTestShop()
  const shop = t.shop.registry.get()

  it('treats a stored answer hash of another length as a wrong answer', () => {
    const user = accountIn(shop)
    shop.repos.securityAnswers.insert(user.id, 1, hashAnswer(shop.secrets.answerKey, 'Rex'))
    shop.repos.securityAnswers.insertAlternative(user.id, 'not-a-hash')
    expect(() => resetPassword(shop, 'reset-test', { email: user.email, answer: 'Rover', new: 'Fresh-Pass2', repeat: 'Fresh-Pass2' }))
      .toThrow(expect.objectContaining({ kind: 'unauthenticated', message: 'Wrong answer to security question.' }))
  })
})

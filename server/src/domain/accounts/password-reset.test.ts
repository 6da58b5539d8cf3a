import { describe, expect, it } from 'vitest'
import { SlidingWindows } from '../../challenges/mechanisms/time-windows.js'
import { createTestShop } from '../../test-support/test-shop.js'
import { repositoryDb } from '../../test-support/repository-db.js'
import { eventRecorder } from '../../test-support/rule-fakes.js'
import { accountIn } from '../../test-support/shop-customers.js'
import { hashAnswer, hashPassword } from '../auth/passwords.js'
import { resetPassword, resetSchema } from './password-reset.js'
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

describe('resetPassword without a shop', () => {
  // The rule names its dependencies (two repositories, the answer key, the windows, the event
  // sink), so an in-memory database and a few plain objects stand in for the shop.
  const { db, repos } = repositoryDb()
  const deps = () => ({ repos, secrets: { answerKey: 'test-answer-key' }, windows: new SlidingWindows(), events: eventRecorder() })
  const questionId = Number(db.prepare('INSERT INTO SecurityQuestions (question) VALUES (?)').run('Name of your first pet?').lastInsertRowid)

  it('sets the new password for the right answer and tells the detectors whose account it was', () => {
    const shop = deps()
    const user = accountIn(shop)
    repos.securityAnswers.insert(user.id, questionId, hashAnswer('test-answer-key', 'Rex'))
    expect(resetPassword(shop, 'reset-test', { email: user.email, answer: ' Rex ', new: 'Fresh-Pass2', repeat: 'Fresh-Pass2' })).toMatchObject({ id: user.id })
    expect(repos.users.findById(user.id)?.password).toBe(hashPassword('Fresh-Pass2'))
    expect(shop.events.payloads('reset.succeeded').map(({ user }) => user.id)).toEqual([user.id])
  })

  it('counts a wrong answer against the client and that account', () => {
    const shop = deps()
    const user = accountIn(shop)
    repos.securityAnswers.insert(user.id, questionId, hashAnswer('test-answer-key', 'Rex'))
    for (let i = 0; i < RESET_LIMITS.wrongAnswersPerAccount; i++) {
      expect(() => resetPassword(shop, 'reset-test', { email: user.email, answer: 'Rover', new: 'Fresh-Pass2', repeat: 'Fresh-Pass2' })).toThrow('Wrong answer to security question.')
    }
    expect(() => resetPassword(shop, 'reset-test', { email: user.email, answer: 'Rex', new: 'Fresh-Pass2', repeat: 'Fresh-Pass2' }))
      .toThrow(expect.objectContaining({ kind: 'too-many' }))
    expect(shop.events.emitted).toEqual([])
  })
})

describe('the reset form', () => {
  const form = { email: 'julia@example.test', answer: 'Rex' }
  const problems = (input: Record<string, unknown>): string[] => resetSchema.safeParse({ ...form, ...input }).error?.issues.map(issue => issue.message) ?? []

  it('takes the e-mail and the answer trimmed, at their longest', () => {
    expect(resetSchema.parse({ email: ' julia@example.test ', answer: ' Rex ' })).toEqual(form)
    expect(problems({ email: `${'j'.repeat(241)}@example.test`, answer: 'a'.repeat(200) })).toEqual([])
  })

  it.each([
    [{ email: '  ' }, 'Email address is required'],
    [{ email: `${'j'.repeat(242)}@example.test` }, 'Email address is too long'],
    [{ answer: ' ' }, 'Security answer is required'],
    [{ answer: 'a'.repeat(201) }, 'Security answer is too long']
  ])('refuses %j: %s', (input, message) => {
    expect(problems(input)).toEqual([message])
  })
})

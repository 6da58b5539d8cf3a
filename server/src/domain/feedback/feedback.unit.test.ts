import { describe, expect, it } from 'vitest'
import { repositoryDb } from '../../test-support/repository-db.js'
import { recordingEvents } from '../../test-support/recording-events.js'
import { saveFeedback } from './feedback.js'

// Without a shop: the rule gets its repositories on an in-memory database, an event recorder and a scanner stub.
const { repos, addUser } = repositoryDb()
const author = addUser('author@feedback.test')

function parts () {
  const { events, emitted } = recordingEvents()
  const scanned: Array<[string, string]> = []
  return { shop: { repos, events, scanContent: (text: string, source: string) => { scanned.push([text, source]) } }, emitted, scanned }
}

describe('saveFeedback without a shop', () => {
  it('saves the cleaned comment under the named author, then reports it and hands it to the content scanner', () => {
    const { shop, emitted, scanned } = parts()
    const { captchaId } = repos.captchas.insert('2+2', '4')
    const saved = saveFeedback(shop, null, '10.0.0.1', { UserId: author, captchaId, captcha: ' 4 ', comment: '<b>Fine</b> juice', rating: 4 })
    expect(saved).toMatchObject({ UserId: author, comment: 'Fine juice', rating: 4 })
    expect(repos.feedbacks.list().map(row => row.comment)).toContain('Fine juice')
    expect(emitted).toEqual([['feedback.saved', { id: saved.id, UserId: author, callerId: null, comment: 'Fine juice', rating: 4, client: '10.0.0.1' }]])
    expect(scanned).toEqual([['Fine juice', 'feedback']])
  })

  it('refuses a wrong captcha and an unknown author before anything is saved or reported', () => {
    const { shop, emitted, scanned } = parts()
    const before = repos.feedbacks.list().length
    const { captchaId } = repos.captchas.insert('3*3', '9')
    expect(() => saveFeedback(shop, null, 'x', { captchaId, captcha: '8', comment: 'hi', rating: 1 })).toThrow(expect.objectContaining({ kind: 'unauthenticated' }))
    expect(() => saveFeedback(shop, null, 'x', { UserId: 999_999, captchaId, captcha: '9', comment: 'hi', rating: 1 })).toThrow(expect.objectContaining({ kind: 'invalid', message: 'Unknown user' }))
    expect(repos.feedbacks.list()).toHaveLength(before)
    expect([emitted, scanned]).toEqual([[], []])
  })
})

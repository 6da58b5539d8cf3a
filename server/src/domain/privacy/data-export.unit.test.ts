import { describe, expect, it } from 'vitest'
import { repositoryDb } from '../../test-support/repository-db.js'
import { recordingEvents } from '../../test-support/recording-events.js'
import { accountIn } from '../../test-support/shop-customers.js'
import { exportUserData } from './data-export.js'

// Without a shop: repositories on an in-memory database and an event recorder.
const { repos } = repositoryDb()

describe('exportUserData without a shop', () => {
  it('checks a captcha answer only when one is sent, and clears the captcha it accepted', () => {
    const { events, emitted } = recordingEvents()
    const user = accountIn({ repos })
    repos.imageCaptchas.replace(user.id, 'AbCdE')
    expect(() => exportUserData({ repos, events }, user.id, { format: '1', answer: 'abcde' })).toThrow(expect.objectContaining({ kind: 'unauthenticated' }))
    expect(emitted).toEqual([])
    const { userData } = exportUserData({ repos, events }, user.id, { format: 'JSON', answer: ' AbCdE ' })
    expect(JSON.parse(userData)).toMatchObject({ email: user.email, orders: [], reviews: [], memories: [] })
    expect(repos.imageCaptchas.latest(user.id)).toBeUndefined()
    exportUserData({ repos, events }, user.id, { format: 'json' })
    expect(emitted.map(([, payload]) => payload)).toEqual([
      { userId: user.id, captchaAnswered: true, rows: 0, orderOwners: [] },
      { userId: user.id, captchaAnswered: false, rows: 0, orderOwners: [] }
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { repositoryDb } from '../../test-support/repository-db.js'
import { recordingEvents } from '../../test-support/recording-events.js'
import { accountIn } from '../../test-support/shop-customers.js'
import { renameUser } from './profile.js'

// Without a shop: repositories on an in-memory database and an event recorder.
const { repos } = repositoryDb()
const from = { origin: 'http://evil.test', shopOrigin: 'http://localhost:3000' }

describe('renameUser without a shop', () => {
  it('writes the trimmed name and reports who asked from where; a gone account is a 401 and a long name a 400', () => {
    const { events, emitted } = recordingEvents()
    const user = accountIn({ repos })
    expect(renameUser({ repos, events }, user.id, { username: '  Pulp Fan ' }, from).username).toBe('Pulp Fan')
    expect(repos.users.findById(user.id)?.username).toBe('Pulp Fan')
    expect(emitted).toEqual([['profile.renamed', { userId: user.id, username: 'Pulp Fan', ...from }]])
    expect(() => renameUser({ repos, events }, 999_999, { username: 'x' }, from)).toThrow(expect.objectContaining({ kind: 'unauthenticated' }))
    expect(() => renameUser({ repos, events }, user.id, { username: 'x'.repeat(129) }, from)).toThrow(expect.objectContaining({ kind: 'invalid' }))
    expect(emitted).toHaveLength(1)
  })
})

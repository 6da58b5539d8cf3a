import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../challenges/catalogue.js'
import { createClassroomAuditRepository } from '../repositories/classroom-audit.js'
import { createClassroomScoreRepository } from '../repositories/classroom-scores.js'
import { createClassroomSettingsRepository } from '../repositories/classroom-settings.js'
import { AuditLog } from './audit.js'
import { EventSettings } from './event-settings.js'
import { ClassroomScores } from './scores.js'
import { TrainerConsole } from './trainer.js'

describe('trainer console reset', () => {
  it('forgets the old shop\'s solves but keeps what the new shop solved while the reset finished', async () => {
    const db = new Database(':memory:')
    const catalogue = loadCatalogue()
    const [old, early] = catalogue.all
    const team = { id: 't-aaaaaaaaaa', name: 'Alpha', createdAt: '2026-11-26T09:00:00.000Z', lastActiveAt: null, members: 1 }
    const teams = { list: () => [team], findById: () => team, findByName: () => team, findHeld: () => team, resetPasscode: () => 'x', endMemberships: () => {}, remove: () => {} }
    const settings = new EventSettings(createClassroomSettingsRepository(db), null, () => new Date())
    const scores = new ClassroomScores({ repo: createClassroomScoreRepository(db), catalogue, teams, settings, clock: () => new Date(), announce: () => {} })
    scores.record(team.id, { key: old!.key, isRestore: false })
    const console = new TrainerConsole({
      teams,
      // A request that waited for the reset solved `early` in the new shop before the console resumed.
      shops: { isOpen: () => true, reset: async () => [early!.key], remove: async () => {} },
      scores,
      settings,
      audit: new AuditLog(createClassroomAuditRepository(db), () => new Date()),
      push: { toClass: () => {}, toTeam: () => {} },
      forward: async () => { throw new Error('a single process forwards nothing') },
      replica: undefined
    })
    await console.resetTeam('session', 'Alpha')
    expect(scores.teamSolves('Alpha').solves.map(s => s.key)).toEqual([early!.key])
  })
})

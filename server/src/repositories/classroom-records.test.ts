import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../db/open.js'
import { createClassroomAuditRepository } from './classroom-audit.js'
import { createClassroomScoreRepository } from './classroom-scores.js'
import { createClassroomSettingsRepository } from './classroom-settings.js'
import { createTrainerSessionRepository } from './classroom-trainer-sessions.js'

/*
 * The classroom's own records, each written through one method and read back through another.
 * Every test builds its own database and repository: built once for the file, a repository's
 * methods existed before any test ran, and a mutation run could not tell which test relied on which.
 */

let db: Db
beforeEach(() => { db = openDatabase(':memory:') })
afterEach(() => { db.close() })

describe('classroom solves', () => {
  let scores: ReturnType<typeof createClassroomScoreRepository>
  beforeEach(() => { scores = createClassroomScoreRepository(db) })
  const solve = (teamId: string, challengeKey: string, solvedAt: string, points = 10) => ({ teamId, challengeKey, solvedAt, points })

  it('records a team\'s challenge once, keeping the first time and points', () => {
    expect(scores.record(solve('t1', 'scoreBoard', '2026-11-26T10:00:00.000Z'))).toBe(true)
    expect(scores.record(solve('t1', 'scoreBoard', '2026-11-26T11:00:00.000Z', 50))).toBe(false)
    expect(scores.byTeam('t1')).toEqual([solve('t1', 'scoreBoard', '2026-11-26T10:00:00.000Z')])
  })

  it('totals per team, leaving out solves after the event end, and lists by team, challenge and time', () => {
    scores.record(solve('t1', 'scoreBoard', '2026-11-26T10:00:00.000Z'))
    scores.record(solve('t2', 'scoreBoard', '2026-11-26T10:30:00.000Z'))
    scores.record(solve('t2', 'loginAdmin', '2026-11-26T12:00:00.000Z', 20))
    scores.record(solve('t1', 'loginAdmin', '2026-11-26T09:00:00.000Z', 20))
    const byTeam = (rows: Array<{ teamId: string }>) => [...rows].sort((a, b) => a.teamId.localeCompare(b.teamId))
    expect(byTeam(scores.totals(null))).toEqual([
      { teamId: 't1', score: 30, solved: 2, lastSolvedAt: '2026-11-26T10:00:00.000Z' },
      { teamId: 't2', score: 30, solved: 2, lastSolvedAt: '2026-11-26T12:00:00.000Z' }
    ])
    // The end itself still counts.
    expect(byTeam(scores.totals('2026-11-26T10:30:00.000Z'))).toEqual([
      { teamId: 't1', score: 30, solved: 2, lastSolvedAt: '2026-11-26T10:00:00.000Z' },
      { teamId: 't2', score: 10, solved: 1, lastSolvedAt: '2026-11-26T10:30:00.000Z' }
    ])
    expect(scores.byTeam('t1').map(row => row.challengeKey)).toEqual(['loginAdmin', 'scoreBoard'])
    expect(scores.byChallenge('scoreBoard').map(row => row.teamId)).toEqual(['t1', 't2'])
    expect(scores.latest(2).map(row => `${row.teamId}:${row.challengeKey}`)).toEqual(['t2:loginAdmin', 't2:scoreBoard'])
    expect(scores.all()).toHaveLength(4)
  })

  it('forgets one team\'s solves only', () => {
    for (const [team, key] of [['t1', 'a'], ['t2', 'a'], ['t1', 'b'], ['t2', 'b']] as const) scores.record(solve(team, key, '2026-11-26T10:00:00.000Z'))
    scores.forgetTeam('t2')
    expect(scores.byTeam('t2')).toEqual([])
    expect(scores.all().map(row => row.teamId)).toEqual(['t1', 't1'])
  })
})

describe('classroom audit log', () => {
  let audit: ReturnType<typeof createClassroomAuditRepository>
  beforeEach(() => { audit = createClassroomAuditRepository(db) })
  const entry = (action: string) => ({ at: '2026-11-26T10:00:00.000Z', session: null, action, teamId: null, team: null, detail: null })

  it('reads entries back newest first, every field', () => {
    audit.add({ at: '2026-11-26T09:00:00.000Z', session: 's1', action: 'team.reset', teamId: 't1', team: 'Blue', detail: 'progress' })
    audit.add(entry('login.failed'))
    expect(audit.newest(5)).toEqual([
      entry('login.failed'),
      { at: '2026-11-26T09:00:00.000Z', session: 's1', action: 'team.reset', teamId: 't1', team: 'Blue', detail: 'progress' }
    ])
    expect(audit.newest(1)).toEqual([entry('login.failed')])
  })

  it('keeps the newest 20,000 entries and drops older ones', () => {
    const many = db.transaction(() => { for (let i = 0; i < 20_000; i++) audit.add(entry(`a${i}`)) })
    many()
    expect(audit.newest(30_000)).toHaveLength(20_000)
    audit.add(entry('one more'))
    const kept = audit.newest(30_000)
    expect(kept).toHaveLength(20_000)
    expect(kept[0]!.action).toBe('one more')
    expect(kept.at(-1)!.action).toBe('a1')
  })
})

describe('classroom settings', () => {
  let settings: ReturnType<typeof createClassroomSettingsRepository>
  beforeEach(() => { settings = createClassroomSettingsRepository(db) })

  it('tells a setting never written from one stored as null, and overwrites values', () => {
    expect(settings.get('eventEnd')).toBeUndefined()
    settings.set('eventEnd', null)
    expect(settings.get('eventEnd')).toBeNull()
    settings.set('eventEnd', '2026-11-26T18:00:00.000Z')
    settings.set('notice', { text: 'Break until 11', at: 3 })
    expect(settings.get('eventEnd')).toBe('2026-11-26T18:00:00.000Z')
    expect(settings.all()).toEqual({ eventEnd: '2026-11-26T18:00:00.000Z', notice: { text: 'Break until 11', at: 3 } })
  })
})

describe('trainer sessions', () => {
  let sessions: ReturnType<typeof createTrainerSessionRepository>
  beforeEach(() => { sessions = createTrainerSessionRepository(db) })

  it('are live until they expire or end, and a new sign-in clears expired ones', () => {
    sessions.start('a', '2026-11-26T08:00:00.000Z', '2026-11-26T10:00:00.000Z')
    sessions.start('b', '2026-11-26T09:00:00.000Z', '2026-11-26T12:00:00.000Z')
    expect(sessions.isLive('a', '2026-11-26T09:59:59.999Z')).toBe(true)
    expect(sessions.isLive('a', '2026-11-26T10:00:00.000Z')).toBe(false)
    expect(sessions.isLive('nobody', '2026-11-26T09:00:00.000Z')).toBe(false)
    expect(sessions.live('2026-11-26T09:30:00.000Z').map(session => session.id).sort()).toEqual(['a', 'b'])
    expect(sessions.live('2026-11-26T11:00:00.000Z')).toEqual([{ id: 'b', createdAt: '2026-11-26T09:00:00.000Z', expiresAt: '2026-11-26T12:00:00.000Z' }])

    sessions.start('c', '2026-11-26T10:00:00.000Z', '2026-11-26T14:00:00.000Z')
    expect(db.prepare('SELECT id FROM ClassroomTrainerSessions ORDER BY id').all()).toEqual([{ id: 'b' }, { id: 'c' }])
    sessions.end('b')
    expect(sessions.isLive('b', '2026-11-26T10:00:00.000Z')).toBe(false)
    expect(sessions.isLive('c', '2026-11-26T10:00:00.000Z')).toBe(true)
  })
})

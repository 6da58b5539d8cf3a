import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../challenges/catalogue.js'
import { createClassroomScoreRepository } from '../repositories/classroom-scores.js'
import { createClassroomSettingsRepository } from '../repositories/classroom-settings.js'
import { EventSettings } from './event-settings.js'
import { ClassroomScores, pointsFor, rankTeams, type SolveView } from './scores.js'

const catalogue = loadCatalogue()
const byDifficulty = (difficulty: number, skip = 0): string => catalogue.all.filter(c => c.difficulty === difficulty)[skip]!.key

/** A classroom database in memory, a settable clock, three teams, and the solves announced. */
function board (configuredEventEnd: string | null = null) {
  const db = new Database(':memory:')
  let now = new Date('2026-11-26T10:00:00.000Z')
  const clock = (): Date => now
  const teams = [{ id: 't-aaaaaaaaaa', name: 'Alpha' }, { id: 't-bbbbbbbbbb', name: 'Bravo' }, { id: 't-cccccccccc', name: 'Charlie' }]
  const lookup = {
    list: () => teams,
    findById: (id: string) => teams.find(t => t.id === id),
    findByName: (name: string) => teams.find(t => t.name.toLowerCase() === name.toLowerCase())
  }
  const settings = new EventSettings(createClassroomSettingsRepository(db), configuredEventEnd, clock)
  const announced: SolveView[] = []
  const scores = new ClassroomScores({ repo: createClassroomScoreRepository(db), catalogue, teams: lookup, settings, clock, announce: s => announced.push(s) })
  const at = (time: string): void => { now = new Date(time) }
  const solve = (team: string, key: string, time: string): void => { at(time); scores.record(teams.find(t => t.name === team)!.id, { key, isRestore: false }) }
  return { scores, settings, announced, solve, at, teams }
}

describe('leaderboard points', () => {
  it('weights a challenge by its difficulty, ten points a star', () => {
    expect([1, 2, 6].map(pointsFor)).toEqual([10, 20, 60])
    const b = board()
    b.solve('Alpha', byDifficulty(1), '2026-11-26T10:01:00.000Z')
    b.solve('Alpha', byDifficulty(3), '2026-11-26T10:02:00.000Z')
    expect(b.scores.ranking().teams[0]).toMatchObject({ rank: 1, team: 'Alpha', score: 40, solved: 2, lastSolvedAt: '2026-11-26T10:02:00.000Z' })
  })

  it('scores a challenge once per team; a repeated notice and a restore add nothing', () => {
    const b = board()
    const key = byDifficulty(2)
    b.solve('Alpha', key, '2026-11-26T10:01:00.000Z')
    b.solve('Alpha', key, '2026-11-26T10:05:00.000Z')
    b.scores.record(b.teams[0]!.id, { key: byDifficulty(4), isRestore: true })
    expect(b.scores.teamSolves('Alpha')).toMatchObject({ score: 20, solved: 1, solves: [{ key, solvedAt: '2026-11-26T10:01:00.000Z', counted: true }] })
    expect(b.announced).toHaveLength(1)
  })

  it('counts a re-solve again, once, after the team was reset', () => {
    const b = board()
    const key = byDifficulty(2)
    b.solve('Alpha', key, '2026-11-26T10:01:00.000Z')
    b.scores.forgetTeam(b.teams[0]!.id)
    expect(b.scores.teamSolves('Alpha')).toMatchObject({ score: 0, solved: 0, solves: [] })
    b.solve('Alpha', key, '2026-11-26T10:09:00.000Z')
    b.solve('Alpha', key, '2026-11-26T10:10:00.000Z')
    expect(b.scores.teamSolves('Alpha')).toMatchObject({ score: 20, solved: 1, solves: [{ solvedAt: '2026-11-26T10:09:00.000Z' }] })
  })
})

describe('ranking', () => {
  it('puts the higher score first and breaks a tie by the earlier last solve', () => {
    const b = board()
    b.solve('Bravo', byDifficulty(2), '2026-11-26T10:01:00.000Z')
    b.solve('Alpha', byDifficulty(1), '2026-11-26T10:02:00.000Z')
    b.solve('Alpha', byDifficulty(1, 1), '2026-11-26T10:03:00.000Z')
    b.solve('Charlie', byDifficulty(3), '2026-11-26T10:04:00.000Z')
    // Bravo and Alpha both have 20 points; Bravo got there first.
    expect(b.scores.ranking().teams.map(t => [t.rank, t.team, t.score])).toEqual([[1, 'Charlie', 30], [2, 'Bravo', 20], [3, 'Alpha', 20]])
  })

  it('gives teams equal in score and last solve the same rank, and lists teams without solves last', () => {
    const totals = [
      { teamId: 'a', score: 30, solved: 2, lastSolvedAt: '2026-11-26T10:00:00.000Z' },
      { teamId: 'b', score: 30, solved: 1, lastSolvedAt: '2026-11-26T10:00:00.000Z' },
      { teamId: 'c', score: 40, solved: 2, lastSolvedAt: '2026-11-26T11:00:00.000Z' }
    ]
    const teams = ['d', 'b', 'a', 'c', 'e'].map(id => ({ id, name: id.toUpperCase() }))
    expect(rankTeams(teams, totals).map(t => `${t.rank}${t.team}`)).toEqual(['1C', '2A', '2B', '4D', '4E'])
    expect(rankTeams(teams, totals)[3]).toEqual({ rank: 4, team: 'D', score: 0, solved: 0, lastSolvedAt: null })
  })
})

describe('event end freeze', () => {
  it('shows solves after the event end as not counted and keeps the ranking as it was at the end', () => {
    const b = board()
    b.solve('Alpha', byDifficulty(2), '2026-11-26T10:01:00.000Z')
    b.solve('Bravo', byDifficulty(1), '2026-11-26T10:02:00.000Z')
    b.settings.setEventEnd({ eventEnd: '2026-11-26T11:00:00+01:00' })
    expect(b.settings.eventEnd()).toBe('2026-11-26T10:00:00.000Z')
    b.settings.setEventEnd({ eventEnd: '2026-11-26T10:30:00.000Z' })
    expect(b.scores.ranking()).toMatchObject({ eventEnd: '2026-11-26T10:30:00.000Z', frozen: false })
    b.solve('Bravo', byDifficulty(6), '2026-11-26T10:31:00.000Z')
    const ranking = b.scores.ranking()
    expect(ranking.frozen).toBe(true)
    expect(ranking.teams.slice(0, 2).map(t => [t.team, t.score, t.solved, t.lastSolvedAt])).toEqual([
      ['Alpha', 20, 1, '2026-11-26T10:01:00.000Z'], ['Bravo', 10, 1, '2026-11-26T10:02:00.000Z']
    ])
    expect(b.announced.at(-1)).toMatchObject({ team: 'Bravo', difficulty: 6, counted: false })
    expect(b.scores.teamSolves('bravo')).toMatchObject({ team: 'Bravo', score: 10, solved: 1, solves: [{ counted: true }, { counted: false, difficulty: 6 }] })
    expect(b.scores.challengeSolves(byDifficulty(6)).teams).toEqual([{ team: 'Bravo', solvedAt: '2026-11-26T10:31:00.000Z', counted: false }])
    expect(b.scores.feed(undefined).solves.map(s => s.counted)).toEqual([false, true, true])
  })

  it('counts everything again when the trainer clears the event end, and the stored null wins over the configuration', () => {
    const b = board('2026-11-26T09:00:00Z')
    b.solve('Alpha', byDifficulty(1), '2026-11-26T10:01:00.000Z')
    expect(b.scores.ranking()).toMatchObject({ eventEnd: '2026-11-26T09:00:00.000Z', frozen: true })
    expect(b.scores.ranking().teams.map(t => t.score)).toEqual([0, 0, 0])
    b.settings.setEventEnd({ eventEnd: null })
    expect(b.scores.ranking()).toMatchObject({ eventEnd: null, frozen: false })
    expect(b.scores.ranking().teams[0]).toMatchObject({ team: 'Alpha', score: 10 })
  })

  it('refuses an event end that is not an ISO time or null', () => {
    const b = board()
    for (const eventEnd of ['tomorrow', '2026-13-01T00:00:00Z', 12, '', undefined]) {
      expect(() => b.settings.setEventEnd({ eventEnd }), String(eventEnd)).toThrow(expect.objectContaining({ kind: 'invalid', details: { error: 'event_end_invalid' } }))
    }
  })
})

describe('per-team, per-challenge and feed views', () => {
  it('lists solves in order of solving, solvers first-first, and the feed newest first within its limit', () => {
    const b = board()
    const key = byDifficulty(1)
    b.solve('Charlie', key, '2026-11-26T10:01:00.000Z')
    b.solve('Alpha', key, '2026-11-26T10:02:00.000Z')
    b.solve('Alpha', byDifficulty(2), '2026-11-26T10:03:00.000Z')
    expect(b.scores.challengeSolves(key).teams.map(t => t.team)).toEqual(['Charlie', 'Alpha'])
    expect(b.scores.teamSolves('Alpha').solves.map(s => s.key)).toEqual([key, byDifficulty(2)])
    expect(b.scores.feed('2').solves.map(s => [s.team, s.key])).toEqual([['Alpha', byDifficulty(2)], ['Alpha', key]])
    for (const limit of ['0', '51', '2.5', 'x', ['1', '2']]) expect(() => b.scores.feed(limit), String(limit)).toThrow(expect.objectContaining({ kind: 'invalid' }))
    expect(() => b.scores.teamSolves('Delta')).toThrow(expect.objectContaining({ kind: 'not-found' }))
    expect(() => b.scores.challengeSolves('noSuchChallenge')).toThrow(expect.objectContaining({ kind: 'not-found' }))
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { openClassroomDb } from '../classroom/classroom-db.js'
import { ClassroomTeamsRepository } from './classroom-teams.js'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'classroom-teams-'))
const db = openClassroomDb(dataDir)
afterAll(() => { db.close(); fs.rmSync(dataDir, { recursive: true, force: true }) })

const team = (id: string, name: string) => ({ id, name, nameKey: name.toLowerCase(), passcodeHash: `hash-of-${id}`, createdAt: `2026-11-26T0${id.length % 10}:00:00.000Z` })

describe('classroom teams repository', () => {
  let teams: ClassroomTeamsRepository
  beforeEach(() => {
    db.exec('DROP TABLE IF EXISTS classroom_members; DROP TABLE IF EXISTS classroom_teams')
    teams = new ClassroomTeamsRepository(db)
  })

  it('opens the classroom database in WAL mode in <dataDir>/classroom, and creates its tables again without harm', () => {
    expect(fs.existsSync(path.join(dataDir, 'classroom', 'classroom.db'))).toBe(true)
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    teams.insert(team('t-0000000001', 'Blue'))
    expect(new ClassroomTeamsRepository(db).count()).toBe(1)
  })

  it('reads back an inserted team by id, by name key and in the list, without its passcode hash', () => {
    teams.insert(team('t-0000000001', 'Blue'))
    teams.insert({ ...team('t-0000000002', 'Red Team'), createdAt: '2026-11-26T01:00:00.000Z' })
    const blue = { id: 't-0000000001', name: 'Blue', createdAt: '2026-11-26T02:00:00.000Z', lastActiveAt: null, members: 0, generation: 1 }
    expect(teams.findById('t-0000000001')).toEqual(blue)
    expect(teams.findByKey('blue')).toEqual(blue)
    expect(teams.findByKey('Blue')).toBeUndefined()
    expect(teams.list().map(t => t.id)).toEqual(['t-0000000002', 't-0000000001'])
    expect(teams.count()).toBe(2)
    expect(teams.secret('t-0000000001')).toEqual({ id: 't-0000000001', passcodeHash: 'hash-of-t-0000000001' })
  })

  it('refuses a second team with the same name key', () => {
    teams.insert(team('t-0000000001', 'Blue'))
    expect(() => { teams.insert({ ...team('t-0000000002', 'BLUE'), nameKey: 'blue' }) }).toThrow(/UNIQUE/)
    expect(teams.count()).toBe(1)
  })

  it('writes a new passcode hash, the generation and the last activity of one team only', () => {
    teams.insert(team('t-0000000001', 'Blue'))
    teams.insert(team('t-0000000002', 'Red'))
    expect(teams.setPasscodeHash('t-0000000001', 'new-hash')).toBe(true)
    expect(teams.bumpGeneration('t-0000000001')).toBe(true)
    teams.touch('t-0000000001', '2026-11-26T03:00:00.000Z')
    expect(teams.secret('t-0000000001')?.passcodeHash).toBe('new-hash')
    expect(teams.findById('t-0000000001')).toMatchObject({ generation: 2, lastActiveAt: '2026-11-26T03:00:00.000Z' })
    expect(teams.findById('t-0000000002')).toMatchObject({ generation: 1, lastActiveAt: null })
    expect(teams.secret('t-0000000002')?.passcodeHash).toBe('hash-of-t-0000000002')
    expect(teams.setPasscodeHash('t-unknown', 'x')).toBe(false)
    expect(teams.bumpGeneration('t-unknown')).toBe(false)
  })

  it('adds, counts and removes members per team, and removes them with their team', () => {
    teams.insert(team('t-0000000001', 'Blue'))
    teams.insert(team('t-0000000002', 'Red'))
    teams.addMember('m1', 't-0000000001', '2026-11-26T03:00:00.000Z')
    teams.addMember('m2', 't-0000000001', '2026-11-26T03:00:00.000Z')
    teams.addMember('m3', 't-0000000002', '2026-11-26T03:00:00.000Z')
    expect(teams.findById('t-0000000001')?.members).toBe(2)
    expect(teams.isMember('m1', 't-0000000001')).toBe(true)
    expect(teams.isMember('m1', 't-0000000002')).toBe(false)
    expect(teams.removeMember('m1', 't-0000000002')).toBe(false)
    expect(teams.removeMember('m1', 't-0000000001')).toBe(true)
    expect(teams.isMember('m1', 't-0000000001')).toBe(false)
    expect(teams.findById('t-0000000001')?.members).toBe(1)
    expect(teams.remove('t-0000000001')).toBe(true)
    expect(teams.findById('t-0000000001')).toBeUndefined()
    expect(teams.isMember('m2', 't-0000000001')).toBe(false)
    expect(db.prepare('SELECT COUNT(*) FROM classroom_members').pluck().get()).toBe(1)
    expect(teams.findById('t-0000000002')?.members).toBe(1)
  })
})

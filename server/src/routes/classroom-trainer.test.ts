import { createHmac, timingSafeEqual } from 'node:crypto'
import Database from 'better-sqlite3'
import express from 'express'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadCatalogue } from '../challenges/catalogue.js'
import { createClassroomBoard, type ClassroomBoard } from '../classroom/board.js'
import { SIGN_IN_LIMITS, type CookieSeal } from '../classroom/trainer-auth.js'
import { errorHandler } from '../http/errors.js'
import { classroomScoresRouter } from './classroom-scores.js'
import { classroomTrainerRouter } from './classroom-trainer.js'

const PASSWORD = 'correct horse battery'
const catalogue = loadCatalogue()

function hmacSeal (key: string): CookieSeal {
  const mac = (body: string): string => createHmac('sha256', key).update(body).digest('base64url')
  return {
    seal: payload => { const body = Buffer.from(JSON.stringify(payload)).toString('base64url'); return `${body}.${mac(body)}` },
    open: value => {
      const [body = '', sig = ''] = value.split('.')
      const expected = Buffer.from(mac(body))
      if (Buffer.byteLength(sig) !== expected.length || !timingSafeEqual(Buffer.from(sig), expected)) return undefined
      return JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>
    }
  }
}

interface Harness { api: ReturnType<typeof request>, board: ClassroomBoard, events: Array<[string, string, unknown]>, calls: string[], teams: Array<{ id: string, name: string, createdAt: string, lastActiveAt: string | null, members: number }> }

/** The leaderboard and trainer routers on their own, over an in-memory classroom database and a stand-in team directory. */
function harness (): Harness {
  const teams = [
    { id: 't-aaaaaaaaaa', name: 'Alpha', createdAt: '2026-11-26T09:00:00.000Z', lastActiveAt: null, members: 2 },
    { id: 't-bbbbbbbbbb', name: '=1+1', createdAt: '2026-11-26T09:01:00.000Z', lastActiveAt: null, members: 1 }
  ]
  const events: Harness['events'] = []
  const calls: string[] = []
  const find = (name: string) => teams.find(t => t.name.toLowerCase() === name.toLowerCase())
  const board = createClassroomBoard({
    db: new Database(':memory:'),
    catalogue,
    teams: {
      list: () => teams,
      findById: id => teams.find(t => t.id === id),
      findByName: find,
      resetPasscode: id => { calls.push(`passcode ${id}`); return 'NEWPASSCODE1' },
      remove: id => { calls.push(`remove team ${id}`); teams.splice(teams.findIndex(t => t.id === id), 1) }
    },
    shops: {
      isOpen: id => id === 't-aaaaaaaaaa',
      reset: id => { calls.push(`reset shop ${id}`) },
      remove: id => { calls.push(`remove shop ${id}`) },
      roomOf: id => `shop:${id}`
    },
    broadcast: (room, event, payload) => events.push([room, event, payload]),
    eventEnd: null,
    trainerPassword: PASSWORD,
    seal: hmacSeal('test key')
  })
  const app = express()
  app.use(express.json())
  app.use(classroomScoresRouter(board, { hasTeam: req => req.headers['x-test-team'] === 'yes' }))
  app.use(classroomTrainerRouter(board))
  app.use(errorHandler(() => {}))
  return { api: request(app), board, events, calls, teams }
}

async function signIn (h: Harness): Promise<string> {
  const res = await h.api.post('/rest/classroom/trainer/login').send({ password: PASSWORD })
  expect(res.status).toBe(204)
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find(c => c.startsWith('classroom-trainer='))!
  expect(cookie).toMatch(/HttpOnly/)
  expect(cookie).toMatch(/SameSite=Strict/)
  expect(cookie).toMatch(/Max-Age=43200/)
  return cookie.split(';')[0]!
}

let h: Harness
beforeEach(() => { h = harness() })

describe('trainer sign-in', () => {
  it('answers 401 password_wrong for a wrong or missing password and records the failure', async () => {
    for (const body of [{ password: 'wrong' }, {}, { password: 12 }, { password: PASSWORD.toUpperCase() }]) {
      const res = await h.api.post('/rest/classroom/trainer/login').send(body)
      expect(res.status, JSON.stringify(body)).toBe(401)
      expect(res.body).toMatchObject({ error: 'password_wrong' })
      expect(res.headers['set-cookie']).toBeUndefined()
    }
    const cookie = await signIn(h)
    const audit = await h.api.get('/rest/classroom/trainer/audit').set('Cookie', cookie)
    expect(audit.body.entries.map((e: { action: string }) => e.action)).toEqual(['sign-in', 'sign-in-failed', 'sign-in-failed', 'sign-in-failed', 'sign-in-failed'])
    expect(JSON.stringify(audit.body)).not.toContain(PASSWORD)
  })

  it('refuses every attempt from an address with 429 and Retry-After after five wrong passwords, the right one too', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.failures; i++) expect((await h.api.post('/rest/classroom/trainer/login').send({ password: `guess ${i}` })).status).toBe(401)
    const refused = await h.api.post('/rest/classroom/trainer/login').send({ password: PASSWORD })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ error: 'too_many_attempts' })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(SIGN_IN_LIMITS.windowMs / 1000)
  })

  it('ends the session on sign-out, so the same cookie no longer works', async () => {
    const cookie = await signIn(h)
    const out = await h.api.post('/rest/classroom/trainer/logout').set('Cookie', cookie)
    expect(out.status).toBe(204)
    expect(String(out.headers['set-cookie'])).toMatch(/classroom-trainer=;/)
    expect((await h.api.get('/rest/classroom/trainer/teams').set('Cookie', cookie)).status).toBe(401)
  })
})

/** Every console call: it works with the trainer cookie, and without it or with a forged one it is 401 trainer_required. */
const consoleCalls: Array<{ name: string, send: (api: Harness['api']) => request.Test, status: number }> = [
  { name: 'teams', send: api => api.get('/rest/classroom/trainer/teams'), status: 200 },
  { name: 'reset', send: api => api.post('/rest/classroom/trainer/teams/Alpha/reset'), status: 204 },
  { name: 'passcode', send: api => api.post('/rest/classroom/trainer/teams/alpha/passcode'), status: 200 },
  { name: 'delete', send: api => api.delete('/rest/classroom/trainer/teams/Alpha'), status: 204 },
  { name: 'notice', send: api => api.post('/rest/classroom/trainer/notice').send({ message: 'Ten minutes left' }), status: 204 },
  { name: 'event end', send: api => api.put('/rest/classroom/trainer/event-end').send({ eventEnd: '2026-11-26T12:00:00Z' }), status: 200 },
  { name: 'scores.csv', send: api => api.get('/rest/classroom/trainer/scores.csv'), status: 200 },
  { name: 'audit', send: api => api.get('/rest/classroom/trainer/audit'), status: 200 },
  { name: 'logout', send: api => api.post('/rest/classroom/trainer/logout'), status: 204 }
]

describe.each(consoleCalls)('trainer console: $name', ({ send, status }) => {
  it('works with the trainer cookie', async () => {
    const cookie = await signIn(h)
    expect((await send(h.api).set('Cookie', cookie)).status).toBe(status)
  })

  it('answers 401 trainer_required without the cookie, with a forged one, or one signed by another key, and changes nothing', async () => {
    const sealed = hmacSeal('another key').seal({ kind: 'trainer', session: 'x', issuedAt: Date.now() })
    const forged = `classroom-trainer=${Buffer.from(JSON.stringify({ kind: 'trainer', session: 'x' })).toString('base64url')}.AAAA`
    for (const cookie of [undefined, forged, `classroom-trainer=${sealed}`, 'classroom-trainer=%E0%A4%A']) {
      const req = send(h.api)
      const res = cookie === undefined ? await req : await req.set('Cookie', cookie)
      expect(res.status, cookie).toBe(401)
      expect(res.body).toMatchObject({ error: 'trainer_required' })
    }
    expect(h.calls).toEqual([])
    expect(h.events).toEqual([])
  })
})

describe('trainer console actions', () => {
  it('lists teams with score, members, activity and whether their shop is open', async () => {
    h.board.onSolved('t-aaaaaaaaaa', { challenge: 'x', key: catalogue.all[0]!.key, flag: '', hidden: false, isRestore: false })
    const res = await h.api.get('/rest/classroom/trainer/teams').set('Cookie', await signIn(h))
    expect(res.body.teams).toEqual([
      { team: 'Alpha', id: 't-aaaaaaaaaa', score: catalogue.all[0]!.difficulty * 10, solved: 1, members: 2, createdAt: '2026-11-26T09:00:00.000Z', lastActiveAt: null, open: true },
      { team: '=1+1', id: 't-bbbbbbbbbb', score: 0, solved: 0, members: 1, createdAt: '2026-11-26T09:01:00.000Z', lastActiveAt: null, open: false }
    ])
  })

  it('resets a team: its shop, its scores, an audit entry, `classroom reset` to its room and `classroom teams` to all', async () => {
    const cookie = await signIn(h)
    h.board.onSolved('t-aaaaaaaaaa', { challenge: 'x', key: catalogue.all[0]!.key, flag: '', hidden: false, isRestore: false })
    expect((await h.api.post('/rest/classroom/trainer/teams/ALPHA/reset').set('Cookie', cookie)).status).toBe(204)
    expect(h.calls).toEqual(['reset shop t-aaaaaaaaaa'])
    expect(h.board.scores.teamSolves('Alpha')).toMatchObject({ score: 0, solves: [] })
    expect(h.events.slice(1)).toEqual([['shop:t-aaaaaaaaaa', 'classroom reset', {}], ['classroom', 'classroom teams', {}]])
    const audit = await h.api.get('/rest/classroom/trainer/audit').set('Cookie', cookie)
    expect(audit.body.entries[0]).toMatchObject({ action: 'team-reset', team: 'Alpha', session: expect.stringMatching(/^[0-9a-f]{32}$/), at: expect.any(String) })
    expect((await h.api.post('/rest/classroom/trainer/teams/Nobody/reset').set('Cookie', cookie)).body).toMatchObject({ error: 'team_not_found' })
  })

  it('gives a team a new passcode and never writes it to the audit log', async () => {
    const cookie = await signIn(h)
    const res = await h.api.post('/rest/classroom/trainer/teams/Alpha/passcode').set('Cookie', cookie)
    expect(res.body).toEqual({ team: 'Alpha', passcode: 'NEWPASSCODE1' })
    const audit = await h.api.get('/rest/classroom/trainer/audit').set('Cookie', cookie)
    expect(audit.body.entries[0]).toMatchObject({ action: 'passcode-reset', team: 'Alpha' })
    expect(JSON.stringify(audit.body)).not.toContain('NEWPASSCODE1')
  })

  it('deletes a team: record, shop and scores go, and everyone is told to refetch', async () => {
    const cookie = await signIn(h)
    expect((await h.api.delete('/rest/classroom/trainer/teams/Alpha').set('Cookie', cookie)).status).toBe(204)
    expect(h.calls).toEqual(['remove team t-aaaaaaaaaa', 'remove shop t-aaaaaaaaaa'])
    expect(h.events).toEqual([['classroom', 'classroom teams', {}]])
    expect((await h.api.delete('/rest/classroom/trainer/teams/Alpha').set('Cookie', cookie)).status).toBe(404)
  })

  it('stores a notice, pushes it as text and refuses empty, too long or control-character notices', async () => {
    const cookie = await signIn(h)
    const message = '<b>Lunch</b> in 5 minutes'
    expect((await h.api.post('/rest/classroom/trainer/notice').set('Cookie', cookie).send({ message: `  ${message} ` })).status).toBe(204)
    expect(h.events).toEqual([['classroom', 'classroom notice', { message, at: expect.any(String) }]])
    expect(h.board.settings.notice()).toEqual({ message, at: expect.any(String) })
    for (const bad of ['', '   ', 'x'.repeat(501), 'a\u0007b', 42, undefined]) {
      const res = await h.api.post('/rest/classroom/trainer/notice').set('Cookie', cookie).send({ message: bad })
      expect(res.status, String(bad)).toBe(400)
      expect(res.body.error).toBe('notice_invalid')
    }
    expect((await h.api.post('/rest/classroom/trainer/notice').set('Cookie', cookie).send({ message: '€'.repeat(500) })).status).toBe(204)
  })

  it('sets and clears the event end and refuses anything but an ISO time or null', async () => {
    const cookie = await signIn(h)
    const set = await h.api.put('/rest/classroom/trainer/event-end').set('Cookie', cookie).send({ eventEnd: '2026-11-26T13:00:00+01:00' })
    expect(set.body).toEqual({ eventEnd: '2026-11-26T12:00:00.000Z' })
    expect((await h.api.get('/rest/classroom/scores').set('Cookie', cookie)).body.eventEnd).toBe('2026-11-26T12:00:00.000Z')
    expect((await h.api.put('/rest/classroom/trainer/event-end').set('Cookie', cookie).send({ eventEnd: null })).body).toEqual({ eventEnd: null })
    for (const eventEnd of ['soon', '2026-02-30T10:00:00Z', 0, undefined]) {
      const res = await h.api.put('/rest/classroom/trainer/event-end').set('Cookie', cookie).send({ eventEnd })
      expect(res.status, String(eventEnd)).toBe(400)
      expect(res.body.error).toBe('event_end_invalid')
    }
    const audit = await h.api.get('/rest/classroom/trainer/audit').set('Cookie', cookie)
    expect(audit.body.entries.slice(0, 2).map((e: { detail: string }) => e.detail)).toEqual(['none', '2026-11-26T12:00:00.000Z'])
  })

  it('exports the scores as a CSV attachment with team names guarded against formulas', async () => {
    const res = await h.api.get('/rest/classroom/trainer/scores.csv').set('Cookie', await signIn(h))
    expect(res.headers['content-type']).toMatch(/^text\/csv/)
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?classroom-scores.csv"?$/)
    expect(res.text.split('\r\n')).toEqual(['rank,team,score,solved,lastSolvedAt', '1,\'=1+1,0,0,', '1,Alpha,0,0,', ''])
  })
})

describe('leaderboard access', () => {
  it('answers a team member or the trainer, and 401 team_required to anyone else', async () => {
    for (const path of ['/rest/classroom/scores', '/rest/classroom/feed', '/rest/classroom/teams/Alpha/solves', `/rest/classroom/challenges/${catalogue.all[0]!.key}/solves`]) {
      expect((await h.api.get(path)).body, path).toMatchObject({ error: 'team_required' })
      expect((await h.api.get(path).set('X-Test-Team', 'yes')).status, path).toBe(200)
    }
    expect((await h.api.get('/rest/classroom/scores').set('Cookie', await signIn(h))).status).toBe(200)
    expect((await h.api.get('/rest/classroom/feed?limit=99').set('X-Test-Team', 'yes')).status).toBe(400)
  })
})

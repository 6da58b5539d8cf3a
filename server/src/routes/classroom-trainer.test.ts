import { randomBytes } from 'node:crypto'
import type request from 'supertest'
import { describe, expect, it } from 'vitest'
import { CookieSigner } from '../classroom/cookies.js'
import { SIGN_IN_LIMITS } from '../classroom/trainer-auth.js'
import { createClassroomTestShop, newTeam, type ClassroomTestShop } from '../test-support/classroom.js'
import { TEST_TRAINER_PASSWORD } from '../test-support/test-shop.js'

const t = createClassroomTestShop()
const classroom = (): NonNullable<ClassroomTestShop['shop']['classroom']> => t.shop.classroom!

async function signIn (shop: ClassroomTestShop = t): Promise<string> {
  const res = await shop.api.post('/rest/classroom/trainer/login').send({ password: TEST_TRAINER_PASSWORD })
  expect(res.status, res.text).toBe(204)
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find(c => c.startsWith('classroom-trainer='))!
  expect(cookie).toMatch(/Max-Age=43200; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Strict/)
  return cookie.split(';')[0]!
}

const audit = async (cookie: string): Promise<Array<{ action: string, team: string | null, session: string | null, detail: string | null }>> =>
  (await t.api.get('/rest/classroom/trainer/audit').set('Cookie', cookie)).body.entries

let teams = 0
/** A new team with a unique name, its passcode and a member's cookie. */
async function team (): Promise<{ name: string, cookie: string, passcode: string }> {
  const name = `Crew ${++teams}`
  return { name, ...await newTeam(t, name) }
}

describe('trainer sign-in', () => {
  it('answers 401 password_wrong for a wrong or missing password, sets no cookie and audits each failure', async () => {
    for (const body of [{ password: 'wrong' }, {}, { password: 12 }, { password: TEST_TRAINER_PASSWORD.toUpperCase() }]) {
      const res = await t.api.post('/rest/classroom/trainer/login').send(body)
      expect(res.status, JSON.stringify(body)).toBe(401)
      expect(res.body).toMatchObject({ error: 'password_wrong', message: expect.any(String) })
      expect(res.headers['set-cookie']).toBeUndefined()
    }
    const entries = await audit(await signIn())
    expect(entries.slice(0, 5).map(e => e.action)).toEqual(['sign-in', 'sign-in-failed', 'sign-in-failed', 'sign-in-failed', 'sign-in-failed'])
    expect(entries[1]).toMatchObject({ session: null, detail: expect.stringContaining('wrong password from') })
    expect(JSON.stringify(entries)).not.toContain(TEST_TRAINER_PASSWORD)
  })

  it('shows the trainer in the status, and signing out ends the session even for a kept copy of the cookie', async () => {
    const cookie = await signIn()
    expect((await t.api.get('/rest/classroom/status').set('Cookie', cookie)).body).toMatchObject({ team: null, trainer: true })
    const out = await t.api.post('/rest/classroom/trainer/logout').set('Cookie', cookie)
    expect(out.status).toBe(204)
    expect(String(out.headers['set-cookie'])).toMatch(/classroom-trainer=;/)
    expect((await t.api.get('/rest/classroom/trainer/teams').set('Cookie', cookie)).status).toBe(401)
    expect((await t.api.get('/rest/classroom/status').set('Cookie', cookie)).body.trainer).toBe(false)
  })
})

describe('trainer sign-in rate limit', () => {
  const limited = createClassroomTestShop()
  it('refuses every attempt from an address with 429 and Retry-After after five wrong passwords, the right one too', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.failures; i++) {
      expect((await limited.api.post('/rest/classroom/trainer/login').send({ password: `guess ${i}` })).status).toBe(401)
    }
    const refused = await limited.api.post('/rest/classroom/trainer/login').send({ password: TEST_TRAINER_PASSWORD })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ error: 'too_many_attempts' })
    expect(refused.headers['set-cookie']).toBeUndefined()
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.windowSeconds)
  })
})

/** Every console call: it works with the trainer cookie; without it or with a forged one it is 401 trainer_required. */
const consoleCalls: Array<{ name: string, send: (api: ClassroomTestShop['api'], team: string) => request.Test, status: number }> = [
  { name: 'teams', send: api => api.get('/rest/classroom/trainer/teams'), status: 200 },
  { name: 'reset', send: (api, team) => api.post(`/rest/classroom/trainer/teams/${encodeURIComponent(team)}/reset`), status: 204 },
  { name: 'passcode', send: (api, team) => api.post(`/rest/classroom/trainer/teams/${encodeURIComponent(team)}/passcode`), status: 200 },
  { name: 'delete', send: (api, team) => api.delete(`/rest/classroom/trainer/teams/${encodeURIComponent(team)}`), status: 204 },
  { name: 'notice', send: api => api.post('/rest/classroom/trainer/notice').send({ message: 'Ten minutes left' }), status: 204 },
  { name: 'event end', send: api => api.put('/rest/classroom/trainer/event-end').send({ eventEnd: null }), status: 200 },
  { name: 'pinned path', send: api => api.put('/rest/classroom/trainer/pinned-path').send({ pathId: 'first-hour' }), status: 200 },
  { name: 'scores.csv', send: api => api.get('/rest/classroom/trainer/scores.csv'), status: 200 },
  { name: 'audit', send: api => api.get('/rest/classroom/trainer/audit'), status: 200 },
  { name: 'logout', send: api => api.post('/rest/classroom/trainer/logout'), status: 204 }
]

describe.each(consoleCalls)('trainer console: $name', ({ send, status }) => {
  it('works with the trainer cookie', async () => {
    const { name } = await team()
    expect((await send(t.api, name).set('Cookie', await signIn())).status).toBe(status)
  })

  it('answers 401 trainer_required without the cookie or with a forged, foreign or unknown-session one, and changes nothing', async () => {
    const { name, cookie: member, passcode } = await team()
    const real = (await signIn()).split('=')[1]!
    const [body, signature] = real.split('.')
    const tampered = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), s: 'someone-else' })).toString('base64url')}.${signature}`
    const foreign = new CookieSigner(randomBytes(32)).signTrainer('x')
    const unknownSession = classroom().cookies.signTrainer('no-such-session')
    const before = (await audit(`classroom-trainer=${real}`)).length
    for (const cookie of [undefined, tampered, foreign, unknownSession, 'garbage', `${real}x`, member.split('=')[1]]) {
      const call = send(t.api, name)
      const res = cookie === undefined ? await call : await call.set('Cookie', `classroom-trainer=${cookie}`)
      expect(res.status, cookie).toBe(401)
      expect(res.body).toMatchObject({ error: 'trainer_required', message: 'Sign in as the trainer first' })
    }
    expect((await audit(`classroom-trainer=${real}`)).length).toBe(before)
    expect((await t.api.get('/rest/classroom/status').set('Cookie', member)).body.team.name).toBe(name)
    expect((await t.join(name, passcode)).res.status).toBe(200)
  })
})

describe('trainer console actions', () => {
  it('lists teams with score, solved, members, activity and whether their shop is open', async () => {
    const { name, cookie } = await team()
    await t.join(name, (await t.api.post(`/rest/classroom/trainer/teams/${encodeURIComponent(name)}/passcode`).set('Cookie', await signIn())).body.passcode)
    await t.api.get('/api/Challenges/').set('Cookie', cookie)
    const res = await t.api.get('/rest/classroom/trainer/teams').set('Cookie', await signIn())
    const difficulty = (await t.api.get('/rest/classroom/challenges/scoreBoardChallenge/solves').set('Cookie', cookie)).body.difficulty as number
    expect(res.body.teams.find((row: { team: string }) => row.team === name)).toEqual({
      team: name, id: expect.stringMatching(/^t-[0-9a-f]{10}$/), score: difficulty * 10, solved: 1, members: 2,
      createdAt: expect.any(String), lastActiveAt: expect.any(String), open: true
    })
  })

  it('resets a team\'s shop and scores but keeps the team, its passcode and its members\' cookies', async () => {
    const { name, cookie, passcode } = await team()
    await t.api.get('/api/Challenges/').set('Cookie', cookie)
    expect(await solvedFor(cookie, 'scoreBoardChallenge')).toBe(true)
    const trainer = await signIn()
    expect((await t.api.post(`/rest/classroom/trainer/teams/${encodeURIComponent(name.toUpperCase())}/reset`).set('Cookie', trainer)).status).toBe(204)
    expect(await solvedFor(cookie, 'scoreBoardChallenge')).toBe(false)
    expect((await t.api.get(`/rest/classroom/teams/${encodeURIComponent(name)}/solves`).set('Cookie', cookie)).body).toMatchObject({ team: name, score: 0, solved: 0, solves: [] })
    expect((await t.join(name, passcode)).res.status).toBe(200)
    expect((await audit(trainer))[0]).toMatchObject({ action: 'team-reset', team: name, session: expect.stringMatching(/^[0-9a-f]{32}$/) })
    // Solving again after the reset scores again, once.
    await t.api.get('/api/Challenges/').set('Cookie', cookie)
    await t.api.get('/api/Challenges/').set('Cookie', cookie)
    expect((await t.api.get(`/rest/classroom/teams/${encodeURIComponent(name)}/solves`).set('Cookie', cookie)).body.solved).toBe(1)
  })

  it('gives a team a new passcode: the old one fails, members stay, the passcode is not audited', async () => {
    const { name, cookie, passcode } = await team()
    const trainer = await signIn()
    const res = await t.api.post(`/rest/classroom/trainer/teams/${encodeURIComponent(name)}/passcode`).set('Cookie', trainer)
    expect(res.body).toEqual({ team: name, passcode: expect.stringMatching(/^[A-HJKMNP-Z2-9]{12}$/) })
    expect(res.body.passcode).not.toBe(passcode)
    expect((await t.join(name, passcode)).res.body).toMatchObject({ error: 'passcode_wrong' })
    expect((await t.join(name, res.body.passcode)).res.status).toBe(200)
    expect((await t.api.get('/rest/classroom/status').set('Cookie', cookie)).body.team.name).toBe(name)
    const entries = await audit(trainer)
    expect(entries[0]).toMatchObject({ action: 'passcode-reset', team: name })
    expect(JSON.stringify(entries)).not.toContain(res.body.passcode)
  })

  it('deletes a team: its members\' cookies stop working, its folder goes, and the name is free again', async () => {
    const { name, cookie } = await team()
    const id = (await t.api.get('/rest/classroom/status').set('Cookie', cookie)).body.team.id as string
    const trainer = await signIn()
    expect((await t.api.delete(`/rest/classroom/trainer/teams/${encodeURIComponent(name)}`).set('Cookie', trainer)).status).toBe(204)
    expect((await t.api.get('/rest/classroom/status').set('Cookie', cookie)).body.team).toBeNull()
    expect((await t.api.get('/api/Products').set('Cookie', cookie)).body).toMatchObject({ error: 'team_required' })
    expect(t.shop.registry.exists(id)).toBe(false)
    expect((await t.api.delete(`/rest/classroom/trainer/teams/${encodeURIComponent(name)}`).set('Cookie', trainer)).body).toMatchObject({ error: 'team_not_found' })
    expect((await audit(trainer))[0]).toMatchObject({ action: 'team-delete', team: name })
    expect((await t.join(name)).res.status).toBe(201)
  })

  it('keeps a notice, returns it in the status, and refuses empty, too long or control-character notices', async () => {
    const trainer = await signIn()
    const message = '<b>Lunch</b> in 5 minutes'
    expect((await t.api.post('/rest/classroom/trainer/notice').set('Cookie', trainer).send({ message: `  ${message} ` })).status).toBe(204)
    expect((await t.api.get('/rest/classroom/status')).body.notice).toEqual({ message, at: expect.any(String) })
    for (const bad of ['', '   ', 'x'.repeat(501), 'a\u0007b', 42, undefined]) {
      const res = await t.api.post('/rest/classroom/trainer/notice').set('Cookie', trainer).send({ message: bad })
      expect(res.status, String(bad)).toBe(400)
      expect(res.body.error).toBe('notice_invalid')
    }
    expect((await t.api.post('/rest/classroom/trainer/notice').set('Cookie', trainer).send({ message: '€'.repeat(500) })).status).toBe(204)
    expect((await audit(trainer))[0]).toMatchObject({ action: 'notice', detail: '€'.repeat(500) })
  })

  it('sets and clears the event end, shown by status and scores, and refuses anything but an ISO time or null', async () => {
    const trainer = await signIn()
    const set = await t.api.put('/rest/classroom/trainer/event-end').set('Cookie', trainer).send({ eventEnd: '2020-01-01T13:00:00+01:00' })
    expect(set.body).toEqual({ eventEnd: '2020-01-01T12:00:00.000Z' })
    expect((await t.api.get('/rest/classroom/status')).body).toMatchObject({ eventEnd: '2020-01-01T12:00:00.000Z', frozen: true })
    expect((await t.api.get('/rest/classroom/scores').set('Cookie', trainer)).body).toMatchObject({ eventEnd: '2020-01-01T12:00:00.000Z', frozen: true })
    for (const eventEnd of ['soon', '2026-02-30T10:00:00Z', 0, undefined]) {
      const res = await t.api.put('/rest/classroom/trainer/event-end').set('Cookie', trainer).send({ eventEnd })
      expect(res.status, String(eventEnd)).toBe(400)
      expect(res.body.error).toBe('event_end_invalid')
    }
    expect((await t.api.put('/rest/classroom/trainer/event-end').set('Cookie', trainer).send({ eventEnd: null })).body).toEqual({ eventEnd: null })
    expect((await t.api.get('/rest/classroom/status')).body).toMatchObject({ eventEnd: null, frozen: false })
    expect((await audit(trainer)).slice(0, 2).map(e => [e.action, e.detail])).toEqual([['event-end', 'none'], ['event-end', '2020-01-01T12:00:00.000Z']])
  })

  it('pins a learning path for the class, shown by every status, audited, and refuses an unknown id or shape', async () => {
    const trainer = await signIn()
    const { cookie: member } = await team()
    const set = await t.api.put('/rest/classroom/trainer/pinned-path').set('Cookie', trainer).send({ pathId: 'injection' })
    expect(set.status, set.text).toBe(200)
    expect(set.body).toEqual({ pathId: 'injection' })
    expect((await t.api.get('/rest/classroom/status').set('Cookie', member)).body.pinnedPath).toBe('injection')
    expect((await t.api.get('/rest/classroom/status')).body.pinnedPath).toBe('injection')
    for (const pathId of ['no-such-path', 'INJECTION', '', 42, undefined, ['injection']]) {
      const res = await t.api.put('/rest/classroom/trainer/pinned-path').set('Cookie', trainer).send({ pathId })
      expect(res.status, String(pathId)).toBe(400)
      expect(res.body.error).toBe(typeof pathId === 'string' ? 'learning_path_unknown' : 'pinned_path_invalid')
    }
    expect((await t.api.get('/rest/classroom/status')).body.pinnedPath).toBe('injection')
    expect((await t.api.put('/rest/classroom/trainer/pinned-path').set('Cookie', trainer).send({ pathId: null })).body).toEqual({ pathId: null })
    expect((await t.api.get('/rest/classroom/status')).body.pinnedPath).toBeNull()
    expect((await audit(trainer)).slice(0, 2).map(e => [e.action, e.detail])).toEqual([['pinned-path', 'none'], ['pinned-path', 'injection']])
  })

  it('shows the class\'s progress along the pinned path to teams and the trainer only', async () => {
    const trainer = await signIn()
    const { cookie: member } = await team()
    expect((await t.api.get('/rest/classroom/pinned-path')).status).toBe(401)
    // The console lists the paths to pin, for a trainer without a team.
    const paths = await t.api.get('/api/LearningPaths').set('Cookie', trainer)
    expect(paths.status).toBe(200)
    expect(paths.body.data.map((p: { id: string }) => p.id)).toContain('first-hour')
    await t.api.put('/rest/classroom/trainer/pinned-path').set('Cookie', trainer).send({ pathId: 'first-hour' })
    const before = (await t.api.get('/rest/classroom/pinned-path').set('Cookie', member)).body
    expect(before.pathId).toBe('first-hour')
    expect(before.steps[0]).toMatchObject({ key: 'scoreBoardChallenge', name: 'Score Board' })
    // The team solves the path's first step in its own shop.
    await t.api.get('/api/Challenges/').set('Cookie', member)
    await expect.poll(async () => (await t.api.get('/rest/classroom/pinned-path').set('Cookie', trainer)).body.steps[0].solvedBy).toBe(before.steps[0].solvedBy + 1)
    await t.api.put('/rest/classroom/trainer/pinned-path').set('Cookie', trainer).send({ pathId: null })
    expect((await t.api.get('/rest/classroom/pinned-path').set('Cookie', member)).body).toMatchObject({ pathId: null, steps: [] })
  })

  it('exports the scores as a CSV attachment, a team named =1+1 guarded against formulas', async () => {
    await newTeam(t, '=1+1')
    const trainer = await signIn()
    const res = await t.api.get('/rest/classroom/trainer/scores.csv').set('Cookie', trainer)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?classroom-scores\.csv"?$/)
    const lines = res.text.split('\r\n')
    expect(lines[0]).toBe('rank,team,score,solved,lastSolvedAt')
    expect(lines).toContainEqual(expect.stringMatching(/^\d+,'=1\+1,0,0,$/))
    expect(lines.some(line => /^\d+,=/.test(line))).toBe(false)
    expect((await audit(trainer))[0]).toMatchObject({ action: 'scores-export' })
  })
})

async function solvedFor (cookie: string, key: string): Promise<boolean> {
  const res = await t.api.get('/api/Challenges/').query({ key }).set('Cookie', cookie)
  return res.body.data?.[0]?.solved === true
}

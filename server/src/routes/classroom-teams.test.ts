import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_INSTANCE } from '../instance/registry.js'
import { WRONG_PASSCODES } from '../classroom/classroom.js'
import { createClassroomTestShop, newTeam, teamCookieOf } from '../test-support/classroom.js'

const t = createClassroomTestShop(config => ({ ...config, classroom: { ...config.classroom, maxTeams: 7 } }))

describe('classroom teams API', () => {
  it('creates a team for its first member, with a passcode shown once, its own shop and a signed cookie', async () => {
    const before = t.instances()
    const { res, cookie } = await t.join('Blue Herons')
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ team: 'Blue Herons', passcode: expect.stringMatching(/^[A-HJKMNP-Z2-9]{12}$/) })
    expect(t.instances()).toBe(before + 1)
    const setCookie = String(res.headers['set-cookie'])
    expect(setCookie).toMatch(/classroom-team=[^;]+; Max-Age=345600; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax/)
    const status = await t.api.get('/rest/classroom/status').set('Cookie', cookie)
    expect(status.body).toEqual({ team: { name: 'Blue Herons', id: expect.stringMatching(/^t-[0-9a-f]{10}$/) }, trainer: false, eventEnd: null, frozen: false, pinnedPath: null, notice: null })
    expect(t.shop.registry.all().map(shop => shop.id)).toContain(status.body.team.id)
    expect(t.shop.classroom?.teams.findById(status.body.team.id)).toMatchObject({ name: 'Blue Herons', members: 1 })
  })

  it('lets later members in with the passcode only, into the same shop, whatever case or Unicode form they type', async () => {
    const { cookie: first, passcode } = await newTeam(t, 'Orange')
    const before = t.instances()
    const required = await t.join('Orange')
    expect(required.res.status).toBe(401)
    expect(required.res.body).toMatchObject({ error: 'passcode_required', message: expect.any(String) })
    expect(required.cookie).toBe('')
    const { res, cookie } = await t.join('ＯＲＡＮＧＥ', passcode.toLowerCase())
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ team: 'Orange' })
    const ids = await Promise.all([first, cookie].map(async c => (await t.api.get('/rest/classroom/status').set('Cookie', c)).body.team.id as string))
    expect(ids[0]).toBe(ids[1])
    expect(t.instances()).toBe(before)
    expect(t.shop.classroom?.teams.findById(ids[0] as string)?.members).toBe(2)
  })

  it('answers 401 passcode_wrong for a wrong passcode, and creates nothing', async () => {
    await newTeam(t, 'Purple')
    const before = t.instances()
    const { res, cookie } = await t.join('purple', 'AAAAAAAAAAAA')
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ error: 'passcode_wrong' })
    expect(cookie).toBe('')
    expect(t.instances()).toBe(before)
  })

  it.each([
    ['', 'empty'], [' ', 'blank'], ['x'.repeat(33), 'too long'], ['..', 'path'], ['a\\b', 'backslash'], ['<img src=x>', 'HTML'],
    ["x' OR 1=1 --", 'SQL'], ['!!!', 'punctuation'], ['tab\there', 'control']
  ])('refuses the team name %j (%s) with 400 team_name_invalid, creating nothing', async (name) => {
    const before = t.instances()
    const teams = t.shop.classroom?.teams.list().length
    const res = await t.api.post(`/rest/classroom/teams/${encodeURIComponent(name)}/join`).send({})
    // An empty segment does not reach the route at all.
    expect(res.status).toBe(name === '' ? 401 : 400)
    if (name !== '') expect(res.body).toMatchObject({ error: 'team_name_invalid', message: expect.stringMatching(/^Team name/) })
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(t.instances()).toBe(before)
    expect(t.shop.classroom?.teams.list().length).toBe(teams)
  })

  it('refuses a passcode that is not short text, and a join from another site\'s page', async () => {
    expect((await t.join('Orange', 'x'.repeat(65))).res.status).toBe(400)
    const numeric = await t.api.post('/rest/classroom/teams/Orange/join').send({ passcode: 42 })
    expect(numeric.status).toBe(400)
    const malformed = await t.api.post('/rest/classroom/teams/Orange/join').set('Content-Type', 'application/json').send('{"passcode":')
    expect(malformed.status).toBe(400)
    const before = t.instances()
    const foreign = await t.api.post('/rest/classroom/teams/Cross%20Site/join').set('Origin', 'https://evil.example').send({})
    expect(foreign.status).toBe(403)
    expect(foreign.body).toMatchObject({ error: 'origin_refused', message: 'Joining a team is only possible from the shop\'s own pages' })
    expect(foreign.headers['set-cookie']).toBeUndefined()
    expect(t.instances()).toBe(before)
  })

  it('moves a member who joins another team out of the first one', async () => {
    const { cookie } = await newTeam(t, 'Teal')
    const { passcode } = await newTeam(t, 'Green')
    const moved = await t.join('Green', passcode, cookie)
    expect(moved.res.status).toBe(200)
    const teal = t.shop.classroom?.teams.findByName('teal')
    expect(teal?.members).toBe(0)
    expect((await t.api.get('/rest/classroom/status').set('Cookie', cookie)).body.team).toBeNull()
  })

  it('leaves the team: 204, the cookie is cleared and no longer counts', async () => {
    const { cookie } = await newTeam(t, 'Leavers')
    const res = await t.api.post('/rest/classroom/leave').set('Cookie', cookie)
    expect(res.status).toBe(204)
    expect(String(res.headers['set-cookie'])).toMatch(/classroom-team=; Path=\/; Expires=Thu, 01 Jan 1970/)
    expect((await t.api.get('/rest/classroom/status').set('Cookie', cookie)).body.team).toBeNull()
    expect((await t.api.get('/api/Products').set('Cookie', cookie)).status).toBe(401)
    expect((await t.api.post('/rest/classroom/leave')).status).toBe(204)
  })

  it('a new passcode from the trainer\'s side replaces the old one; members keep their cookies; activity is recorded', async () => {
    const { cookie, passcode } = await newTeam(t, 'Forgetful')
    const team = t.shop.classroom?.teams.findByName('forgetful')
    expect(team?.lastActiveAt).toBeNull()
    expect((await t.api.get('/api/Products').set('Cookie', cookie)).status).toBe(200)
    expect(t.shop.classroom?.teams.findById(team?.id ?? '')?.lastActiveAt).toEqual(expect.any(String))
    const fresh = t.shop.classroom?.teams.resetPasscode(team?.id ?? '') as string
    expect(fresh).toMatch(/^[A-HJKMNP-Z2-9]{12}$/)
    expect((await t.join('Forgetful', passcode)).res.status).toBe(401)
    expect((await t.join('Forgetful', fresh)).res.status).toBe(200)
    expect((await t.api.get('/api/Products').set('Cookie', cookie)).status).toBe(200)
    expect(() => t.shop.classroom?.teams.resetPasscode('t-0000000000')).toThrow(/No such team/)
  })

  it('refuses a new team beyond maxTeams with 403 classroom_full, while members still join existing teams', async () => {
    while ((t.shop.classroom?.teams.list().length ?? 0) < 7) await newTeam(t, `Filler ${t.shop.classroom?.teams.list().length}`)
    const before = t.instances()
    const { res, cookie } = await t.join('One Too Many')
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ error: 'classroom_full' })
    expect(cookie).toBe('')
    expect(t.instances()).toBe(before)
    expect(t.shop.classroom?.teams.findByName('One Too Many')).toBeUndefined()
  })
})

describe('wrong passcodes are rate-limited', () => {
  const r = createClassroomTestShop()

  it('per team: after the limit even the right passcode waits, with 429 and Retry-After', async () => {
    const { passcode } = await newTeam(r, 'Guarded')
    for (let i = 0; i < WRONG_PASSCODES.perTeam; i++) {
      expect((await r.join('Guarded', 'WRONGWRONG22')).res.status).toBe(401)
    }
    const { res } = await r.join('Guarded', passcode)
    expect(res.status).toBe(429)
    expect(res.body).toMatchObject({ error: 'too_many_attempts' })
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(WRONG_PASSCODES.windowSeconds)
    expect(teamCookieOf(res)).toBe('')
    // Another team is not affected by the guessing at this one (same address, below its own limit).
    const other = await newTeam(r, 'Unguarded')
    expect((await r.join('Unguarded', other.passcode)).res.status).toBe(200)
  })

  it('per client address: guessing across many teams stops at the address limit', async () => {
    const teams = await Promise.all(Array.from({ length: 3 }, async (_, i) => await newTeam(r, `Spread ${i}`)))
    let refused = 0
    for (let i = 0; i < WRONG_PASSCODES.perAddress + 3; i++) {
      const status = (await r.join(`Spread ${i % 3}`, 'WRONGWRONG22')).res.status
      if (status === 429) refused++
    }
    expect(refused).toBeGreaterThan(0)
    expect((await r.join('Spread 0', teams[0]?.passcode)).res.status).toBe(429)
  })
})

describe('classroom mode off', () => {
  const off = createClassroomTestShop(config => ({ ...config, classroom: { ...config.classroom, enabled: false } }))
  it('has no classroom API, no classroom object, and says so in the public configuration', async () => {
    expect(off.shop.classroom).toBeUndefined()
    expect((await off.api.get('/rest/classroom/status')).status).toBe(404)
    expect((await off.api.post('/rest/classroom/teams/Blue/join').send({})).status).toBe(404)
    const config = await off.api.get('/rest/admin/application-configuration')
    expect(config.body.config.classroom).toEqual({ enabled: false })
  })

  it('serves the default shop to everyone, cookie or not, and writes no classroom files', async () => {
    for (const cookie of ['', 'classroom-team=whatever']) {
      expect((await off.api.get('/api/Products').set('Cookie', cookie)).status).toBe(200)
      expect((await off.api.get('/ftp').set('Cookie', cookie)).status).toBe(200)
    }
    expect(off.shop.registry.all().map(shop => shop.id)).toEqual([DEFAULT_INSTANCE])
    const dataDir = path.dirname(off.shop.registry.get().folder)
    expect(fs.existsSync(path.join(dataDir, 'classroom'))).toBe(false)
  })
})

const fresh = createClassroomTestShop()

describe('classroom routing and readiness (issue 23)', () => {
  it('sets the routing cookie to the join path\'s team segment exactly as sent, and clears it on leave', async () => {
    const { res } = await fresh.join('Grüne Füchse')
    expect(res.status).toBe(201)
    const cookies = res.headers['set-cookie'] as unknown as string[]
    expect(cookies.find(line => line.startsWith('classroom_route='))?.split(';')[0]).toBe(`classroom_route=${encodeURIComponent('Grüne Füchse')}`)
    const left = await fresh.api.post('/rest/classroom/leave').set('Cookie', cookies.map(line => line.split(';')[0]).join('; '))
    expect(String(left.headers['set-cookie'])).toMatch(/classroom_route=; Path=\/; Expires=Thu, 01 Jan 1970/)
  })

  it('a single process is ready at once, names no replica and sends no X-Replica header', async () => {
    const res = await fresh.api.get('/rest/classroom/ready')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ready: true, replica: null })
    expect(res.headers['x-replica']).toBeUndefined()
  })
})

// A class of its own: the one above is filled to its limit on purpose.
const roomy = createClassroomTestShop()

describe('classroom teams API: answers no cache may keep, and the replica route cookie', () => {
  it('marks the status and a join as not to be stored', async () => {
    const { res, cookie } = await roomy.join('Cache Wary')
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.headers['cache-control']).toBe('no-store')
    expect((await roomy.api.get('/rest/classroom/status').set('Cookie', cookie)).headers['cache-control']).toBe('no-store')
  })

  it('sets the route cookie to the team segment exactly as sent, still percent-encoded', async () => {
    const { res } = await roomy.join('Green Figs & Co')
    const route = String(res.headers['set-cookie']).split(/,(?=\s*\w[\w-]*=)/).find(line => line.trim().startsWith('classroom_route='))
    expect(route?.trim().split(';')[0]).toBe(`classroom_route=${encodeURIComponent('Green Figs & Co')}`)
  })

  it('sets no route cookie when the sent segment is no valid cookie value, not even from a join path in the query', async () => {
    const res = await roomy.api.post('/rest/classroom/teams/Figs,%20Dates/join?next=/rest/classroom/teams/Decoy/join').send({})
    expect([res.status, res.body.team]).toEqual([201, 'Figs, Dates'])
    expect(String(res.headers['set-cookie'])).toMatch(/classroom-team=/)
    expect(String(res.headers['set-cookie'])).not.toMatch(/classroom_route=/)
  })

  it('parses JSON bodies over 16 kB outside /rest/classroom with the shop\'s own limit', async () => {
    const { cookie } = await roomy.join('Long Letters')
    const res = await roomy.api.post('/rest/user/login').set('Cookie', cookie).send({ email: 'nobody@example.test', password: 'x', padding: 'p'.repeat(17_000) })
    expect(res.status).toBe(401)
  })

  it('refuses a join body over 16 kB', async () => {
    const res = await roomy.api.post('/rest/classroom/teams/Big%20Bodies/join').send({ passcode: 'x', padding: 'p'.repeat(17_000) })
    expect(res.status).toBe(413)
  })
})

import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { io as connect, type Socket } from 'socket.io-client'
import { loadCatalogue } from '../challenges/catalogue.js'
import { createClassroomTestShop, newTeam } from '../test-support/classroom.js'
import { arrives, nextEvent } from '../test-support/realtime.js'
import { TEST_TRAINER_PASSWORD } from '../test-support/test-shop.js'

const t = createClassroomTestShop()
const scoreBoard = loadCatalogue().byKey.get('scoreBoardChallenge')!
const server = t.shop.createServer()
const sockets: Socket[] = []
let url = ''

beforeAll(async () => {
  t.shop.attach(server)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  server.closeAllConnections()
  await new Promise(resolve => server.close(resolve))
})

/** A connected socket.io client sending these cookies with its handshake. */
async function socketWith (cookie: string): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { Cookie: cookie }, reconnection: false })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => { socket.once('connect', resolve); socket.once('connect_error', reject) })
  return socket
}

async function trainerCookie (): Promise<string> {
  const res = await t.api.post('/rest/classroom/trainer/login').send({ password: TEST_TRAINER_PASSWORD })
  return String(([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]).split(';')[0]!
}

/** Opens the team's score board, which solves the Score Board challenge in that team's shop only. */
const openScoreBoard = async (cookie: string): Promise<void> => { expect((await t.api.get('/api/Challenges/').set('Cookie', cookie)).status).toBe(200) }

describe('leaderboard API', () => {
  it('ranks teams by points, lists a team\'s solves, a challenge\'s solvers and the feed', async () => {
    const alpha = await newTeam(t, 'Alpha')
    await newTeam(t, 'Bravo')
    await openScoreBoard(alpha.cookie)
    const points = scoreBoard.difficulty * 10
    const scores = await t.api.get('/rest/classroom/scores').set('Cookie', alpha.cookie)
    expect(scores.status).toBe(200)
    expect(scores.headers['cache-control']).toBe('no-store')
    expect(scores.body).toEqual({
      teams: [
        { rank: 1, team: 'Alpha', score: points, solved: 1, lastSolvedAt: expect.any(String) },
        { rank: 2, team: 'Bravo', score: 0, solved: 0, lastSolvedAt: null }
      ],
      eventEnd: null,
      frozen: false
    })
    const solvedAt = scores.body.teams[0].lastSolvedAt as string
    expect((await t.api.get('/rest/classroom/teams/alpha/solves').set('Cookie', alpha.cookie)).body).toEqual({
      team: 'Alpha', score: points, solved: 1,
      solves: [{ key: scoreBoard.key, name: scoreBoard.name, category: scoreBoard.category, difficulty: scoreBoard.difficulty, solvedAt, counted: true }]
    })
    expect((await t.api.get(`/rest/classroom/challenges/${scoreBoard.key}/solves`).set('Cookie', alpha.cookie)).body).toEqual({
      key: scoreBoard.key, name: scoreBoard.name, category: scoreBoard.category, difficulty: scoreBoard.difficulty, teams: [{ team: 'Alpha', solvedAt, counted: true }]
    })
    expect((await t.api.get('/rest/classroom/feed?limit=5').set('Cookie', alpha.cookie)).body.solves).toEqual([
      { team: 'Alpha', key: scoreBoard.key, name: scoreBoard.name, category: scoreBoard.category, difficulty: scoreBoard.difficulty, solvedAt, counted: true }
    ])
  })

  it('answers 401 team_required without a team or trainer cookie, and 400/404 for bad parameters', async () => {
    const { cookie } = await newTeam(t, 'Charlie')
    const forged = cookie.replace(/.$/, c => c === 'A' ? 'B' : 'A')
    for (const path of ['/rest/classroom/scores', '/rest/classroom/feed', '/rest/classroom/teams/Charlie/solves', `/rest/classroom/challenges/${scoreBoard.key}/solves`]) {
      for (const header of [undefined, forged]) {
        const call = t.api.get(path)
        const res = header === undefined ? await call : await call.set('Cookie', header)
        expect(res.status, path).toBe(401)
        expect(res.body).toMatchObject({ error: 'team_required', message: 'Join a team to see the leaderboard' })
      }
    }
    expect((await t.api.get('/rest/classroom/scores').set('Cookie', await trainerCookie())).status).toBe(200)
    for (const limit of ['0', '51', 'x', '1.5']) expect((await t.api.get(`/rest/classroom/feed?limit=${limit}`).set('Cookie', cookie)).body, limit).toMatchObject({ error: 'limit_invalid' })
    expect((await t.api.get('/rest/classroom/teams/Nobody/solves').set('Cookie', cookie)).body).toMatchObject({ error: 'team_not_found' })
    expect((await t.api.get('/rest/classroom/teams/..%2F..%2Fetc/solves').set('Cookie', cookie)).status).toBe(404)
    expect((await t.api.get('/rest/classroom/challenges/noSuchChallenge/solves').set('Cookie', cookie)).body).toMatchObject({ error: 'challenge_not_found' })
  })
})

describe('leaderboard realtime', () => {
  it('pushes solves and notices to every socket of the class, and a reset only to the reset team', async () => {
    const echo = await newTeam(t, 'Echo')
    const foxtrot = await newTeam(t, 'Foxtrot')
    const trainer = await trainerCookie()
    const [echoSocket, foxtrotSocket, trainerSocket] = await Promise.all([socketWith(echo.cookie), socketWith(foxtrot.cookie), socketWith(trainer)])
    const everyone = [echoSocket, foxtrotSocket, trainerSocket]

    const solves = everyone.map(async s => await nextEvent<{ team: string }>(s, 'classroom solve', e => e.team === 'Echo'))
    const foxtrotToast = arrives(foxtrotSocket, 'challenge solved')
    await openScoreBoard(echo.cookie)
    for (const solve of await Promise.all(solves)) {
      expect(solve).toEqual({ team: 'Echo', key: scoreBoard.key, name: scoreBoard.name, category: scoreBoard.category, difficulty: scoreBoard.difficulty, solvedAt: expect.any(String), counted: true })
    }
    expect(await foxtrotToast).toBe(false)

    const notices = everyone.map(async s => await nextEvent(s, 'classroom notice'))
    expect((await t.api.post('/rest/classroom/trainer/notice').set('Cookie', trainer).send({ message: 'Pizza is here' })).status).toBe(204)
    for (const notice of await Promise.all(notices)) expect(notice).toEqual({ message: 'Pizza is here', at: expect.any(String) })

    const resetEcho = nextEvent(echoSocket, 'classroom reset')
    const resetFoxtrot = arrives(foxtrotSocket, 'classroom reset', () => true, 1000)
    const teamsChanged = everyone.map(async s => await nextEvent(s, 'classroom teams'))
    expect((await t.api.post('/rest/classroom/trainer/teams/Echo/reset').set('Cookie', trainer)).status).toBe(204)
    expect(await resetEcho).toEqual({})
    await Promise.all(teamsChanged)
    expect(await resetFoxtrot).toBe(false)

    const joined = everyone.map(async s => await nextEvent(s, 'classroom teams'))
    await newTeam(t, 'Hotel')
    await Promise.all(joined)
  })
})

describe('event end freeze over the API', () => {
  it('keeps the ranking as at the end: later solves are listed as not counted', async () => {
    const golf = await newTeam(t, 'Golf')
    const trainer = await trainerCookie()
    const past = new Date(Date.now() - 60_000).toISOString()
    expect((await t.api.put('/rest/classroom/trainer/event-end').set('Cookie', trainer).send({ eventEnd: past })).body).toEqual({ eventEnd: past })
    const before = (await t.api.get('/rest/classroom/scores').set('Cookie', golf.cookie)).body
    const socket = await socketWith(golf.cookie)
    const solve = nextEvent<{ team: string, counted: boolean }>(socket, 'classroom solve', e => e.team === 'Golf')
    await openScoreBoard(golf.cookie)
    expect(await solve).toMatchObject({ counted: false })
    const after = (await t.api.get('/rest/classroom/scores').set('Cookie', golf.cookie)).body
    expect(after).toEqual({ ...before, frozen: true })
    expect(after.teams.find((row: { team: string }) => row.team === 'Golf')).toMatchObject({ score: 0, solved: 0 })
    expect((await t.api.get('/rest/classroom/teams/Golf/solves').set('Cookie', golf.cookie)).body).toMatchObject({ score: 0, solved: 0, solves: [{ key: scoreBoard.key, counted: false }] })
    expect((await t.api.put('/rest/classroom/trainer/event-end').set('Cookie', trainer).send({ eventEnd: null })).status).toBe(200)
    expect((await t.api.get('/rest/classroom/teams/Golf/solves').set('Cookie', golf.cookie)).body).toMatchObject({ score: scoreBoard.difficulty * 10, solved: 1 })
  })
})

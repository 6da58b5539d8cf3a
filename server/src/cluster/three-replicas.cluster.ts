import os from 'node:os'
import path from 'node:path'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectRoot } from '../paths.js'
import { CLUSTER_TRAINER_PASSWORD, LocalCluster, type Replica } from './local-cluster.js'

/*
 * The classroom journey across three replicas behind nginx (issue 23), `npm run test:cluster`:
 * Redis, three built servers and nginx with deploy/nginx/classroom-routing.conf, all on loopback.
 * The steps build on each other and run in order. Every wait is for an event or a state, with a
 * generous deadline; nothing compares a bare duration.
 */
const cluster = new LocalCluster({ projectRoot, replicas: 3, logFile: path.join(os.tmpdir(), `classroom-cluster-${process.pid}.log`) })
const sockets: Socket[] = []

interface Team { name: string, cookie: string, replica: string, passcode: string }
const teams: Team[] = []

interface Answer { status: number, replica: string | null, body: any }

async function call (base: string, method: string, url: string, cookie?: string, body?: unknown, token?: string): Promise<Answer> {
  const headers: Record<string, string> = {}
  if (token !== undefined) headers.Authorization = `Bearer ${token}`
  if (cookie !== undefined) headers.Cookie = cookie
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await res.text()
  return { status: res.status, replica: res.headers.get('x-replica'), body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text }
}
const front = async (method: string, url: string, cookie?: string, body?: unknown, token?: string): Promise<Answer> => await call(cluster.front, method, url, cookie, body, token)

/** The cookies a response sets, as one Cookie header. */
const cookiesOf = (res: Response): string => res.headers.getSetCookie().map(line => line.split(';')[0]).join('; ')

async function join (name: string): Promise<Team> {
  const res = await fetch(`${cluster.front}/rest/classroom/teams/${encodeURIComponent(name)}/join`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
  expect(res.status).toBe(201)
  return { name, cookie: cookiesOf(res), replica: res.headers.get('x-replica') ?? '', passcode: (await res.json() as { passcode: string }).passcode }
}

async function trainerCookie (replica: Replica): Promise<string> {
  const res = await fetch(`${replica.url}/rest/classroom/trainer/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password: CLUSTER_TRAINER_PASSWORD }) })
  expect(res.status).toBe(204)
  return cookiesOf(res)
}

async function socketOf (team: Pick<Team, 'cookie'>, transports = ['websocket']): Promise<Socket> {
  const socket = connect(cluster.front, { path: '/socket.io', transports, extraHeaders: { Cookie: team.cookie }, reconnection: false })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('connect_error', reject)
  })
  return socket
}

const nextEvent = async (socket: Socket, event: string): Promise<any> => await new Promise(resolve => { socket.once(event, resolve) })

/** Polls until `check` holds (a state reached over Redis), failing with the last answer after the deadline. */
async function eventually<T> (read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last = await read()
  while (!check(last)) {
    if (Date.now() > deadline) throw new Error(`Not reached within ${timeoutMs} ms; last: ${JSON.stringify(last)}`)
    await new Promise(resolve => setTimeout(resolve, 200))
    last = await read()
  }
  return last
}

const solvedKeys = async (team: Team): Promise<string[]> =>
  ((await front('GET', `/rest/classroom/teams/${encodeURIComponent(team.name)}/solves`, team.cookie)).body.solves ?? []).map((s: { key: string }) => s.key)
const ranking = async (team: Team): Promise<Array<{ team: string, score: number }>> => (await front('GET', '/rest/classroom/scores', team.cookie)).body.teams ?? []
const on = (replica: string): Team => {
  const team = teams.find(t => t.replica === replica)
  if (team === undefined) throw new Error(`No team on ${replica}`)
  return team
}

beforeAll(async () => {
  await cluster.start()
}, 120_000)

afterAll(() => {
  for (const socket of sockets) socket.close()
  cluster.stop()
})

describe('a class on three replicas behind nginx', () => {
  it('routes teams by their name to different replicas, and each team always to its own', async () => {
    for (let i = 0; i < 30 && new Set(teams.map(t => t.replica)).size < 3; i++) teams.push(await join(`Team ${i}`))
    expect(new Set(teams.map(t => t.replica))).toEqual(new Set(cluster.replicas.map(r => r.id)))
    for (const team of teams) {
      const status = await front('GET', '/rest/classroom/status', team.cookie)
      expect(status.replica).toBe(team.replica)
      expect(status.body.team.name).toBe(team.name)
      expect((await front('GET', '/rest/products/search?q=apple', team.cookie)).replica).toBe(team.replica)
    }
    // A second member joining with the passcode reaches the same replica.
    const second = await fetch(`${cluster.front}/rest/classroom/teams/${encodeURIComponent(teams[0]!.name)}/join`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ passcode: teams[0]!.passcode }) })
    expect(second.status).toBe(200)
    expect(second.headers.get('x-replica')).toBe(teams[0]!.replica)
  }, 120_000)

  it('shows one leaderboard with every team on every replica', async () => {
    const names = teams.map(t => t.name).sort()
    for (const replica of cluster.replicas) {
      const board = await eventually(async () => await ranking(on(replica.id)), rows => rows.length === teams.length)
      expect(board.map(row => row.team).sort()).toEqual(names)
    }
  })

  it('refuses a team cookie on a replica that does not hold the team, with 409 team_not_here', async () => {
    const a = on('replica-0')
    const other = cluster.replica('replica-1')
    const direct = await call(other.url, 'GET', '/api/Products', a.cookie)
    expect(direct.status).toBe(409)
    expect(direct.body).toMatchObject({ error: 'team_not_here' })
    // A routing cookie pointing elsewhere lands on another replica and is refused the same way.
    const forged = `${a.cookie.replace(/classroom_route=[^;]*/, `classroom_route=${encodeURIComponent(on('replica-1').name)}`)}`
    const res = await front('GET', '/api/Products', forged)
    expect(res.replica).toBe('replica-1')
    expect(res.status).toBe(409)
  })

  it('carries a trainer notice to a team socket on every replica', async () => {
    const listening = await Promise.all(cluster.replicas.map(async replica => await socketOf(on(replica.id))))
    const trainer = await trainerCookie(cluster.replica('replica-2'))
    // A visitor without a team (the trainer's projector) over long polling: its requests must all
    // reach one replica, which an empty hash key would not (nginx balances it round robin).
    listening.push(await socketOf({ cookie: trainer }, ['polling']))
    const received = listening.map(async socket => await nextEvent(socket, 'classroom notice'))
    expect((await call(cluster.replica('replica-2').url, 'POST', '/rest/classroom/trainer/notice', trainer, { message: 'Ten minutes left' })).status).toBe(204)
    for (const notice of await Promise.all(received)) expect(notice).toMatchObject({ message: 'Ten minutes left' })
    // The trainer's session holds on the other replicas too, and so does the notice.
    expect((await call(cluster.replica('replica-0').url, 'GET', '/rest/classroom/trainer/teams', trainer)).status).toBe(200)
    expect((await front('GET', '/rest/classroom/status', on('replica-1').cookie)).body.notice).toMatchObject({ message: 'Ten minutes left' })
  })

  it('shows a solve on replica A in the projector feed of replica C', async () => {
    const a = on('replica-0')
    const c = on('replica-2')
    const socket = await socketOf(c)
    const pushed = new Promise<any>(resolve => {
      socket.on('classroom solve', (solve: { team: string }) => { if (solve.team === a.name) resolve(solve) })
    })
    await front('GET', '/api/Challenges/', a.cookie)
    expect(await pushed).toMatchObject({ team: a.name, key: 'scoreBoardChallenge' })
    // The push comes after replica C has the solve: its feed shows it at once.
    const feed = await front('GET', '/rest/classroom/feed', c.cookie)
    expect(feed.replica).toBe('replica-2')
    expect(feed.body.solves.map((s: { team: string, key: string }) => `${s.team}/${s.key}`)).toContain(`${a.name}/scoreBoardChallenge`)
  })

  it('runs a trainer reset on the replica holding the team, from another replica', async () => {
    const b = on('replica-1')
    await front('GET', '/api/Challenges/', b.cookie)
    expect(await eventually(async () => await solvedKeys(b), keys => keys.includes('scoreBoardChallenge'))).toContain('scoreBoardChallenge')
    const socket = await socketOf(b)
    const reset = nextEvent(socket, 'classroom reset')
    const trainer = await trainerCookie(cluster.replica('replica-2'))
    const res = await call(cluster.replica('replica-2').url, 'POST', `/rest/classroom/trainer/teams/${encodeURIComponent(b.name)}/reset`, trainer)
    expect(res.status).toBe(204)
    await reset
    expect(await solvedKeys(b)).toEqual([])
    const challenges = await front('GET', '/api/Challenges/?key=scoreBoardChallenge', b.cookie)
    expect(challenges.replica).toBe('replica-1')
    // A passcode reset from a third replica answers the new passcode, which works for joining.
    const passcode = await call(cluster.replica('replica-0').url, 'POST', `/rest/classroom/trainer/teams/${encodeURIComponent(b.name)}/passcode`, await trainerCookie(cluster.replica('replica-0')))
    expect(passcode.body).toMatchObject({ team: b.name, passcode: expect.stringMatching(/^[A-Z2-9]{12}$/) })
    const rejoin = await fetch(`${cluster.front}/rest/classroom/teams/${encodeURIComponent(b.name)}/join`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ passcode: passcode.body.passcode }) })
    expect(rejoin.status).toBe(200)
  })

  it('loses nothing acknowledged when a replica is killed with kill -9 and restarted; meanwhile its team gets 502 and trainer calls 503', async () => {
    const a = on('replica-0')
    const replica = cluster.replica('replica-0')
    const login = await front('POST', '/rest/user/login', a.cookie, { email: "' OR 1=1--", password: 'x' })
    expect(login.status).toBe(200)
    const { token, bid } = login.body.authentication as { token: string, bid: number }
    // Acknowledged with 200 just before the kill: it must be there after the restart.
    expect((await front('POST', '/api/BasketItems', a.cookie, { ProductId: 1, BasketId: bid, quantity: 3 }, token)).status).toBe(200)
    await cluster.killReplica(replica)
    const down = await front('GET', '/rest/classroom/status', a.cookie)
    expect(down.status).toBe(502)
    const trainer = await trainerCookie(cluster.replica('replica-1'))
    const refused = await call(cluster.replica('replica-1').url, 'POST', `/rest/classroom/trainer/teams/${encodeURIComponent(a.name)}/reset`, trainer)
    expect(refused.status).toBe(503)
    expect(refused.body).toMatchObject({ error: 'replica_unavailable' })
    // The other teams play on, and the leaderboard still lists the team that is away.
    expect((await front('GET', '/api/Products', on('replica-2').cookie)).status).toBe(200)
    expect((await ranking(on('replica-2'))).map(row => row.team)).toContain(a.name)
    await cluster.startReplica(replica)
    const keys = await solvedKeys(a)
    expect(keys).toEqual(expect.arrayContaining(['scoreBoardChallenge', 'loginAdminSqliChallenge']))
    const basket = await front('GET', `/rest/basket/${bid}`, a.cookie, undefined, token)
    expect(basket.replica).toBe('replica-0')
    expect(basket.body.data.Products.map((p: { id: number, BasketItem: { quantity: number } }) => [p.id, p.BasketItem.quantity])).toEqual([[1, 3]])
    expect((await front('GET', '/rest/classroom/status', a.cookie)).body.team.name).toBe(a.name)
  }, 120_000)

  it('plays on while Redis restarts empty, and the leaderboard catches up after the reconnect', async () => {
    const b = on('replica-1')
    const c = on('replica-2')
    cluster.killRedis()
    // Play inside the team's shop needs no Redis.
    const login = await front('POST', '/rest/user/login', b.cookie, { email: "' OR 1=1--", password: 'x' })
    expect(login.status).toBe(200)
    expect(login.replica).toBe('replica-1')
    await cluster.startRedis()
    const board = await eventually(async () => await ranking(c), rows => rows.length === teams.length && (rows.find(row => row.team === b.name)?.score ?? 0) > 0, 60_000)
    expect(board.map(row => row.team).sort()).toEqual(teams.map(t => t.name).sort())
    expect(await eventually(async () => await solvedKeys(b), keys => keys.includes('loginAdminSqliChallenge'))).toContain('loginAdminSqliChallenge')
    // Redis was rebuilt from the replicas: new teams join again.
    expect((await join('After the restart')).replica).toMatch(/^replica-\d$/)
  }, 120_000)
})

import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { io as connect, type Socket } from 'socket.io-client'
import { CLASSROOM_ROOM } from '../classroom/classroom.js'
import { createClassroomTestShop, newTeam } from '../test-support/classroom.js'
import { arrives, nextEvent } from '../test-support/realtime.js'

/* In classroom mode the socket handshake picks the team's shop from the team cookie, like any request. */
const t = createClassroomTestShop()
const sockets: Socket[] = []
let url = ''
let a = ''
let b = ''
let roomA = ''

async function socketWith (cookie?: string): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: cookie === undefined ? {} : { Cookie: cookie }, reconnection: false })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => { socket.once('connect', resolve); socket.once('connect_error', reject) })
  return socket
}

beforeAll(async () => {
  const server = t.shop.createServer()
  t.shop.attach(server)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await new Promise(resolve => server.close(resolve))
  })
  a = (await newTeam(t, 'Socket Alpha')).cookie
  b = (await newTeam(t, 'Socket Bravo')).cookie
  roomA = `shop:${(await t.api.get('/rest/classroom/status').set('Cookie', a)).body.team.id as string}`
})

describe('realtime in classroom mode', () => {
  it('a solved notice reaches only the solving team\'s sockets, for either team', async () => {
    const [alpha, alpha2, bravo, lobby] = await Promise.all([socketWith(a), socketWith(a), socketWith(b), socketWith()])
    const notices = Promise.all([alpha, alpha2].map(async s => await nextEvent(s, 'challenge solved', p => p.key === 'ftpConfidentialDocChallenge')))
    const elsewhere = Promise.all([bravo, lobby].map(async s => await arrives(s, 'challenge solved', () => true, 1500)))
    expect((await t.api.get('/ftp/board-minutes-2024-q3.md').set('Cookie', a)).status).toBe(200)
    expect((await notices).map(n => n.key)).toEqual(['ftpConfidentialDocChallenge', 'ftpConfidentialDocChallenge'])
    expect(await elsewhere).toEqual([false, false])

    const bravoNotice = nextEvent(bravo, 'challenge solved', p => p.key === 'ftpConfidentialDocChallenge')
    const notBravo = Promise.all([alpha, alpha2, lobby].map(async s => await arrives(s, 'challenge solved', () => true, 1500)))
    expect((await t.api.get('/ftp/board-minutes-2024-q3.md').set('Cookie', b)).status).toBe(200)
    expect((await bravoNotice).key).toBe('ftpConfidentialDocChallenge')
    expect(await notBravo).toEqual([false, false, false])
  })

  it('every socket, with or without a team, is in the room classroom; only team members are in a team\'s room', async () => {
    const [alpha, bravo, lobby, forged] = await Promise.all([socketWith(a), socketWith(b), socketWith(), socketWith('classroom-team=forged.cookie')])
    const all = Promise.all([alpha, bravo, lobby, forged].map(async s => await nextEvent(s, 'classroom teams')))
    t.shop.classroom?.broadcast(CLASSROOM_ROOM, 'classroom teams', {})
    expect(await all).toHaveLength(4)
    const onlyA = nextEvent(alpha, 'classroom reset')
    const others = Promise.all([bravo, lobby, forged].map(async s => await arrives(s, 'classroom reset', () => true, 1000)))
    t.shop.classroom?.broadcast(roomA, 'classroom reset', {})
    await onlyA
    expect(await others).toEqual([false, false, false])
  })

  it('a socket that connects while its team\'s shop is reset joins the new shop\'s room, like a request would wait for it', async () => {
    const id = roomA.slice('shop:'.length)
    const reset = t.shop.registry.reset(id)
    const alpha = await socketWith(a)
    const fresh = await reset
    // The handshake resolved through the same resolver as requests: after the reset, the fresh shop's solve reaches it.
    const notice = nextEvent(alpha, 'challenge solved', p => p.key === 'ftpConfidentialDocChallenge')
    expect(fresh.challenges.isSolved('ftpConfidentialDocChallenge')).toBe(false)
    expect((await t.api.get('/ftp/board-minutes-2024-q3.md').set('Cookie', a)).status).toBe(200)
    expect((await notice).key).toBe('ftpConfidentialDocChallenge')
  })

  it('a socket without a team opens no shop and its client reports reach no shop', async () => {
    const before = t.shop.registry.all().length
    const lobby = await socketWith()
    lobby.emit('verify localXss challenge', { payload: '<iframe src="javascript:alert(1)">' })
    await socketWith('classroom-team=eyJ9.x')
    expect(t.shop.registry.all().length).toBe(before)
  })
})

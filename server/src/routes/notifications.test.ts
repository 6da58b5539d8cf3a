import Hashids from 'hashids'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import { createTestShop } from '../test-support/test-shop.js'
import { listen, nextEvent, type Listening } from '../test-support/realtime.js'

interface Solved { challenge: string, key: string, flag: string, hidden: boolean, isRestore: boolean }

const t = createTestShop()
const quiet = createTestShop(config => ({ ...config, challenges: { ...config.challenges, showSolvedNotifications: false } }))
let shop: Listening
let socket: Socket
let started = false

beforeAll(async () => {
  shop = await listen(t)
  socket = await shop.socket(s => { s.once('server started', () => { started = true }) })
})

describe('server started', () => {
  it('tells the first client after a start, and only that one', async () => {
    expect(started).toBe(true)
    let again = false
    const second = await shop.socket(s => { s.once('server started', () => { again = true }) })
    // The notice would be sent as the socket connects, so it would come before any later event:
    // a challenge solved afterwards (one no other test here uses) marks the point to check at.
    const marker = nextEvent<Solved>(second, 'challenge solved', e => e.key === 'verboseErrorChallenge')
    await t.api.post('/rest/user/login').send({ email: "'", password: 'x' })
    await marker
    expect(again).toBe(false)
  })

  it('keeps accepting the flag acknowledgement, whatever its shape', async () => {
    socket.emit('notification received', 'abc123')
    socket.emit('notification received', { not: 'a flag' })
    socket.emit('notification received')
    expect((await t.api.get('/rest/continue-code')).status).toBe(200)
    expect(socket.connected).toBe(true)
  })
})

describe('GET /rest/repeat-notification', () => {
  it('answers 200 without a challenge name and knows only real ones', async () => {
    expect((await t.api.get('/rest/repeat-notification')).status).toBe(200)
    expect((await t.api.get('/rest/repeat-notification').query({ challenge: '' })).status).toBe(200)
    expect((await t.api.get('/rest/repeat-notification').query({ challenge: 'x'.repeat(500) })).status).toBe(400)
    expect((await t.api.get('/rest/repeat-notification?challenge=a&challenge=b')).status).toBe(400)
    const unknown = await t.api.get('/rest/repeat-notification').query({ challenge: 'No Such Challenge' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toBeTruthy()
  })

  it('sends nothing for an unsolved challenge', async () => {
    const sent: string[] = []
    const listener = (e: Solved): void => { if (e.key !== 'verboseErrorChallenge') sent.push(e.key) }
    socket.on('challenge solved', listener)
    const res = await t.api.get('/rest/repeat-notification').query({ challenge: 'Back Office' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'success' })
    // A repeat of a challenge solved in the test above arrives after anything the first one sent.
    const marker = nextEvent<Solved>(socket, 'challenge solved', e => e.key === 'verboseErrorChallenge')
    await t.api.get('/rest/repeat-notification').query({ challenge: 'Loud Failure' })
    await marker
    socket.off('challenge solved', listener)
    expect(sent).toEqual([])
  })

  it('re-sends the notice of a solved challenge as a fresh one', async () => {
    const first = nextEvent<Solved>(socket, 'challenge solved', e => e.key === 'scoreBoardChallenge')
    await t.api.get('/api/Challenges/')
    const original = await first
    const repeated = nextEvent<Solved>(socket, 'challenge solved', e => e.key === 'scoreBoardChallenge')
    expect((await t.api.get('/rest/repeat-notification').query({ challenge: 'Score Board' })).status).toBe(200)
    expect(await repeated).toEqual({ ...original, isRestore: false })
  })
})

describe('restored progress', () => {
  it('announces challenges solved by a progress code as restores', async () => {
    const restored = nextEvent<Solved>(socket, 'challenge solved', e => e.key === 'adminSectionChallenge')
    expect((await t.api.put(`/rest/continue-code/apply/${new Hashids('', 60).encode([5])}`)).status).toBe(200)
    expect(await restored).toMatchObject({ challenge: 'Back Office', isRestore: true, hidden: false })
  })
})

describe('challenges.showSolvedNotifications: false', () => {
  it('marks every solved notice hidden', async () => {
    const s = await (await listen(quiet)).socket()
    const event = nextEvent<Solved>(s, 'challenge solved')
    await quiet.api.get('/api/Challenges/')
    expect(await event).toMatchObject({ key: 'scoreBoardChallenge', hidden: true })
  })
})

describe('GET /rest/country-mapping', () => {
  it('gives every challenge its own country', async () => {
    const res = await t.api.get('/rest/country-mapping')
    expect(res.status).toBe(200)
    const keys: string[] = (await t.api.get('/api/Challenges')).body.data.map((c: { key: string }) => c.key)
    for (const key of keys) {
      expect(res.body[key], `data/country-mapping.yml has no country for ${key}: add one (ISO 3166-1 alpha-2 code and English name) with the challenge`).toBeDefined()
      expect(res.body[key].code).toMatch(/^[A-Z]{2}$/)
      expect(res.body[key].name).toBeTruthy()
    }
    const codes = keys.map(key => res.body[key].code)
    expect(new Set(codes).size, 'every challenge needs a distinct country in data/country-mapping.yml').toBe(codes.length)
    expect(Object.keys(res.body).sort()).toEqual([...keys].sort())
  })
})

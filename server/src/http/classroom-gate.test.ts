import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_INSTANCE } from '../instance/registry.js'
import { webDist } from '../paths.js'
import { createClassroomTestShop, newTeam } from '../test-support/classroom.js'

/*
 * Classroom mode: every request reaches its team's shop through the team cookie, and a request
 * without a valid one reaches no shop at all (the join page's files aside).
 */
// The web app's join route, written out: taken from the gate's own constant, a change to it would go unseen.
const JOIN_PAGE = '/#/classroom/join'
const t = createClassroomTestShop()
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)])
let a = ''
let b = ''
let idA = ''

const get = (url: string, cookie?: string) => cookie === undefined ? t.api.get(url) : t.api.get(url).set('Cookie', cookie)
async function tokenIn (cookie: string): Promise<string> {
  const res = await t.api.post('/rest/user/login').set('Cookie', cookie).send({ email: t.email('lena.fischer'), password: 'Mango&Me2023' })
  expect(res.status, res.text).toBe(200)
  return res.body.authentication.token as string
}
const metric = (text: string, name: string): number => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1])

beforeAll(async () => {
  a = (await newTeam(t, 'Alpha')).cookie
  b = (await newTeam(t, 'Bravo')).cookie
  idA = (await get('/rest/classroom/status', a)).body.team.id
})

describe('without a valid team cookie', () => {
  const forgedCookies = () => {
    const [body, signature] = a.split('=')[1]!.split('.') as [string, string]
    return {
      none: undefined,
      garbage: 'classroom-team=garbage',
      tampered: `classroom-team=${body}.${signature.slice(0, -2)}AA`,
      unsigned: `classroom-team=${Buffer.from(JSON.stringify({ k: 'team', t: idA, m: 'x', g: 1, iat: Date.now() })).toString('base64url')}.`,
      'trainer-shaped': 'classroom-trainer=x'
    }
  }

  it.each([
    ['GET', '/api/Products'], ['GET', '/rest/products/search?q=apple'], ['POST', '/rest/user/login'], ['GET', '/snippets'],
    ['POST', '/b2b/v2/orders'], ['GET', '/metrics'], ['POST', '/profile'], ['POST', '/profile/image/url'], ['GET', '/api/Challenges/'],
    ['PUT', '/ftp/x'], ['GET', '/rest/unknown']
  ])('%s %s answers 401 team_required, for every kind of bad cookie', async (method, url) => {
    for (const [kind, cookie] of Object.entries(forgedCookies())) {
      const call = method === 'GET' ? t.api.get(url) : method === 'PUT' ? t.api.put(url) : t.api.post(url).send({})
      const res = await (cookie === undefined ? call : call.set('Cookie', cookie))
      expect(res.status, `${kind} cookie`).toBe(401)
      expect(res.body, `${kind} cookie`).toMatchObject({ error: 'team_required', message: expect.stringContaining('/#/classroom/join') })
    }
  })

  it.each(['/ftp', '/ftp/', '/ftp/legal.md', '/profile', '/promotion', '/support/logs', '/assets/public/images/uploads/x.png', '/some/app/page', '/robots.txt'])(
    'GET %s sends the browser to the join page', async (url) => {
      for (const [kind, cookie] of Object.entries(forgedCookies())) {
        const res = await get(url, cookie)
        expect(res.status, `${kind} cookie`).toBe(302)
        expect(res.headers.location).toBe(JOIN_PAGE)
      }
    })

  it('still gets what the join page needs: configuration, version, languages, translations and the app', async () => {
    const config = await get('/rest/admin/application-configuration')
    expect(config.status).toBe(200)
    expect(config.body.config.classroom).toEqual({ enabled: true })
    expect((await get('/rest/admin/application-version')).body.version).toEqual(expect.any(String))
    expect((await get('/rest/languages')).body).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'de' })]))
    const en = await get('/assets/i18n/en.json')
    expect(en.status).toBe(200)
    expect(en.headers['content-type']).toMatch(/json/)
    expect((await get('/rest/classroom/status')).body).toMatchObject({ team: null, trainer: false })
    if (fs.existsSync(path.join(webDist, 'index.html'))) {
      for (const url of ['/', '/?lang=de', '/index.html']) {
        const res = await get(url)
        expect(res.status, url).toBe(200)
        expect(res.headers['content-type']).toMatch(/html/)
      }
    }
  })

  it('opens and creates no shop, and never the default shop', async () => {
    const before = t.shop.registry.all().map(shop => shop.id).sort()
    for (const url of ['/api/Products', '/ftp', '/metrics', '/rest/admin/application-configuration', '/assets/i18n/de.json']) await get(url)
    expect(t.shop.registry.all().map(shop => shop.id).sort()).toEqual(before)
    expect(before).not.toContain(DEFAULT_INSTANCE)
  })
})

describe('with a team cookie every route is the team\'s', () => {
  it('API calls, /ftp, /promotion and /profile answer from the team\'s shop', async () => {
    expect((await get('/api/Products', a)).status).toBe(200)
    const ftp = await get('/ftp', a)
    expect(ftp.status).toBe(200)
    expect(ftp.text).toContain('legal.md')
    expect((await get('/ftp/legal.md', a)).status).toBe(200)
    const promotion = await get('/promotion', a)
    expect(promotion.status).toBe(200)
    expect(promotion.headers['content-type']).toMatch(/html/)
    const token = await tokenIn(a)
    const profile = await get('/profile', a).set('Cookie', `${a}; token=${token}`)
    expect(profile.status).toBe(200)
    expect(profile.text).toContain('lena')
  })

  it('an upload of team A is served to A only: B gets 404, a visitor without a team the join page', async () => {
    const token = await tokenIn(a)
    const res = await t.api.post('/rest/memories').set('Cookie', a).set('Authorization', `Bearer ${token}`).field('caption', 'Alpha only').attach('image', png, 'alpha-secret.png')
    expect(res.status, res.text).toBe(201)
    const url = `/${res.body.data.imagePath as string}`
    expect((await get(url, a)).status).toBe(200)
    expect((await get(url, b)).status).toBe(404)
    expect((await get(url)).status).toBe(302)
    const captions = async (cookie: string): Promise<string[]> => (await get('/rest/memories', cookie)).body.data.map((m: { caption: string }) => m.caption)
    expect(await captions(a)).toContain('Alpha only')
    expect(await captions(b)).not.toContain('Alpha only')
  })

  it('/metrics counts the team\'s own shop', async () => {
    const register = await t.api.post('/api/Users').set('Cookie', a).send({ email: 'newbie@alpha.test', password: 'Alpha-Pass-123', passwordRepeat: 'Alpha-Pass-123' })
    expect(register.status, register.text).toBe(201)
    const users = async (cookie: string): Promise<number> => metric((await get('/metrics', cookie).set('User-Agent', 'Prometheus/2.53.0')).text, 'juiceshop_users')
    expect(await users(a)).toBe(await users(b) + 1)
    expect((await t.api.post('/rest/user/login').set('Cookie', b).send({ email: 'newbie@alpha.test', password: 'Alpha-Pass-123' })).status).toBe(401)
  })

  it('a solve in team A is not a solve in team B', async () => {
    expect((await get('/ftp/board-minutes-2024-q3.md', a)).status).toBe(200)
    const solved = async (cookie: string): Promise<number> => metric((await get('/metrics', cookie).set('User-Agent', 'Prometheus/2.53.0')).text, 'juiceshop_challenges_solved')
    expect(await solved(a)).toBeGreaterThan(await solved(b))
  })

  it('the shop\'s own outbound requests reach their team\'s internal paths without a cookie, and nothing else does', async () => {
    const shop = t.shop.registry.all().find(instance => instance.id === idA)
    expect(shop).toBeDefined()
    const internal = (id: string, secret: string) => t.api.get('/internal/stock-sync').set('X-Shop-Instance', id).set('X-Shop-Internal', secret)
    const own = await internal(idA, shop?.internalSecret ?? '')
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ instance: idA })
    for (const [id, secret] of [[idA, 'x'], [idA, ''], ['t-0000000000', shop?.internalSecret ?? ''], [idA, `${shop?.internalSecret ?? ''}0`]] as const) {
      const res = await internal(id, secret)
      expect(res.status, `${id} ${secret.length} ${res.text}`).toBe(302)
      expect(res.headers.location).toBe(JOIN_PAGE)
    }
  })

  it('a planted injection works in the team\'s shop and solves there only', async () => {
    const solved = async (cookie: string): Promise<boolean> =>
      (await get('/api/Challenges/?key=loginAdminSqliChallenge', cookie)).body.data[0].solved as boolean
    const injected = await t.api.post('/rest/user/login').set('Cookie', b).send({ email: "' OR 1=1--", password: 'x' })
    expect(injected.status).toBe(200)
    expect(injected.body.authentication.umail).toBe(t.email('admin'))
    expect(await solved(b)).toBe(true)
    expect(await solved(a)).toBe(false)
  })

  it('a cookie of an old generation or of a removed team counts as none', async () => {
    const { cookie } = await newTeam(t, 'Charlie')
    const id = (await get('/rest/classroom/status', cookie)).body.team.id as string
    expect((await get('/api/Products', cookie)).status).toBe(200)
    t.shop.classroom?.teams.endMemberships(id)
    expect((await get('/api/Products', cookie)).body).toMatchObject({ error: 'team_required' })
    const { cookie: fresh } = await newTeam(t, 'Delta')
    const freshId = (await get('/rest/classroom/status', fresh)).body.team.id as string
    t.shop.classroom?.teams.remove(freshId)
    expect((await get('/api/Products', fresh)).status).toBe(401)
    expect((await get('/ftp', fresh)).status).toBe(302)
  })
})

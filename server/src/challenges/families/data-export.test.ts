import { beforeAll, describe, expect, it } from 'vitest'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { supportExploits } from '../../test-support/exploits/support.js'
import { familyHarness } from '../../test-support/family-harness.js'
import { dataExportFamily } from './data-export.js'

const t = createExploitShop()

async function exporter (local: string) {
  const email = t.email(local)
  await t.api.post('/api/Users/').send({ email, password: 'Export-Me1', passwordRepeat: 'Export-Me1' })
  const { token } = await t.login(email, 'Export-Me1')
  const auth = { Authorization: `Bearer ${token}` }
  return {
    email,
    request: async (body: Record<string, unknown>) => await t.api.post('/rest/user/data-export').set(auth).send(body),
    captcha: async () => {
      const res = await t.api.get('/rest/image-captcha/').set(auth)
      const row = t.shop.registry.resolve({} as never).repos.imageCaptchas.latest(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).data.id)
      return { image: res.body.image as string, answer: row!.answer }
    }
  }
}

describe('POST /rest/user/data-export', () => {
  let user: Awaited<ReturnType<typeof exporter>>
  beforeAll(async () => { user = await exporter('exporter') })

  it('exports the caller\'s data as JSON', async () => {
    const res = await user.request({ format: '1' })
    expect(res.status).toBe(200)
    expect(res.body.confirmation).toMatch(/new Browser window/)
    expect(JSON.parse(res.body.userData)).toMatchObject({ email: user.email, orders: [], reviews: [], memories: [] })
  })

  it('checks a captcha when one is sent: an SVG picture, the right answer passes, a wrong one is 401', async () => {
    const { image, answer } = await user.captcha()
    expect(image).toMatch(/^<svg/)
    expect((await user.request({ format: '1', answer: 'zzzzz' })).status).toBe(401)
    const again = await user.captcha()
    expect((await user.request({ format: '1', answer: again.answer })).status).toBe(200)
    expect(answer).toHaveLength(5)
  })

  it('refuses PDF, a short captcha, no format, and anonymous callers', async () => {
    expect((await user.request({ format: '2' })).status).toBe(400)
    expect((await user.request({ format: '1', answer: 'abc' })).status).toBe(400)
    expect((await user.request({})).status).toBe(400)
    expect((await t.api.post('/rest/user/data-export').send({ format: '1' })).status).toBe(401)
    expect((await t.api.get('/rest/image-captcha/')).status).toBe(401)
  })
})

describe('exportSpreeChallenge', () => {
  it('stays unsolved when the second export within 5 minutes carries the captcha', async () => {
    const user = await exporter('careful')
    expect((await user.request({ format: '1' })).status).toBe(200)
    const { answer } = await user.captcha()
    expect((await user.request({ format: '1', answer })).status).toBe(200)
    expect(await t.solved('exportSpreeChallenge')).toBe(false)
  })

  it('is solved when a second export within 5 minutes is sent without a captcha answer', async () => {
    await supportExploits.exportSpreeChallenge(t)
    expect(await t.solved('exportSpreeChallenge')).toBe(true)
  })
})

describe('the export holds the caller\'s photo-wall memories', () => {
  it('lists the seeded memories of a cast member and nobody else\'s', async () => {
    const { token } = await t.login(t.email('lena.fischer'), 'Mango&Me2023')
    const res = await t.api.post('/rest/user/data-export').set('Authorization', `Bearer ${token}`).send({ format: '1' })
    const data = JSON.parse(res.body.userData) as { memories: Array<{ caption: string }>, reviews: unknown[] }
    expect(data.memories.map(m => m.caption)).toContain('Finally organised my fridge')
    const lenaId = (await t.api.get('/rest/user/whoami').set('Authorization', `Bearer ${token}`)).body.user.id as number
    const all = (await t.api.get('/rest/memories/')).body.data as Array<{ caption: string, UserId: number | null }>
    const others = all.filter(m => m.UserId !== lenaId).map(m => m.caption)
    expect(others.length).toBeGreaterThan(0)
    expect(data.memories.some(m => others.includes(m.caption))).toBe(false)
  })
})

describe('dataExportWildcardChallenge', () => {
  it('stays unsolved when Mateo exports his own orders', async () => {
    // Mateo's own session, through the login injection.
    const { token } = await t.login(`${t.email('mateo.rossi')}'--`, 'x')
    const res = await t.api.post('/rest/user/data-export').set('Authorization', `Bearer ${token}`).send({ format: '1' })
    const orders = (JSON.parse(res.body.userData) as { orders: Array<{ orderId: string }> }).orders.map(o => o.orderId)
    expect(orders).toEqual(expect.arrayContaining(['0010-000003', '0010-000004']))
    expect(await t.solved('dataExportWildcardChallenge')).toBe(false)
  })

  it('is solved when an account registered as the masked ***eo.rossi@… with each star as _ exports Mateo\'s orders', async () => {
    await supportExploits.dataExportWildcardChallenge(t)
    expect(await t.solved('dataExportWildcardChallenge')).toBe(true)
  })
})

describe('layoutFileReadChallenge rule', () => {
  it.each([
    ['layout', false, true, ['layoutFileReadChallenge']],
    ['layout', true, true, []],
    ['layout', false, false, []],
    ['zip', false, true, []]
  ] as const)('a %s path (in its folder: %s, in the instance: %s) solves %j', (purpose, insideIntendedFolder, insideInstanceRoot, keys) => {
    const h = familyHarness(dataExportFamily)
    h.emit('file.resolved', { purpose, requested: '../x', path: '/x', insideIntendedFolder, insideInstanceRoot })
    expect(h.solved).toEqual(keys)
  })
})

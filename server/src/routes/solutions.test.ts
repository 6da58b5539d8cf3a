import { describe, expect, it } from 'vitest'
import { createClassroomTestShop, newTeam } from '../test-support/classroom.js'
import { createTestShop, TEST_TRAINER_PASSWORD } from '../test-support/test-shop.js'
import type { ShopConfig } from '../config.js'

const showing = (config: ShopConfig): ShopConfig => ({ ...config, challenges: { ...config.challenges, showSolutions: true } })
// A challenge whose solution ships with the shop (families/access-logs.solutions.yml).
const KEY = 'accessLogChallenge'

describe('GET /api/Solutions/:key', () => {
  const off = createTestShop()
  const on = createTestShop(showing)

  it('is off by default: the same 404 for a known and an unknown key, revealing nothing', async () => {
    expect(off.shop.config.challenges.showSolutions).toBe(false)
    const known = await off.api.get(`/api/Solutions/${KEY}`)
    const unknown = await off.api.get('/api/Solutions/noSuchChallenge')
    expect(known.status).toBe(404)
    expect(known.body).toMatchObject({ error: 'Solutions are not shown in this shop' })
    expect(unknown.status).toBe(404)
    expect(unknown.text).toBe(known.text)
    expect(known.text).not.toContain('support/logs')
  })

  it('with challenges.showSolutions on, sends the challenge\'s facts and its solution, requests written out', async () => {
    const res = await on.api.get(`/api/Solutions/${KEY}`)
    expect(res.status, res.text).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body.data).toMatchObject({
      key: KEY, name: 'Reading the Logbook', category: 'Observability Failures', difficulty: 4, cwe: [532, 552], owaspTop10: 'A09',
      notice: expect.any(String), why: expect.stringContaining('CWE-532'), detection: expect.any(String), fix: expect.any(String),
      steps: expect.arrayContaining([expect.stringContaining('/support/logs')]),
      requests: [{ method: 'GET', path: '/support/logs', text: 'GET /support/logs' }, { method: 'GET', path: '/support/logs/access.log', text: 'GET /support/logs/access.log' }]
    })
  })

  it('answers 404 for a key without a solution when on', async () => {
    const res = await on.api.get('/api/Solutions/noSuchChallenge')
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ error: 'Solution not found' })
  })
})

describe('solutions in classroom mode', () => {
  // The setting is on here too: in classroom mode only the trainer console shows solutions.
  const t = createClassroomTestShop(showing)
  const signIn = async (): Promise<string> => {
    const res = await t.api.post('/rest/classroom/trainer/login').send({ password: TEST_TRAINER_PASSWORD })
    expect(res.status, res.text).toBe(204)
    return ([] as string[]).concat(res.headers['set-cookie'] ?? []).find(c => c.startsWith('classroom-trainer='))!.split(';')[0]!
  }

  it('need the trainer session: 401 trainer_required without it, for a team member too', async () => {
    const { cookie } = await newTeam(t, 'Readers')
    for (const path of ['/rest/classroom/trainer/solutions', `/rest/classroom/trainer/solutions/${KEY}`]) {
      for (const call of [t.api.get(path), t.api.get(path).set('Cookie', cookie)]) {
        const res = await call
        expect(res.status, path).toBe(401)
        expect(res.body).toMatchObject({ error: 'trainer_required' })
      }
    }
  })

  it('are not on the score board of a team, whatever the setting says', async () => {
    const { cookie } = await newTeam(t, 'Players')
    const res = await t.api.get(`/api/Solutions/${KEY}`).set('Cookie', cookie)
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ error: 'Solutions are not shown in this shop' })
  })

  it('list the solved challenges and send one solution to the signed-in trainer', async () => {
    const cookie = await signIn()
    const list = await t.api.get('/rest/classroom/trainer/solutions').set('Cookie', cookie)
    expect(list.status, list.text).toBe(200)
    expect(list.headers['cache-control']).toBe('no-store')
    expect(list.body.solutions).toContainEqual({ key: KEY, name: 'Reading the Logbook', category: 'Observability Failures', difficulty: 4, owaspTop10: 'A09' })
    const one = await t.api.get(`/rest/classroom/trainer/solutions/${KEY}`).set('Cookie', cookie)
    expect(one.status).toBe(200)
    expect(one.body.solution).toMatchObject({ key: KEY, requests: expect.arrayContaining([expect.objectContaining({ text: 'GET /support/logs' })]) })
    const none = await t.api.get('/rest/classroom/trainer/solutions/noSuchChallenge').set('Cookie', cookie)
    expect(none.status).toBe(404)
    expect(none.body).toMatchObject({ error: 'Solution not found' })
  })
})

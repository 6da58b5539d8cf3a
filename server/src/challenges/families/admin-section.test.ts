import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'

const t = createTestShop()

describe('adminSectionChallenge', () => {
  it('stays unsolved when a customer is refused the administration data', async () => {
    const { token } = await t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    expect((await t.api.get('/rest/user/authentication-details/').set('Authorization', `Bearer ${token}`)).status).toBe(403)
    expect(await t.solved('adminSectionChallenge')).toBe(false)
  })

  it('is solved when the administration screen loads its data with an admin token', async () => {
    const injected = await t.api.post('/rest/user/login').send({ email: "' OR 1=1--", password: 'x' })
    const res = await t.api.get('/rest/user/authentication-details/').set('Authorization', `Bearer ${injected.body.authentication.token}`)
    expect(res.status).toBe(200)
    expect(await t.solved('adminSectionChallenge')).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import { createTestShop } from '../../test-support/test-shop.js'

const t = createTestShop()

describe('loginAdminSqliChallenge', () => {
  it('is not solved by the admin logging in with the real password', async () => {
    await t.login(t.email('admin'), 'qwerty123')
    expect(await t.solved('loginAdminSqliChallenge')).toBe(false)
  })

  it("is solved when ' OR 1=1-- logs the player in as the admin", async () => {
    const res = await t.api.post('/rest/user/login').send({ email: "' OR 1=1--", password: 'whatever' })
    expect(res.status).toBe(200)
    const payload = decodeJwt(res.body.authentication.token) as { data: { email: string, role: string } }
    expect(payload.data).toMatchObject({ email: t.email('admin'), role: 'admin' })
    expect(await t.solved('loginAdminSqliChallenge')).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()

async function registered (local: string, password = 'Start-Pass1') {
  const email = t.email(local)
  await t.api.post('/api/Users/').send({ email, password, passwordRepeat: password })
  return { email, ...(await t.login(email, password)) }
}

describe('GET /rest/user/change-password', () => {
  it('changes the password when the current one is right, and the new one then logs in', async () => {
    const user = await registered('pw.change')
    const res = await t.api.get('/rest/user/change-password').set('Authorization', `Bearer ${user.token}`)
      .query({ current: 'Start-Pass1', new: 'Fresh-Pass2', repeat: 'Fresh-Pass2' })
    expect(res.status).toBe(200)
    expect(res.body.user.email).toBe(user.email)
    expect(res.body.user.password).toBeUndefined()
    await expect(t.login(user.email, 'Fresh-Pass2')).resolves.toHaveProperty('token')
  })

  it('refuses a wrong current password and keeps the old one', async () => {
    const user = await registered('pw.wrong')
    const res = await t.api.get('/rest/user/change-password').set('Authorization', `Bearer ${user.token}`)
      .query({ current: 'not-my-password', new: 'Fresh-Pass2', repeat: 'Fresh-Pass2' })
    expect(res.status).toBe(401)
    expect(res.body.error).toMatch(/current password/i)
    await expect(t.login(user.email, 'Start-Pass1')).resolves.toHaveProperty('token')
  })

  it('refuses too short, too long and mismatched new passwords', async () => {
    const user = await registered('pw.rules')
    for (const query of [
      { current: 'Start-Pass1', new: 'abc', repeat: 'abc' },
      { current: 'Start-Pass1', new: 'x'.repeat(41), repeat: 'x'.repeat(41) },
      { current: 'Start-Pass1', new: 'Fresh-Pass2', repeat: 'Fresh-Pass3' },
      { current: 'Start-Pass1', repeat: 'Fresh-Pass3' }
    ]) {
      const res = await t.api.get('/rest/user/change-password').set('Authorization', `Bearer ${user.token}`).query(query)
      expect(res.status, JSON.stringify(query)).toBe(400)
      expect(res.body.status).toBe('error')
    }
    await expect(t.login(user.email, 'Start-Pass1')).resolves.toHaveProperty('token')
  })

  it('needs a login', async () => {
    const res = await t.api.get('/rest/user/change-password').query({ current: 'a', new: 'bbbbb', repeat: 'bbbbb' })
    expect(res.status).toBe(401)
  })
})

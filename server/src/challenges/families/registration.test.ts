import { describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import { createTestShop } from '../../test-support/test-shop.js'

const t = createTestShop()

const form = (email: string) => ({ email, password: 'Secret123', passwordRepeat: 'Secret123', securityQuestion: 1, securityAnswer: 'Rex' })

describe('registration', () => {
  it('solves nothing for an honest registration', async () => {
    expect((await t.api.post('/api/Users/').send(form('honest@example.test'))).status).toBe(201)
    for (const key of ['passwordRepeatChallenge', 'notAnEmailChallenge', 'registerAsAdminChallenge']) expect(await t.solved(key)).toBe(false)
  })

  it('passwordRepeatChallenge: accepts a repeat that differs from the password', async () => {
    const res = await t.api.post('/api/Users/').send({ ...form('twins@example.test'), passwordRepeat: 'Different1' })
    expect(res.status).toBe(201)
    await t.login('twins@example.test', 'Secret123')
    expect(await t.solved('passwordRepeatChallenge')).toBe(true)
  })

  it('notAnEmailChallenge: accepts anything with an @ in it', async () => {
    const res = await t.api.post('/api/Users/').send(form('@@not an address'))
    expect(res.status).toBe(201)
    expect(res.body.data.email).toBe('@@not an address')
    expect(await t.solved('notAnEmailChallenge')).toBe(true)
  })

  it('registerAsAdminChallenge: copies the role from the body', async () => {
    const res = await t.api.post('/api/Users/').send({ ...form('boss@example.test'), role: 'admin' })
    expect(res.status).toBe(201)
    expect(res.body.data.role).toBe('admin')
    const { token } = await t.login('boss@example.test', 'Secret123')
    expect((decodeJwt(token) as { data: { role: string } }).data.role).toBe('admin')
    expect(await t.solved('registerAsAdminChallenge')).toBe(true)
  })
})

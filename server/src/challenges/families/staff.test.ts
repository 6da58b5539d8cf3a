import { describe, expect, it } from 'vitest'
import { createTestShop, seeded } from '../../test-support/test-shop.js'

const t = createTestShop()

describe('defaultAccountantPasswordChallenge', () => {
  it('stays unsolved for a wrong password and for an injected login as the accountant', async () => {
    expect((await t.api.post('/rest/user/login').send({ email: t.email('finance.desk'), password: 'Welcome-Aboard2' })).status).toBe(401)
    expect((await t.api.post('/rest/user/login').send({ email: `${t.email('finance.desk')}'--`, password: 'x' })).status).toBe(200)
    expect(await t.solved('defaultAccountantPasswordChallenge')).toBe(false)
  })

  it('is solved by logging in as finance.desk with the starter password from the onboarding checklist', async () => {
    await t.login(t.email(seeded.accountant.local), seeded.accountant.password)
    expect(await t.solved('defaultAccountantPasswordChallenge')).toBe(true)
  })
})

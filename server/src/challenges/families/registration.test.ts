import { describe, expect, it } from 'vitest'
import { accountsExploits } from '../../test-support/exploits/accounts.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'

const t = createExploitShop()

const form = (email: string) => ({ email, password: 'Secret123', passwordRepeat: 'Secret123', securityQuestion: 1, securityAnswer: 'Rex' })

describe('registration', () => {
  it('solves nothing for an honest registration', async () => {
    expect((await t.api.post('/api/Users/').send(form('honest@example.test'))).status).toBe(201)
    for (const key of ['passwordRepeatChallenge', 'notAnEmailChallenge', 'registerAsAdminChallenge']) expect(await t.solved(key)).toBe(false)
  })

  // Each exploit registers, then checks the stored row or logs the new account in.
  for (const [key, what] of [
    ['passwordRepeatChallenge', 'accepts a repeat that differs from the password'],
    ['notAnEmailChallenge', 'accepts anything with an @ in it'],
    ['registerAsAdminChallenge', 'copies the role from the body']
  ] as const) {
    it(`${key}: ${what}`, async () => {
      await accountsExploits[key](t)
      expect(await t.solved(key)).toBe(true)
    })
  }
})

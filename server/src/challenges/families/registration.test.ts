import { describe, expect, it } from 'vitest'
import { accountsExploits } from '../../test-support/exploits/accounts.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { familyHarness } from '../../test-support/family-harness.js'
import { registrationFamily } from './registration.js'

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

describe('registration rules', () => {
  const created = (email: string, role: string, request: Record<string, unknown>): string[] => {
    const h = familyHarness(registrationFamily)
    h.emit('user.created', { row: { email, role } as never, request })
    return h.solved
  }

  it.each([
    ['an honest form', 'honest@example.test', 'customer', form('honest@example.test'), []],
    ['a differing repeat', 'a@example.test', 'customer', { password: 'Secret123', passwordRepeat: 'Secret124' }, ['passwordRepeatChallenge']],
    ['a missing repeat', 'a@example.test', 'customer', { password: 'Secret123' }, ['passwordRepeatChallenge']],
    ['an address without a domain', 'a@', 'customer', form('a@'), ['notAnEmailChallenge']],
    ['an admin role', 'a@example.test', 'admin', form('a@example.test'), ['registerAsAdminChallenge']],
    ['an accounting role', 'a@example.test', 'accounting', form('a@example.test'), []]
  ])('%s solves %j', (_case, email, role, request, keys) => {
    expect(created(email, role, request)).toEqual(keys)
  })
})

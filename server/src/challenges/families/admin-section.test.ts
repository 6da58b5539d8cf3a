import { describe, expect, it } from 'vitest'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { supportExploits } from '../../test-support/exploits/support.js'

const t = createExploitShop()

describe('adminSectionChallenge', () => {
  it('stays unsolved when a customer is refused the administration data', async () => {
    const { token } = await t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    expect((await t.api.get('/rest/user/authentication-details/').set('Authorization', `Bearer ${token}`)).status).toBe(403)
    expect(await t.solved('adminSectionChallenge')).toBe(false)
  })

  it('is solved when the administration screen loads its data with an admin token', async () => {
    await supportExploits.adminSectionChallenge(t)
    expect(await t.solved('adminSectionChallenge')).toBe(true)
  })
})

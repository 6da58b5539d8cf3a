import { describe, expect, it } from 'vitest'
import { familyHarness } from '../../test-support/family-harness.js'
import { adminSectionFamily } from './admin-section.js'
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

describe('adminSectionChallenge rule', () => {
  const admin = { user: { role: 'admin' } } as never
  const path = '/rest/user/authentication-details/'
  const solvedBy = (request: Parameters<ReturnType<typeof familyHarness>['respond']>[0], status = 200): boolean => {
    const h = familyHarness(adminSectionFamily)
    h.respond(request, status)
    expect(h.errors, 'an anonymous request must not break the detector').toEqual([])
    return h.solved.includes('adminSectionChallenge')
  }

  it('needs an admin reading the authentication details with success', () => {
    expect(solvedBy({ method: 'GET', path, auth: admin })).toBe(true)
    expect(solvedBy({ method: 'GET', path: '/REST/user/Authentication-Details', auth: admin })).toBe(true)
    expect(solvedBy({ method: 'POST', path, auth: admin })).toBe(false)
    expect(solvedBy({ method: 'GET', path, auth: admin }, 304)).toBe(false)
    expect(solvedBy({ method: 'GET', path, auth: { user: { role: 'customer' } } as never })).toBe(false)
    expect(solvedBy({ method: 'GET', path })).toBe(false)
    expect(solvedBy({ method: 'GET', path: `${path}x`, auth: admin })).toBe(false)
    expect(solvedBy({ method: 'GET', path: `/api${path}`, auth: admin })).toBe(false)
  })
})

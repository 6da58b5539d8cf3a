import { describe, expect, it } from 'vitest'
import { filesExploits } from '../../test-support/exploits/files.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'

const t = createExploitShop()

describe('verboseErrorChallenge', () => {
  it('is solved when a lone apostrophe in the login e-mail returns the database error verbatim', async () => {
    expect(await t.solved('verboseErrorChallenge')).toBe(false)
    await filesExploits.verboseErrorChallenge(t)
    expect(await t.solved('verboseErrorChallenge')).toBe(true)
  })

  it('keeps ordinary failures terse', async () => {
    const res = await t.api.post('/rest/user/login').send({ email: 'nobody@example.test', password: 'x' })
    expect(res.status).toBe(401)
    expect(JSON.stringify(res.body)).not.toMatch(/SELECT|stack/)
  })
})

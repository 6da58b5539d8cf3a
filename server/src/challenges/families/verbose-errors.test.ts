import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'

const t = createTestShop()

describe('verboseErrorChallenge', () => {
  it('is solved when a lone apostrophe in the login e-mail returns the database error verbatim', async () => {
    expect(await t.solved('verboseErrorChallenge')).toBe(false)
    const res = await t.api.post('/rest/user/login').send({ email: "'", password: 'x' })
    expect(res.status).toBe(500)
    expect(res.body.error.sql).toContain('SELECT * FROM Users')
    expect(res.body.error.message).toMatch(/unrecognized token|syntax error/i)
    expect(await t.solved('verboseErrorChallenge')).toBe(true)
  })

  it('keeps ordinary failures terse', async () => {
    const res = await t.api.post('/rest/user/login').send({ email: 'nobody@example.test', password: 'x' })
    expect(res.status).toBe(401)
    expect(JSON.stringify(res.body)).not.toMatch(/SELECT|stack/)
  })
})

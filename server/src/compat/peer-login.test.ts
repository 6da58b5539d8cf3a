import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'
import { totpCode } from '../test-support/exploits/accounts-session.js'

// Issue 24, item 3. Client: OWASP Juice Shop's Angular front end (login.component.ts, v9 to v19 and
// main in 2026). It posts `{ email, password }` to /rest/user/login and goes to its code screen only
// from its error handler, when the error body has `status: 'totp_token_required'` and `data`.
const t = createTestShop()
// Seeded with a second factor (data/users.yml); its secret is what the search injection reads.
const INGRID_PASSWORD = 'Nordlys-Kanelbulle-512'
const INGRID_SECRET = 'JURUOXHWFVJGWGBSHUSPSBXKBCP7WZKN'

describe('login that needs a second factor, as the peer\'s Angular client sends it', () => {
  it('answers 401 with totp_token_required and the pending token, which /rest/2fa/verify accepts', async () => {
    const email = t.email('ingrid.berg')
    const res = await t.api.post('/rest/user/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email, password: INGRID_PASSWORD }))
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ status: 'totp_token_required', data: { tmpToken: expect.any(String) } })
    expect(res.body.authentication).toBeUndefined()

    const verified = await t.api.post('/rest/2fa/verify').send({ tmpToken: res.body.data.tmpToken, totpToken: totpCode(INGRID_SECRET) })
    expect(verified.status).toBe(200)
    expect(verified.body.authentication.umail).toBe(email)
  })

  it('still answers 401 with the ordinary error for a wrong password, without a pending token', async () => {
    const res = await t.api.post('/rest/user/login').send({ email: t.email('ingrid.berg'), password: 'wrong' })
    expect(res.status).toBe(401)
    expect(res.body.status).not.toBe('totp_token_required')
    expect(JSON.stringify(res.body)).not.toContain('tmpToken')
  })
})

import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { newCustomer, sendFeedback } from '../../test-support/customers.js'

const t = createTestShop()

describe('configSecretLeakChallenge', () => {
  it('is solved by reading the partner key from the public configuration and naming it', async () => {
    const config = (await t.api.get('/rest/admin/application-configuration')).body.config
    const apiKey = config.integrations.loyaltyPartner.apiKey as string
    await sendFeedback(t, 'Your configuration endpoint shares too much.')
    expect(await t.solved('configSecretLeakChallenge')).toBe(false)
    await sendFeedback(t, `Rotate ${apiKey} please`)
    expect(await t.solved('configSecretLeakChallenge')).toBe(true)
  })
})

describe('corsReflectionChallenge', () => {
  it('stays unsolved for the shop\'s own origin and for anonymous requests', async () => {
    const c = await newCustomer(t)
    const own = await t.api.get('/rest/user/whoami').set(c.auth).set('Origin', 'https://juice.shop.test')
    expect(own.headers['access-control-allow-origin']).toBe('https://juice.shop.test')
    await t.api.get('/rest/user/whoami').set('Origin', 'https://evil.example')
    expect(await t.solved('corsReflectionChallenge')).toBe(false)
  })

  it('answers preflights without reaching a route', async () => {
    const res = await t.api.options('/rest/user/whoami').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'GET')
    expect(res.status).toBe(204)
    expect(res.headers['access-control-allow-methods']).toContain('GET')
  })

  it('is solved by a logged-in whoami from a foreign origin, reflected with credentials', async () => {
    const c = await newCustomer(t)
    const res = await t.api.get('/rest/user/whoami').set(c.auth).set('Origin', 'https://evil.example')
    expect(res.headers['access-control-allow-origin']).toBe('https://evil.example')
    expect(res.headers['access-control-allow-credentials']).toBe('true')
    expect(res.body.user.email).toBe(c.email)
    expect(await t.solved('corsReflectionChallenge')).toBe(true)
  })
})

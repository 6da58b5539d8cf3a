import { describe, expect, it } from 'vitest'
import { newCustomer, sendFeedback } from '../../test-support/customers.js'
import { filesExploits } from '../../test-support/exploits/files.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'

const t = createExploitShop()

describe('configSecretLeakChallenge', () => {
  it('stays unsolved for a feedback that does not name the key', async () => {
    await sendFeedback(t, 'Your configuration endpoint shares too much.')
    expect(await t.solved('configSecretLeakChallenge')).toBe(false)
  })

  it('is solved by reading the partner key from the public configuration and naming it', async () => {
    await filesExploits.configSecretLeakChallenge(t)
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
    await filesExploits.corsReflectionChallenge(t)
    expect(await t.solved('corsReflectionChallenge')).toBe(true)
  })
})

describe('exposedMetricsChallenge', () => {
  it('stays unsolved when the configured scraper collects the metrics', async () => {
    const res = await t.api.get('/metrics').set('User-Agent', 'Prometheus/2.53.0')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(await t.solved('exposedMetricsChallenge')).toBe(false)
  })

  it('is solved by opening /metrics in a browser', async () => {
    await filesExploits.exposedMetricsChallenge(t)
    expect(await t.solved('exposedMetricsChallenge')).toBe(true)
  })

  it('shows requests, users, orders and solves', async () => {
    await t.api.get('/api/Products/')
    const res = await t.api.get('/metrics').set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64)')
    expect(res.text).toMatch(/^http_requests_total\{method="GET",route="\/api\/Products",status="200"\} [1-9]/m)
    expect(res.text).toMatch(/^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/Products",status="200"\} [1-9]/m)
    expect(res.text).toMatch(/^juiceshop_users [1-9]\d*$/m)
    expect(res.text).toMatch(/^juiceshop_orders \d+$/m)
    expect(res.text).toMatch(/^juiceshop_challenges_solved [1-9]\d*$/m)
  })
})

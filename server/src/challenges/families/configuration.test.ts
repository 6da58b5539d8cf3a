import { describe, expect, it } from 'vitest'
import { familyHarness } from '../../test-support/family-harness.js'
import { configurationFamily } from './configuration.js'
import { newCustomer, sendFeedback } from '../../test-support/customers.js'
import { filesExploits } from '../../test-support/exploits/files.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { loadConfig } from '../../config.js'

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

describe('configuration rules', () => {
  const shop = { config: { application: { domain: 'juice.shop.test' } } }
  const solvedBy = (request: Record<string, unknown>, status = 200, headers: Record<string, unknown> = {}): string[] => {
    const h = familyHarness(configurationFamily)
    h.respond({ method: 'GET', shop, ...request }, status, null, headers)
    return h.solved
  }

  it('counts a metrics scrape by anything but the configured monitoring server', () => {
    expect(solvedBy({ path: '/metrics', headers: { 'user-agent': 'curl/8.4' } })).toEqual(['exposedMetricsChallenge'])
    expect(solvedBy({ path: '/metrics', headers: {} })).toEqual(['exposedMetricsChallenge'])
    expect(solvedBy({ path: '/metrics', headers: { 'user-agent': 'Prometheus/2.53' } })).toEqual([])
    expect(solvedBy({ path: '/metrics', headers: { 'user-agent': 'curl' } }, 401)).toEqual([])
    expect(solvedBy({ path: '/metrics', method: 'POST', headers: { 'user-agent': 'curl' } })).toEqual([])
    expect(solvedBy({ path: '/metrics/x', headers: { 'user-agent': 'curl' } })).toEqual([])
  })

  it('counts whoami read by a foreign origin the server reflected', () => {
    const auth = { user: { id: 1 } }
    const read = (origin: string | undefined, allowed: unknown, extra: Record<string, unknown> = {}, status = 200): string[] =>
      solvedBy({ path: '/rest/user/whoami', auth, headers: { host: 'localhost:3000', ...(origin === undefined ? {} : { origin }) }, ...extra }, status, { 'access-control-allow-origin': allowed })
    expect(read('https://evil.example', 'https://evil.example')).toEqual(['corsReflectionChallenge'])
    expect(read('http://localhost:3000', 'http://localhost:3000')).toEqual([])
    expect(read('https://juice.shop.test', 'https://juice.shop.test')).toEqual([])
    expect(read('https://www.juice.shop.test', 'https://www.juice.shop.test')).toEqual([])
    expect(read('https://evil.example', '*')).toEqual([])
    expect(read('https://evil.example', undefined)).toEqual([])
    expect(read(undefined, 'https://evil.example')).toEqual([])
    expect(read('not a url', 'not a url')).toEqual([])
    expect(read('https://evil.example', 'https://evil.example', { auth: null })).toEqual([])
    expect(read('https://evil.example', 'https://evil.example', { method: 'POST' })).toEqual([])
    expect(read('https://evil.example', 'https://evil.example', { path: '/rest/user/whoami/x' })).toEqual([])
    expect(read('https://evil.example', 'https://evil.example', {}, 401)).toEqual([])
  })
})

describe('configuration rules with several monitoring servers', () => {
  it('lets any configured scraper collect the metrics', () => {
    const base = loadConfig()
    const config = { ...base, metrics: { scrapers: ['Prometheus/', 'VictoriaMetrics/'] } }
    const scrapedBy = (agent: string): string[] => {
      const h = familyHarness(configurationFamily, { config })
      h.respond({ method: 'GET', path: '/metrics', headers: { 'user-agent': agent } }, 200)
      return h.solved
    }
    expect(scrapedBy('VictoriaMetrics/1.93')).toEqual([])
    expect(scrapedBy('Prometheus/2.53')).toEqual([])
    expect(scrapedBy('curl/8.4')).toEqual(['exposedMetricsChallenge'])
  })
})

import * as prom from 'prom-client'
import { describe, expect, it } from 'vitest'
import { ShopMetrics } from './shop-metrics.js'

const sources = { users: () => 12, orders: () => 5, solvedChallenges: () => 3 }
const request = (route: string, status = '200', seconds = 0.02) => ({ method: 'GET', route, status, seconds })

/** The value of one sample line of the exposition text, e.g. `http_requests_total{...}`. */
function sample (text: string, line: string): number | undefined {
  const found = text.split('\n').find(candidate => candidate.startsWith(`${line} `))
  return found === undefined ? undefined : Number(found.slice(line.length + 1))
}

describe('shop metrics', () => {
  it('report the shop\'s gauges, read when scraped, with the process defaults in the Prometheus text format', async () => {
    let users = 12
    const metrics = new ShopMetrics({ ...sources, users: () => users })
    const first = await metrics.render()
    expect(first.contentType).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(first.text).toContain('# HELP juiceshop_users Registered user accounts\n# TYPE juiceshop_users gauge\njuiceshop_users 12\n')
    expect(first.text).toContain('# HELP juiceshop_orders Orders placed\n# TYPE juiceshop_orders gauge\njuiceshop_orders 5\n')
    expect(first.text).toContain('# HELP juiceshop_challenges_solved Challenges solved in this shop instance\n# TYPE juiceshop_challenges_solved gauge\njuiceshop_challenges_solved 3\n')
    expect(first.text).toContain('# TYPE process_cpu_user_seconds_total counter')
    users = 13
    expect(sample((await metrics.render()).text, 'juiceshop_users')).toBe(13)
  })

  it('count requests by method, route and status, and their durations in buckets', async () => {
    const metrics = new ShopMetrics(sources)
    await metrics.render()
    metrics.observe(request('/rest/products', '200', 0.02))
    metrics.observe(request('/rest/products', '200', 3))
    metrics.observe(request('/rest/products', '404', 0.004))
    const { text } = await metrics.render()
    expect(text).toContain('# HELP http_requests_total HTTP requests answered\n# TYPE http_requests_total counter\n')
    expect(sample(text, 'http_requests_total{method="GET",route="/rest/products",status="200"}')).toBe(2)
    expect(sample(text, 'http_requests_total{method="GET",route="/rest/products",status="404"}')).toBe(1)
    expect(text).toContain('# HELP http_request_duration_seconds Time to answer HTTP requests\n# TYPE http_request_duration_seconds histogram\n')
    const bucket = (le: string) => sample(text, `http_request_duration_seconds_bucket{le="${le}",method="GET",route="/rest/products",status="200"}`)
    expect(['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '+Inf'].map(bucket)).toEqual([0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2])
    expect(sample(text, 'http_request_duration_seconds_sum{method="GET",route="/rest/products",status="200"}')).toBeCloseTo(3.02, 5)
  })

  it('count every request, those answered while the library loads too', async () => {
    const metrics = new ShopMetrics(sources)
    for (let i = 0; i < 5001; i++) metrics.observe(request('/burst'))
    const { text } = await metrics.render()
    expect(sample(text, 'http_requests_total{method="GET",route="/burst",status="200"}')).toBe(5001)
  })

  it('print the request counter and histogram exactly as prom-client\'s own Counter and Histogram did, in the same place', async () => {
    const observations = [
      request('/rest/products/search', '200', 0.0042), request('/api/Challenges/', '304', 0.005), request('/rest/products/search', '200', 0.0123),
      request('/api/Products', '200', 0), request('(unmatched)', '404', 7.5), request('/rest/products/search', '200', 0.1 + 0.2),
      { method: 'POST', route: '/rest/user/login', status: '401', seconds: 2.5 }, request('/a"quoted\\route\nline', '500', 1),
      request('/api/Challenges/', '304', 0.049999), request('/rest/products/search', '200', 5)
    ]
    // The former set-up: prom-client's metrics, fed request by request.
    const reference = new prom.Registry()
    prom.collectDefaultMetrics({ register: reference })
    const requests = new prom.Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status'], registers: [reference] })
    const durations = new prom.Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer HTTP requests', labelNames: ['method', 'route', 'status'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5], registers: [reference] })
    for (const name of ['juiceshop_users', 'juiceshop_orders', 'juiceshop_challenges_solved']) new prom.Gauge({ name, help: name, registers: [reference] }) // eslint-disable-line no-new
    const metrics = new ShopMetrics(sources)
    for (const { seconds, ...labels } of observations) {
      requests.inc(labels)
      durations.observe(labels, seconds)
      metrics.observe({ ...labels, seconds })
    }
    const { text } = await metrics.render()
    const sections = (all: string): string[] => all.split('\n\n').filter(section => section.startsWith('# HELP http_'))
    expect(sections(text)).toEqual(sections(await reference.metrics()))
    expect(sections(text)).toHaveLength(2)
    const names = (all: string): string[] => [...all.matchAll(/^# TYPE (\S+)/gm)].map(([, name]) => name)
    expect(names(text)).toEqual(names(await reference.metrics()))
  })
})

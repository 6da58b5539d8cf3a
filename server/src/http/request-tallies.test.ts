import * as prom from 'prom-client'
import { describe, expect, it } from 'vitest'
import { RequestTallies } from './request-tallies.js'

/*
 * The tallies stand where prom-client's own Counter and Histogram were registered: whatever a
 * registry reads of a metric besides its text (shop-metrics.test.ts compares that) must match too.
 */
describe('the request tallies as registry metrics', () => {
  it('declare, and hand over when read, the aggregation prom-client\'s Counter and Histogram declare', async () => {
    const labelNames = ['method', 'route', 'status']
    const own = [
      new prom.Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames, registers: [] }),
      new prom.Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer HTTP requests', labelNames, registers: [] })
    ]
    // prom-client's typings leave out the `aggregator` its metrics carry.
    const aggregation = async (metric: { get: () => Promise<{ aggregator: string }> }): Promise<[unknown, string]> =>
      [(metric as { aggregator?: unknown }).aggregator, (await metric.get()).aggregator]
    const tallies = new RequestTallies()
    tallies.observe({ method: 'GET', route: '/x', status: '200' }, 0.01)
    const exposed = tallies.exposed()
    expect(await Promise.all(exposed.map(aggregation))).toEqual(await Promise.all(own.map(aggregation)))
  })
})

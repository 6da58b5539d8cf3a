import type { Registry } from 'prom-client'
import { RequestTallies, type RequestLabels } from './request-tallies.js'

/** What the gauges report, read at scrape time. */
export interface MetricSources {
  users: () => number
  orders: () => number
  solvedChallenges: () => number
}

interface Observation extends RequestLabels { seconds: number }

/**
 * One shop instance's Prometheus metrics. Requests are counted by `RequestTallies` from the first
 * one on; prom-client, which takes a noticeable time to load, is imported on the first request
 * rather than at start (so its process metrics, such as garbage collection, cover the time since)
 * and prints everything when `/metrics` is scraped.
 */
export class ShopMetrics {
  private readonly tallies = new RequestTallies()
  private loading: Promise<Registry> | null = null

  constructor (private readonly sources: MetricSources) {}

  observe ({ seconds, ...labels }: Observation): void {
    this.tallies.observe(labels, seconds)
    if (this.loading === null) this.load().catch(() => { this.loading = null })
  }

  /** The metrics in the Prometheus text exposition format, with its content type. */
  async render (): Promise<{ contentType: string, text: string }> {
    const registry = await this.load()
    return { contentType: registry.contentType, text: await registry.metrics() }
  }

  private async load (): Promise<Registry> {
    this.loading ??= import('prom-client').then(prom => {
      const registry = new prom.Registry()
      prom.collectDefaultMetrics({ register: registry })
      // Registered where prom-client's own Counter and Histogram were, so the text keeps its order.
      for (const metric of this.tallies.exposed()) registry.registerMetric(metric as unknown as Parameters<Registry['registerMetric']>[0])
      const sources = this.sources
      const gauge = (name: string, help: string, read: () => number): void => {
        new prom.Gauge({ name, help, registers: [registry], collect () { this.set(read()) } }) // eslint-disable-line no-new
      }
      gauge('juiceshop_users', 'Registered user accounts', () => sources.users())
      gauge('juiceshop_orders', 'Orders placed', () => sources.orders())
      gauge('juiceshop_challenges_solved', 'Challenges solved in this shop instance', () => sources.solvedChallenges())
      return registry
    })
    return await this.loading
  }
}

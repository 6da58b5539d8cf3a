import type { Counter, Histogram, Registry } from 'prom-client'

/** What the gauges report, read at scrape time. */
export interface MetricSources {
  users: () => number
  orders: () => number
  solvedChallenges: () => number
}

interface Observation { method: string, route: string, status: string, seconds: number }
interface Loaded { registry: Registry, requests: Counter, durations: Histogram }

/** Requests seen before the library finished loading; a burst beyond this is counted no further. */
const maxPending = 5000

/**
 * One shop instance's Prometheus metrics. prom-client takes a noticeable time to load, so it is
 * imported on the first request rather than at start; the requests answered meanwhile wait in a
 * short queue and are replayed once it is there, so no request goes uncounted.
 */
export class ShopMetrics {
  private pending: Observation[] = []
  private loaded: Loaded | null = null
  private loading: Promise<Loaded> | null = null

  constructor (private readonly sources: MetricSources) {}

  observe (observation: Observation): void {
    if (this.loaded !== null) {
      record(this.loaded, observation)
      return
    }
    if (this.pending.length < maxPending) this.pending.push(observation)
    void this.load().catch(() => { this.loading = null })
  }

  /** The metrics in the Prometheus text exposition format, with its content type. */
  async render (): Promise<{ contentType: string, text: string }> {
    const { registry } = await this.load()
    return { contentType: registry.contentType, text: await registry.metrics() }
  }

  private async load (): Promise<Loaded> {
    this.loading ??= import('prom-client').then(prom => {
      const registry = new prom.Registry()
      prom.collectDefaultMetrics({ register: registry })
      const requests = new prom.Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status'], registers: [registry] })
      const durations = new prom.Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer HTTP requests', labelNames: ['method', 'route', 'status'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5], registers: [registry] })
      const sources = this.sources
      const gauge = (name: string, help: string, read: () => number): void => {
        new prom.Gauge({ name, help, registers: [registry], collect () { this.set(read()) } }) // eslint-disable-line no-new
      }
      gauge('juiceshop_users', 'Registered user accounts', () => sources.users())
      gauge('juiceshop_orders', 'Orders placed', () => sources.orders())
      gauge('juiceshop_challenges_solved', 'Challenges solved in this shop instance', () => sources.solvedChallenges())
      const loaded = { registry, requests, durations }
      for (const observation of this.pending) record(loaded, observation)
      this.pending = []
      this.loaded = loaded
      return loaded
    })
    return await this.loading
  }
}

function record ({ requests, durations }: Loaded, { seconds, ...labels }: Observation): void {
  requests.inc(labels)
  durations.observe(labels, seconds)
}

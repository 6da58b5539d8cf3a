/** The labels of one answered request: a bounded set, since `route` is the matched pattern, not the path. */
export interface RequestLabels { method: string, route: string, status: string }

/** The duration buckets of `http_request_duration_seconds`, in seconds. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const

interface Tally { labels: RequestLabels, count: number, sum: number, perBucket: number[] }

/** One sample as prom-client's registry prints it: `labels` first, then the shared ones. */
interface Sample { value: number, labels: RequestLabels | { le?: number | string }, sharedLabels?: RequestLabels, metricName?: string }

/** What prom-client's `Registry` reads from a metric it prints (`registerMetric`). */
export interface ExposedMetric {
  name: string
  help: string
  type: 'counter' | 'histogram'
  aggregator: 'sum'
  get: () => Promise<{ name: string, help: string, type: string, aggregator: string, values: Sample[] }>
}

/**
 * The request counter and duration histogram of one shop instance. prom-client's `inc` and
 * `observe` validate and hash the label object on every call, which under load was a few per cent
 * of each request; here a request costs one map look-up and a bucket search, and the two metrics
 * are handed to the registry at scrape time in the very shape its own Counter and Histogram give,
 * so `/metrics` prints the same text (`shop-metrics.test.ts` compares it with prom-client's own).
 */
export class RequestTallies {
  private readonly tallies = new Map<string, Tally>()

  observe (labels: RequestLabels, seconds: number): void {
    const key = `${labels.method}\0${labels.route}\0${labels.status}`
    let tally = this.tallies.get(key)
    if (tally === undefined) {
      tally = { labels: { method: labels.method, route: labels.route, status: labels.status }, count: 0, sum: 0, perBucket: DURATION_BUCKETS.map(() => 0) }
      this.tallies.set(key, tally)
    }
    tally.count += 1
    tally.sum += seconds
    // Like prom-client: a duration past the last bound is counted only in `+Inf` (the count).
    const bucket = DURATION_BUCKETS.findIndex(bound => seconds <= bound)
    if (bucket >= 0) tally.perBucket[bucket] += 1
  }

  /** `http_requests_total` and `http_request_duration_seconds`, to register with a prom-client registry. */
  exposed (): [ExposedMetric, ExposedMetric] {
    const metric = (name: string, help: string, type: 'counter' | 'histogram', values: () => Sample[]): ExposedMetric => ({
      name, help, type, aggregator: 'sum', get: async () => ({ name, help, type, aggregator: 'sum', values: values() })
    })
    const tallies = (): Tally[] => [...this.tallies.values()]
    const counter = metric('http_requests_total', 'HTTP requests answered', 'counter', () =>
      tallies().map(({ labels, count }) => ({ value: count, labels })))
    const histogramName = 'http_request_duration_seconds'
    const histogram = metric(histogramName, 'Time to answer HTTP requests', 'histogram', () => tallies().flatMap(({ labels, count, sum, perBucket }) => {
      let cumulative = 0
      const buckets: Sample[] = DURATION_BUCKETS.map((le, i) => {
        cumulative += perBucket[i]
        return { value: cumulative, labels: { le }, sharedLabels: labels, metricName: `${histogramName}_bucket` }
      })
      return [...buckets,
        { value: count, labels: { le: '+Inf' }, sharedLabels: labels, metricName: `${histogramName}_bucket` },
        { value: sum, labels: {}, sharedLabels: labels, metricName: `${histogramName}_sum` },
        { value: count, labels: {}, sharedLabels: labels, metricName: `${histogramName}_count` }]
    }))
    return [counter, histogram]
  }
}

import http from 'node:http'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { afterAll, describe, expect, it } from 'vitest'
import { SQL_PER_CLIENT } from './pool.js'
import { listen } from '../test-support/realtime.js'
import { createTestShop, seeded } from '../test-support/test-shop.js'

// A flood of string-built SQL from one client must not starve anyone else: honest logins and
// searches take the prepared fast path, and the contained statements are queued per client and
// served in turn. The attacker sends from 127.0.0.2, so the shop counts it as another client.
const t = createTestShop()
const HONEST_ADDRESS = '127.0.0.1'
const HOSTILE_ADDRESS = '127.0.0.2'

let listening: Promise<string> | undefined
const shopUrl = async (): Promise<string> => await (listening ??= listen(t).then(({ url }) => url))

const honestAgent = new http.Agent({ keepAlive: true, localAddress: HONEST_ADDRESS })
const hostileAgent = new http.Agent({ keepAlive: true, localAddress: HOSTILE_ADDRESS })
afterAll(() => { honestAgent.destroy(); hostileAgent.destroy() })

interface Answer { status: number, ms: number, retryAfter?: string }

/** One request over a real connection; a request the server leaves hanging fails after 30 s. */
async function send (base: string, agent: http.Agent, method: string, path: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  const started = performance.now()
  return await new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, {
      method,
      agent,
      timeout: 30_000,
      headers: payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
    }, res => {
      res.resume()
      res.on('end', () => {
        const retryAfter = res.headers['retry-after']
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined })
      })
    })
    req.on('timeout', () => { req.destroy(new Error(`${method} ${path} hung`)) })
    req.on('error', reject)
    req.end(payload)
  })
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]
}

const round = (ms: number): number => Math.round(ms)

/** A search that closes the planted statement and joins the catalogue six times: it runs until its 1.5 s cut-off. */
const heavySearch = `/rest/products/search?q=${encodeURIComponent("x')) UNION SELECT count(*),2,3,4,5,6,7,8,9 FROM Products a, Products b, Products c, Products d, Products e, Products f--")}`
/** A login whose e-mail carries an endless sub-select: it runs until its 1.5 s cut-off. */
const heavyLogin = { email: "x' OR (WITH c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM/**/c) SELECT count(*) FROM c)>0--", password: 'x' }

/**
 * Keeps `connections` hostile requests in flight, each connection sending its next request as soon
 * as the last is answered, until `stop` resolves (and at most 2 000 requests a connection).
 */
function flood (connections: number, attack: () => Promise<Answer>, stop: Promise<void>) {
  const statuses = new Map<number, number>()
  const retryAfter = new Set<string | undefined>()
  /** How long each hostile request that ran to its cut-off (503) took, in ms. */
  const cutOffMs: number[] = []
  let stopped = false
  void stop.then(() => { stopped = true })
  const loops = Array.from({ length: connections }, async () => {
    for (let sent = 0; !stopped && sent < 2000; sent++) {
      const answer = await attack().catch((): Answer => ({ status: 0, ms: 0 }))
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      if (answer.status === 429) retryAfter.add(answer.retryAfter)
      if (answer.status === 503) cutOffMs.push(answer.ms)
    }
  })
  return { statuses, retryAfter, cutOffMs, done: Promise.all(loops) }
}

/** Resolves once the hostile client holds its whole share of the SQL lane (checked every 10 ms, at most 20 s). */
async function laneFullOfHostileWork (): Promise<void> {
  const turns = t.shop.registry.get().pool.sqlTurns
  for (let waited = 0; turns.heldBy(HOSTILE_ADDRESS) < SQL_PER_CLIENT; waited += 10) {
    if (waited > 20_000) throw new Error('the flood never filled its share of the SQL lane')
    await new Promise(resolve => setTimeout(resolve, 10))
  }
}

/**
 * Starts the flood, waits until it holds its whole share of the SQL lane, then watches the event
 * loop; `end` stops both and prints what the flood got.
 */
async function hostileFlood (connections: number, attack: () => Promise<Answer>) {
  let finish!: () => void
  const flooding = flood(connections, attack, new Promise<void>(resolve => { finish = resolve }))
  const delay = monitorEventLoopDelay({ resolution: 10 })
  try {
    await laneFullOfHostileWork()
  } catch (error) {
    finish()
    await flooding.done
    throw error
  }
  delay.enable()
  const end = async (kind: string): Promise<void> => {
    delay.disable()
    finish()
    await flooding.done
    console.log(`[sql-fairness] event-loop delay of the test process (shop and clients) meanwhile: p99 ${round(delay.percentile(99) / 1e6)} ms, max ${round(delay.max / 1e6)} ms`)
    console.log(`[sql-fairness] hostile ${kind} answers by status: ${JSON.stringify(Object.fromEntries(flooding.statuses))}`)
  }
  return { attack: flooding, end }
}

/**
 * Honest logins take the prepared fast path: none may wait as long as a runaway statement that ran
 * to its cut-off (1.5 s, measured in the same flood on the same machine), which a login queued
 * behind contained work would. Below that, the slowest may be a few times the quiet baseline.
 */
function expectNotQueued (honestMs: number[], cutOffMs: number[], baselineP99: number): void {
  const shortestCutOff = Math.min(...cutOffMs)
  expect(cutOffMs.length, 'some hostile statements ran to their cut-off').toBeGreaterThan(0)
  expect(percentile(honestMs, 0.99), `honest logins beside runaway statements cut off after ${round(shortestCutOff)} ms at the soonest`)
    .toBeLessThan(Math.max(shortestCutOff, 5 * baselineP99))
}

/** Logs in `count` times one after another as the admin and answers each latency and failure. */
async function honestLogins (base: string, count: number): Promise<{ ms: number[], failures: number }> {
  const ms: number[] = []
  let failures = 0
  for (let i = 0; i < count; i++) {
    const answer = await send(base, honestAgent, 'POST', '/rest/user/login', { email: t.email(seeded.admin.local), password: seeded.admin.password })
    if (answer.status !== 200) failures++
    ms.push(answer.ms)
  }
  return { ms, failures }
}

describe('SQL floods and honest shoppers', () => {
  let baselineP99 = 0

  it('measures honest logins without an attack', async () => {
    const url = await shopUrl()
    await honestLogins(url, 3) // warm-up: keys, statements, the connection
    const { ms, failures } = await honestLogins(url, 30)
    expect(failures).toBe(0)
    baselineP99 = percentile(ms, 0.99)
    console.log(`[sql-fairness] baseline logins: p50 ${round(percentile(ms, 0.5))} ms, p99 ${round(baselineP99)} ms`)
  }, 60_000)

  it('keeps honest logins fast and successful while 20 heavy searches are always in flight', async () => {
    const url = await shopUrl()
    const { attack, end } = await hostileFlood(20, () => send(url, hostileAgent, 'GET', heavySearch))
    let honest: number[]
    try {
      const { ms, failures } = await honestLogins(url, 40)
      honest = ms
      const contained = await send(url, honestAgent, 'GET', `/api/Products?sort=${encodeURIComponent('price DESC, id')}`)
      console.log(`[sql-fairness] 20 heavy searches in flight: logins p50 ${round(percentile(ms, 0.5))} ms, p99 ${round(percentile(ms, 0.99))} ms, ` +
        `failures ${failures}; an honest contained sort ${contained.status} in ${round(contained.ms)} ms`)
      expect(failures).toBe(0)
      expect(contained.status, 'an honest contained statement is served in turn').toBe(200)
    } finally {
      await end('search')
    }
    // After the flood has ended, so that the statements in flight meanwhile have their answers.
    expectNotQueued(honest, attack.cutOffMs, baselineP99)
    expect(attack.statuses.get(503), 'the heavy searches were cut off at their budget').toBeGreaterThan(0)
    expect(attack.statuses.get(429), 'the searches over the client\'s share were turned away at once').toBeGreaterThan(0)
    expect([...attack.retryAfter]).toEqual(['2'])
  }, 90_000)

  it('logs honest shoppers in while 16 connections loop on runaway login injections', async () => {
    const url = await shopUrl()
    const { attack, end } = await hostileFlood(16, () => send(url, hostileAgent, 'POST', '/rest/user/login', heavyLogin))
    let honest: number[]
    try {
      const { ms, failures } = await honestLogins(url, 20)
      honest = ms
      console.log(`[sql-fairness] 16 looping hostile logins: honest logins p50 ${round(percentile(ms, 0.5))} ms, p99 ${round(percentile(ms, 0.99))} ms, failures ${failures}`)
      expect(failures).toBe(0)
    } finally {
      await end('login')
    }
    expectNotQueued(honest, attack.cutOffMs, baselineP99)
  }, 90_000)
})

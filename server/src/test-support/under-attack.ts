import { performance } from 'node:perf_hooks'
import type request from 'supertest'
import { expect } from 'vitest'

type Api = ReturnType<typeof request>

export interface AttackOutcome<T> {
  /** What the hostile request got. */
  result: T
  /** How long the hostile request took. */
  attackMs: number
  /** The slowest honest request answered while the attack ran. */
  slowestHonestMs: number
  /** The slowest of the same honest request asked just before the attack, on the same machine. */
  baselineMs: number
}

/** What an honest visitor asks while the attack runs; by default the application version. */
type HonestRequest = () => PromiseLike<{ status: number }>

/**
 * How much slower than just before the attack an honest request may be while it runs. Workers
 * share the cores with the main thread, so some slowdown is expected; an input that holds the
 * event loop makes the request wait for its whole budget (1.5 s and more), far beyond this.
 */
const SLOWDOWN_FACTOR = 20
/**
 * Below this the quiet baseline (a few ms) times the factor is scheduling noise, not a hold: a
 * floor under the comparison, never a limit by itself, since a loaded machine's baseline raises it.
 */
const NOISE_FLOOR_MS = 500
/** Pace of the honest requests while the attack runs. */
const HONEST_EVERY_MS = 250

/** Time from `since` (by default now) to the honest answer. */
async function timed (ask: HonestRequest, since = performance.now()): Promise<number> {
  const res = await ask()
  expect(res.status, 'the honest request').toBe(200)
  return performance.now() - since
}

/**
 * Runs a hostile request and, while it is in flight, sends an honest one (by default
 * `GET /rest/admin/application-version`) every 250 ms, at least once. No parser, evaluator or
 * query may hold the server for everyone else, which the test checks against the machine it runs
 * on rather than a fixed figure: each honest answer must come within a multiple of the slowest of
 * three asked just before the attack (or just after, if that is slower), and an attack that runs longer than that must see at least
 * one honest answer arrive while it is still running (a held event loop answers them only after).
 */
export async function underAttack<T> (api: Api, attack: () => PromiseLike<T>, honestRequest?: HonestRequest): Promise<AttackOutcome<T>> {
  const ask: HonestRequest = honestRequest ?? (() => api.get('/rest/admin/application-version'))
  let baselineMs = 0
  for (let i = 0; i < 3; i++) baselineMs = Math.max(baselineMs, await timed(ask))
  let allowedMs = Math.max(SLOWDOWN_FACTOR * baselineMs, NOISE_FLOOR_MS)
  const started = performance.now()
  let done = false
  let attackMs = 0
  const hostile = Promise.resolve(attack()).finally(() => { done = true; attackMs = performance.now() - started })
  const honest: number[] = []
  let answeredDuringAttack = 0
  do {
    // Counted from when the request was due, not from when its timer ran: a held event loop
    // delays the asking as much as the answer.
    const due = performance.now() + HONEST_EVERY_MS
    await new Promise(resolve => setTimeout(resolve, HONEST_EVERY_MS))
    honest.push(await timed(ask, due))
    if (!done) answeredDuringAttack++
  } while (!done)
  const result = await hostile
  const slowestHonestMs = Math.max(...honest)
  // The machine's load may have risen while the attack ran (other work shares its cores): the
  // yardstick is then also taken right after, and the larger one counts. A held loop still fails,
  // since it delays the honest answers by the attack's budget, whatever the load.
  if (slowestHonestMs >= allowedMs) {
    baselineMs = Math.max(baselineMs, await slowestOfThree(ask))
    allowedMs = Math.max(SLOWDOWN_FACTOR * baselineMs, NOISE_FLOOR_MS)
  }
  expect(slowestHonestMs, `an honest request waited behind the attack (before it: ${Math.round(baselineMs)} ms)`).toBeLessThan(allowedMs)
  if (attackMs > HONEST_EVERY_MS + allowedMs) {
    expect(answeredDuringAttack, `no honest request was answered during a ${Math.round(attackMs)} ms attack`).toBeGreaterThan(0)
  }
  return { result, attackMs, slowestHonestMs, baselineMs }
}

/**
 * The slowest of three runs of `ask`, measured just before an attack: the same kind of request with
 * a harmless input, so the yardstick carries this machine's load at this moment.
 */
export async function slowestOfThree (ask: () => PromiseLike<unknown>): Promise<number> {
  let slowest = 0
  for (let i = 0; i < 3; i++) {
    const started = performance.now()
    await ask()
    slowest = Math.max(slowest, performance.now() - started)
  }
  return slowest
}

/**
 * An attack that the shop stops early (a limit counted in steps or bytes, not in time) may cost a
 * multiple of the same request with a harmless input, never the time a runaway would take. The
 * noise floor keeps a few-millisecond yardstick from failing on scheduling alone.
 */
export function expectStoppedEarly (attackMs: number, harmlessMs: number, what: string): void {
  const allowedMs = Math.max(SLOWDOWN_FACTOR * harmlessMs, NOISE_FLOOR_MS)
  expect(attackMs, `${what} took ${Math.round(attackMs)} ms against ${Math.round(harmlessMs)} ms for a harmless one`).toBeLessThan(allowedMs)
}

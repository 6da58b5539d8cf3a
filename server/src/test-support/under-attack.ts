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
}

/** What an honest visitor asks while the attack runs; by default the application version. */
type HonestRequest = () => PromiseLike<{ status: number }>

/**
 * Runs a hostile request and, while it is in flight, sends an honest one (by default
 * `GET /rest/admin/application-version`) every 250 ms, at least once: each must be answered
 * 200 within a second, so no parser, evaluator or query can hold the server for everyone else.
 */
export async function underAttack<T> (api: Api, attack: () => PromiseLike<T>, honestRequest?: HonestRequest): Promise<AttackOutcome<T>> {
  const ask: HonestRequest = honestRequest ?? (() => api.get('/rest/admin/application-version'))
  const started = performance.now()
  let done = false
  let attackMs = 0
  const hostile = Promise.resolve(attack()).finally(() => { done = true; attackMs = performance.now() - started })
  const honest: number[] = []
  do {
    await new Promise(resolve => setTimeout(resolve, 250))
    const asked = performance.now()
    const res = await ask()
    expect(res.status, 'the honest request').toBe(200)
    honest.push(performance.now() - asked)
  } while (!done)
  const result = await hostile
  const slowestHonestMs = Math.max(...honest)
  expect(slowestHonestMs, 'an honest request waited behind the attack').toBeLessThan(1000)
  return { result, attackMs, slowestHonestMs }
}

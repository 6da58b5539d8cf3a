import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import type request from 'supertest'
import { expect } from 'vitest'

type Api = ReturnType<typeof request>

/** The most one input may hold the server's event loop, on top of what honest traffic sees. */
export const LOOP_BUDGET_MS = 50
/** How often the loop is sampled: finer costs the loop itself, coarser hides short stalls. */
const RESOLUTION_MS = 10
/** An honest request is sent this often while a window is measured, so both windows carry the same traffic. */
const HONEST_EVERY_MS = 100
/** Bounds of the baseline window (it lasts as long as the attack did). */
const BASELINE_MIN_MS = 300
const BASELINE_MAX_MS = 4_000

export interface LoopFigures {
  attack: string
  /** Longest gap between two loop turns while only honest traffic ran (ms). */
  baselineMaxMs: number
  /** Longest gap while the attack ran beside the same honest traffic (ms). */
  attackMaxMs: number
  /** How long the hostile request took (ms). */
  attackMs: number
  /** Whether the first measurement breached the budget and was measured again. */
  remeasured: boolean
}

/**
 * Measurements of one attack before a breach counts: a stall repeats on every run, while a pause
 * of the busy machine or a garbage collection of the test process itself lands at random.
 */
const ATTEMPTS = 3

interface Window<T> { maxMs: number, ms: number, value: T }

/**
 * Runs `work` beside a trickle of honest requests and reports the longest event-loop delay seen
 * meanwhile. The client runs in the same process, so it sends little: one small GET at a time.
 */
async function measured<T> (api: Api, work: () => PromiseLike<T>): Promise<Window<T>> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
  let done = false
  const honest = (async () => {
    while (!done) {
      await api.get('/rest/admin/application-version')
      if (!done) await new Promise(resolve => setTimeout(resolve, HONEST_EVERY_MS))
    }
  })()
  histogram.enable()
  // The sampler's first turn only sets its starting point: a stall before it would go unseen.
  await new Promise(resolve => setTimeout(resolve, 3 * RESOLUTION_MS))
  const started = performance.now()
  try {
    const value = await work()
    const ms = performance.now() - started
    // The sampler records a turn when its next timer fires: a window that was one long stall has
    // no sample until then, so wait for it before reading.
    await new Promise(resolve => setTimeout(resolve, 2 * RESOLUTION_MS))
    return { maxMs: histogram.max / 1e6, ms, value }
  } finally {
    histogram.disable()
    done = true
    await honest
  }
}

/*
 * The baseline window carries the CPU load an attack brings with it, without the attack: a child
 * process spins for as long as the attack took. A contained attack keeps a worker busy on one of
 * the machine's cores (an endless loop runs until its budget cuts it off) and starts a process;
 * on a busy two-core machine that alone stretches the loop's turns, which is not the attack
 * holding the loop. What the budget then measures is what the attack does to the loop itself.
 */
const busyElsewhereFor = (ms: number) => async (): Promise<void> => {
  const spinner = spawn(process.execPath, ['-e', `const end = Date.now() + ${Math.round(ms)}; while (Date.now() < end) {}`], { stdio: 'ignore' })
  await once(spinner, 'exit')
}

/**
 * Measures one attack against the loop budget: a first run warms up what the attack loads lazily
 * (modules, worker processes) and gives its duration; honest traffic beside a process spinning for
 * as long is then measured, right before the attack is measured. A breach is measured again, baseline included,
 * up to ATTEMPTS times, so a hiccup of a busy machine does not fail the test, while a real stall
 * (which repeats) does. Returns the figures and the hostile request's last answer.
 */
export async function withinLoopBudget<T> (api: Api, name: string, attack: () => PromiseLike<T>): Promise<{ figures: LoopFigures, result: T }> {
  const warm = await measured(api, attack)
  const baselineMs = Math.min(BASELINE_MAX_MS, Math.max(BASELINE_MIN_MS, warm.ms))
  let figures: LoopFigures | undefined
  let result: T = warm.value
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const baseline = await measured(api, busyElsewhereFor(baselineMs))
    const run = await measured(api, attack)
    result = run.value
    figures = { attack: name, baselineMaxMs: round(baseline.maxMs), attackMaxMs: round(run.maxMs), attackMs: round(run.ms), remeasured: attempt > 0 }
    if (figures.attackMaxMs <= figures.baselineMaxMs + LOOP_BUDGET_MS) break
  }
  return { figures: figures!, result }
}

const round = (ms: number): number => Math.round(ms * 10) / 10

/** Fails unless the attack's longest loop delay stayed within the budget above its baseline. */
export function expectWithinBudget (figures: LoopFigures): void {
  expect(figures.attackMaxMs, `${figures.attack}: the event loop was held ${figures.attackMaxMs} ms (honest traffic alone: ${figures.baselineMaxMs} ms)`)
    .toBeLessThanOrEqual(figures.baselineMaxMs + LOOP_BUDGET_MS)
}

/** Prints the figures of a test file as one compact table, for quoting in notes. */
export function printLoopTable (title: string, rows: LoopFigures[]): void {
  const lines = rows.map(row => `${row.attack.padEnd(58)} ${String(row.baselineMaxMs).padStart(8)} ${String(row.attackMaxMs).padStart(8)} ${String(row.attackMs).padStart(8)}${row.remeasured ? '  (re-measured)' : ''}`)
  console.log([`${title}: event-loop delay (max, ms) — budget: baseline + ${LOOP_BUDGET_MS} ms`,
    `${'attack'.padEnd(58)} ${'baseline'.padStart(8)} ${'attack'.padStart(8)} ${'took'.padStart(8)}`, ...lines].join('\n'))
}

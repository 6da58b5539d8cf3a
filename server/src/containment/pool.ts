import fs from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { Tinypool } from 'tinypool'
import { BudgetExceeded, type BudgetKind } from '../challenges/mechanisms/budgets.js'
import { DomainError, unavailable } from '../domain/errors.js'
import { FairQueue, QueueRefusal } from './fair-queue.js'
import { STARTED, WORKER_MEMORY_ENV, WORKER_NICE_ENV, type ContainedResults, type ContainedTask } from './tasks.js'

export interface ContainedRun {
  /** Wall-clock limit of the running task; the worker process is killed when it passes. */
  limitMs: number
  /** Reported when the limit trips (the HTTP layer answers 503). */
  budget: BudgetKind
  /** Reported when the worker dies from exhausting its memory. */
  memoryBudget: BudgetKind
  /** What the player is told when the limit trips. */
  timeMessage: string
  memoryMessage: string
  source: string
  /**
   * Who asked (the request's remote address, or the team in classroom mode). String-built SQL is queued per client and served
   * in turn; tasks without a client share one line.
   */
  client?: string
}

/** JavaScript heap of one worker process (V8 old generation, where rows and parsed documents live). */
export const WORKER_HEAP_MB = 96
/** All memory one worker process may allocate (JavaScript heap, SQLite, QuickJS's WASM memory). */
export const WORKER_MEMORY_MB = 384
/** How long a task may wait for a free worker before the shop says it is busy. */
const QUEUE_WAIT_MS = 10_000
/**
 * Statements one client may have running and waiting in the SQL lane at once. Honest traffic
 * never gets here (its statements run as prepared twins, see sql-executor.ts); six leaves room for
 * a player trying a few injections in parallel.
 */
export const SQL_PER_CLIENT = 6
/**
 * Scheduling niceness of the SQL lane's workers: a flood of runaway statements keeps both cores
 * busy until their cut-off, and the main thread, which answers every honest request, goes first.
 */
const SQL_WORKER_NICE = 10
/** Statements that may wait in the SQL lane, all clients together. */
const SQL_MAX_WAITING = 512

/**
 * Where the worker entry lives: its own bundle in `dist/containment/` when running the build (see
 * build.mjs), or bundled on first use when running from source (tests, tsx).
 */
async function workerEntry (): Promise<string> {
  if (fileURLToPath(import.meta.url).endsWith('.ts')) return await (await import('./dev-worker.js')).bundleWorkerFromSource()
  for (const candidate of ['./containment/worker.js', '../containment/worker.js']) {
    const file = fileURLToPath(new URL(candidate, import.meta.url))
    if (fs.existsSync(file)) return file
  }
  throw new Error('The contained worker bundle is missing; run the server build')
}

/**
 * The lanes tasks run in, each a pool of its own, so that a flood of one kind cannot make the
 * others wait for a worker: hostile uploads or endless sandbox code queue behind each other, never
 * in front of an honest login or search. A lane starts on its first task and then keeps one worker
 * (tinypool replaces a killed worker only up to the minimum, so a lane without one would leave
 * its queue waiting after a kill).
 */
const LANES = {
  sql: (cores: number) => Math.max(2, Math.min(4, cores)),
  sandbox: (cores: number) => Math.max(1, Math.min(2, cores - 1)),
  parser: () => 1,
  /** Fuzzy matching of chatbot questions: honest, but each long question is up to a second of CPU. */
  text: () => 1
} as const

type Lane = keyof typeof LANES

const laneOf = (task: ContainedTask): Lane => task.kind === 'sql' || task.kind === 'sandbox' ? task.kind : task.kind === 'match' ? 'text' : 'parser'

/**
 * The worker pool for everything user input makes the server compute: string-built SQL, the
 * JavaScript sandbox, and heavy parsers. Workers are child processes, not threads, because a
 * thread stuck inside SQLite's native code cannot be stopped (terminating it waits for the
 * statement to end, which for a runaway query is never), while a process can always be killed.
 * Each lane starts on first use, so a server that never needs it pays nothing at start-up.
 */
export class ContainedPool {
  private readonly lanes = new Map<Lane, Promise<Tinypool>>()
  /** Turns for the SQL lane's workers, per client (see FairQueue). */
  readonly sqlTurns = new FairQueue({ slots: LANES.sql(availableParallelism()), perClient: SQL_PER_CLIENT, maxWaiting: SQL_MAX_WAITING })

  private tinypool (lane: Lane): Promise<Tinypool> {
    let pool = this.lanes.get(lane)
    if (pool === undefined) {
      pool = (async () => {
        const { Tinypool } = await import('tinypool')
        const filename = await workerEntry()
        return new Tinypool({
          filename,
          runtime: 'child_process',
          minThreads: 1,
          maxThreads: LANES[lane](availableParallelism()),
          // Honest searches queue behind each other under load instead of failing; a task that
          // waits longer than QUEUE_WAIT_MS still answers 503, so the queue cannot grow without bound.
          maxQueue: 512,
          idleTimeout: 60_000,
          serialization: 'advanced',
          execArgv: [`--max-old-space-size=${WORKER_HEAP_MB}`, '--max-semi-space-size=8'],
          // Workers get nothing of the server's environment (settings, secrets), only their ceiling.
          env: { [WORKER_MEMORY_ENV]: String(WORKER_MEMORY_MB), [WORKER_NICE_ENV]: String(lane === 'sql' ? SQL_WORKER_NICE : 0) }
        })
      })()
      this.lanes.set(lane, pool)
    }
    return pool
  }

  /**
   * Runs one task in a worker, killing the worker when it runs past `limitMs` or dies of memory.
   * An SQL task first waits for its client's turn; a client over its share is refused at once
   * (429) and a full queue or a wait past QUEUE_WAIT_MS answers busy (503), both with Retry-After.
   */
  async run<T extends ContainedTask> (task: T, limits: ContainedRun): Promise<ContainedResults[T['kind']]> {
    const lane = laneOf(task)
    const pool = await this.tinypool(lane)
    const controller = new AbortController()
    let why: 'time' | 'queue' | null = null
    const stop = (reason: 'time' | 'queue'): void => { why ??= reason; controller.abort() }
    let runTimer: NodeJS.Timeout | undefined
    const queueTimer = setTimeout(() => { stop('queue') }, QUEUE_WAIT_MS)
    const retryAfter = Math.max(1, Math.ceil(limits.limitMs / 1000))
    const busy = (): DomainError => unavailable('The shop is busy right now; please try again in a moment', { retryAfter })
    let release: (() => void) | undefined
    const channel = {
      postMessage: (message: unknown) => {
        if (message !== STARTED || runTimer) return
        clearTimeout(queueTimer)
        runTimer = setTimeout(() => { stop('time') }, limits.limitMs)
      }
    }
    try {
      if (lane === 'sql') release = await this.sqlTurns.acquire(limits.client ?? '', controller.signal)
      return await pool.run(task, { signal: controller.signal, channel })
    } catch (error) {
      if (error instanceof QueueRefusal && error.reason === 'client') {
        throw new DomainError('too-many', 'Too many database queries from your address (or your team, in a class) at once; please try again in a moment', { retryAfter })
      }
      if (error instanceof QueueRefusal) throw busy()
      if (why === 'time') throw new BudgetExceeded(limits.budget, limits.timeMessage, limits.source)
      if (why === 'queue' || /queue is at limit/i.test(String((error as Error)?.message))) throw busy()
      if (/exited unexpectedly/i.test(String((error as Error)?.message))) {
        throw new BudgetExceeded(limits.memoryBudget, limits.memoryMessage, limits.source)
      }
      throw error
    } finally {
      clearTimeout(queueTimer)
      clearTimeout(runTimer)
      release?.()
    }
  }

  /** Kills every worker; the lanes start again if used afterwards. */
  async close (): Promise<void> {
    const lanes = [...this.lanes.values()]
    this.lanes.clear()
    await Promise.all(lanes.map(async pool => { await (await pool).destroy() }))
  }
}

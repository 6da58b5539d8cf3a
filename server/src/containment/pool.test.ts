import { setMaxListeners } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { BudgetExceeded } from '../challenges/mechanisms/budgets.js'
import { DomainError } from '../domain/errors.js'
import { ContainedPool, SQL_PER_CLIENT, WORKER_HEAP_MB, type ContainedRun } from './pool.js'
import { WORKER_MEMORY_ENV, WORKER_NICE_ENV, type ContainedTask } from './tasks.js'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-test-'))
const file = path.join(folder, 'shop.db')
const setup = new Database(file)
setup.exec('CREATE TABLE Things (id INTEGER PRIMARY KEY); INSERT INTO Things VALUES (1)')
setup.close()

const pool = new ContainedPool()
afterAll(async () => {
  await pool.close()
  fs.rmSync(folder, { recursive: true, force: true })
})

const limits: ContainedRun = {
  limitMs: 30_000, budget: 'sandbox-time', memoryBudget: 'sandbox-memory', timeMessage: 'time', memoryMessage: 'memory', source: 'pool-test'
}
const sqlTask = { kind: 'sql' as const, file, statement: 'SELECT id FROM Things', rowLimit: 10, resultBytes: 1000 }
const sqlLimits: ContainedRun = { ...limits, limitMs: 1500, budget: 'sql-time', memoryBudget: 'sql-memory', client: 'honest' }

interface WorkerProcess { pid: string, env: Record<string, string>, commandLine: string }

/** Each live worker process of the pools (children of this process started by tinypool). */
function workers (): WorkerProcess[] {
  const found: WorkerProcess[] = []
  for (const pid of fs.readdirSync('/proc').filter(name => /^\d+$/.test(name))) {
    try {
      // Field 4 of stat is the parent pid; the name in field 2 may hold spaces, so split after its ')'.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== process.pid) continue
      const pairs = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean)
      const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      if (!commandLine.includes('tinypool')) continue
      found.push({ pid, commandLine, env: Object.fromEntries(pairs.map(pair => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])) })
    } catch { /* the process ended while being read */ }
  }
  return found
}
const childEnvironments = (): Array<Record<string, string>> => workers().map(({ env }) => env)

/** Takes every turn of the SQL lane, so that the next SQL task has to wait; resolves with what gives them back. */
async function holdEverySqlTurn (): Promise<() => void> {
  const held: Array<() => void> = []
  for (let client = 0; ; client++) {
    const turn = pool.sqlTurns.acquire(`holder-${client}`)
    const granted = await Promise.race([turn, new Promise<undefined>(resolve => { setImmediate(() => { resolve(undefined) }) })])
    if (granted === undefined) { held.push(() => { void turn.then(release => { release() }) }); break }
    held.push(granted)
  }
  return () => { for (const release of held) release() }
}

const yamlTask: ContainedTask = { kind: 'yaml', text: 'a: 1' }

describe('the contained pool', () => {
  it('reports a worker that dies of memory as the memory budget, not the time budget', async () => {
    // QuickJS may use most of the process's memory here, so the value's copy into the worker's
    // JavaScript heap (96 MB) is what kills the process: the "exited unexpectedly" branch.
    const task = { kind: 'sandbox' as const, code: "'x'.repeat(90e6)", globals: {}, timeLimitMs: 25_000, memoryLimitBytes: 340 * 1024 * 1024, resultChars: 400e6 }
    const error = await pool.run(task, limits).then(() => undefined, (thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(BudgetExceeded)
    expect(error).toMatchObject({ budget: 'sandbox-memory', message: 'memory', source: 'pool-test' })
    // The lane replaced its dead worker.
    expect(await pool.run({ ...task, code: '6 * 7', resultChars: 100 }, limits)).toMatchObject({ resultJson: '42' })
  }, 60_000)

  it.runIf(process.platform === 'linux')('starts workers with none of the server\'s environment, only their ceiling and niceness', async () => {
    const secret = `pool-secret-${process.pid}`
    process.env.SHOP_POOL_TEST_SECRET = secret
    try {
      expect(await pool.run(sqlTask, sqlLimits)).toEqual({ ok: true, rows: [{ id: 1 }] })
      const environments = childEnvironments()
      expect(environments.length).toBeGreaterThan(0)
      for (const env of environments) {
        expect(Object.values(env)).not.toContain(secret)
        expect(env[WORKER_MEMORY_ENV]).toBe('384')
        for (const name of ['SHOP_POOL_TEST_SECRET', 'PATH', 'HOME', 'NODE_ENV', 'CTF_KEY', 'NODE_CONFIG']) expect(env).not.toHaveProperty(name)
        // Besides the two settings, only what tinypool and Node's IPC channel put there themselves.
        const own = [WORKER_MEMORY_ENV, WORKER_NICE_ENV, 'TINYPOOL_WORKER_ID', 'NODE_CHANNEL_FD', 'NODE_CHANNEL_SERIALIZATION_MODE']
        expect(Object.keys(env).filter(name => !own.includes(name))).toEqual([])
      }
      // The SQL lane's workers yield to the main thread; the sandbox lane's (started above) do not.
      expect(new Set(environments.map(env => env[WORKER_NICE_ENV]))).toEqual(new Set(['10', '0']))
    } finally {
      delete process.env.SHOP_POOL_TEST_SECRET
    }
  })

  it('lets an SQL task wait for a turn up to 10 s, then answers busy with Retry-After', async () => {
    // Hold every SQL turn (the lane is already started by the test above, so only the wait's own timer is faked).
    expect(await pool.run(sqlTask, sqlLimits)).toEqual({ ok: true, rows: [{ id: 1 }] })
    const giveBack = await holdEverySqlTurn()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      let outcome: unknown = 'waiting'
      const waiting = pool.run(sqlTask, sqlLimits).then(() => { outcome = 'ran' }, (error: unknown) => { outcome = error })
      await vi.advanceTimersByTimeAsync(9_999)
      expect(outcome).toBe('waiting')
      await vi.advanceTimersByTimeAsync(1)
      await vi.waitFor(() => { expect(outcome).not.toBe('waiting') })
      await waiting
      expect(outcome).toBeInstanceOf(DomainError)
      expect(outcome).toMatchObject({ kind: 'unavailable', details: { retryAfter: 2 } })
      expect((outcome as Error).message).toMatch(/^The shop is busy right now/)
    } finally {
      vi.useRealTimers()
      giveBack()
    }
  })

  it('runs the other lanes while every SQL turn is taken', async () => {
    const giveBack = await holdEverySqlTurn()
    try {
      expect(await pool.run(yamlTask, limits)).toEqual({ ok: true, echo: '{"a":1}' })
    } finally {
      giveBack()
    }
  })

  it('answers busy (503), not too many (429), when the SQL queue is full', async () => {
    const crowd = new AbortController()
    setMaxListeners(0, crowd.signal)
    const granted: Array<() => void> = []
    // Far more clients than the lane runs and lets wait, each well within its own share.
    for (let client = 0; client < 1000; client++) {
      pool.sqlTurns.acquire(`crowd-${client}`, crowd.signal).then(release => { granted.push(release) }, () => {})
    }
    try {
      const refused = await pool.run(sqlTask, sqlLimits).then(() => undefined, (error: unknown) => error)
      expect(refused).toBeInstanceOf(DomainError)
      expect(refused).toMatchObject({ kind: 'unavailable', details: { retryAfter: 2 } })
    } finally {
      crowd.abort()
      for (const release of granted) release()
    }
  })

  it('passes on an error of the task itself unchanged, not as a budget', async () => {
    const error = await pool.run({ ...sqlTask, file: path.join(folder, 'missing.db') }, sqlLimits).then(() => undefined, (thrown: unknown) => thrown)
    // The error crossed the process boundary, so it arrives as a plain object with the same fields.
    expect(error).not.toBeInstanceOf(BudgetExceeded)
    expect(error).toMatchObject({ code: 'SQLITE_CANTOPEN', message: expect.stringMatching(/unable to open database/) })
  })

  it('refuses a client holding its share of SQL turns at once, with 429 and Retry-After, and serves it again once its turns are given back', async () => {
    // The share counts turns held and turns waited for alike (two slots on a small machine, the rest waiting).
    const held = Array.from({ length: SQL_PER_CLIENT }, () => pool.sqlTurns.acquire('greedy'))
    try {
      const refused = await pool.run(sqlTask, { ...sqlLimits, client: 'greedy' }).then(() => undefined, (error: unknown) => error)
      expect(refused).toBeInstanceOf(DomainError)
      expect(refused).toMatchObject({ kind: 'too-many', details: { retryAfter: 2 } })
      expect((refused as Error).message).toMatch(/^Too many database queries from your address/)
    } finally {
      for (const turn of held) void turn.then(release => { release() })
    }
    expect(await pool.run(sqlTask, { ...sqlLimits, client: 'greedy' })).toEqual({ ok: true, rows: [{ id: 1 }] })
  })

  it.runIf(process.platform === 'linux')('starts each lane on its first task in processes of its own, the SQL lane\'s yielding to the server', async () => {
    const fresh = new ContainedPool()
    const startedBy = async (task: ContainedTask): Promise<WorkerProcess[]> => {
      const before = new Set(workers().map(({ pid }) => pid))
      await fresh.run(task, task.kind === 'sql' ? sqlLimits : limits)
      return workers().filter(({ pid }) => !before.has(pid))
    }
    try {
      const sandboxTask: ContainedTask = { kind: 'sandbox', code: '6 * 7', globals: {}, timeLimitMs: 25_000, memoryLimitBytes: 64 * 1024 * 1024, resultChars: 100 }
      const matchTask: ContainedTask = { kind: 'match', message: 'hello', productNames: [] }
      const started: WorkerProcess[][] = []
      for (const task of [sqlTask, sandboxTask, yamlTask, matchTask]) started.push(await startedBy(task))
      // A lane whose first task found another lane's worker would have started no process at all.
      expect(started.map(found => [...new Set(found.map(({ env }) => env[WORKER_NICE_ENV]))])).toEqual([['10'], ['0'], ['0'], ['0']])
      for (const { commandLine } of started.flat()) expect(commandLine).toContain(`--max-old-space-size=${WORKER_HEAP_MB}`)
    } finally {
      await fresh.close()
    }
  }, 60_000)

  it.runIf(process.platform === 'linux')('ends every worker on close, and starts a lane again when it is used afterwards', async () => {
    expect(childEnvironments().length).toBeGreaterThan(0)
    await pool.close()
    await vi.waitFor(() => { expect(childEnvironments()).toHaveLength(0) }, { timeout: 20_000, interval: 50 })
    expect(await pool.run(sqlTask, sqlLimits)).toEqual({ ok: true, rows: [{ id: 1 }] })
    expect(childEnvironments().length).toBeGreaterThan(0)
  }, 30_000)
})

import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { BudgetExceeded } from '../challenges/mechanisms/budgets.js'
import type { DomainEventMap } from '../challenges/mechanisms/domain-events.js'
import { createTestShop } from '../test-support/test-shop.js'
import { underAttack } from '../test-support/under-attack.js'
import { bundleWorkerFromSource } from './dev-worker.js'

const t = createTestShop()
const instance = (): ReturnType<typeof t.shop.registry.get> => t.shop.registry.get()

function recordRuns (): Array<DomainEventMap['sandbox.ran']> {
  const runs: Array<DomainEventMap['sandbox.ran']> = []
  instance().events.on('sandbox.ran', run => { runs.push(run) })
  return runs
}

/** The shop still answers an honest request. */
async function answersHonestly (): Promise<void> {
  expect((await t.api.get('/rest/admin/application-version')).status).toBe(200)
}

const settle = async <T>(promise: Promise<T>): Promise<{ value?: T, error?: unknown, ms: number }> => {
  const started = performance.now()
  try {
    return { value: await promise, ms: performance.now() - started }
  } catch (error) {
    return { error, ms: performance.now() - started }
  }
}

describe('sandbox (pattern H)', () => {
  it('evaluates code over the data it is given and copies the value out as JSON', async () => {
    const runs = recordRuns()
    const outcome = await instance().evaluate({
      source: 'test',
      code: 'orders.filter(o => o.total > 5).map(o => ({ id: o.id, at: new Date(0) }))',
      data: { orders: [{ id: 'a', total: 3 }, { id: 'b', total: 7 }, { id: 'c', total: 9 }] }
    })
    expect(outcome).toMatchObject({ interrupted: false, memoryExceeded: false, decoyCalls: [] })
    expect(outcome.result).toEqual([{ id: 'b', at: '1970-01-01T00:00:00.000Z' }, { id: 'c', at: '1970-01-01T00:00:00.000Z' }])
    expect(runs).toEqual([{ source: 'test', decoyCalls: [], interrupted: false, memoryExceeded: false }])
  })

  it('awaits a promise and reports what the code threw', async () => {
    expect((await instance().evaluate({ source: 'test', code: 'Promise.resolve(41).then(n => n + 1)' })).result).toBe(42)
    const thrown = await instance().evaluate({ source: 'test', code: 'null.x' })
    expect(thrown.result).toBeUndefined()
    expect(thrown.error).toMatch(/TypeError/)
    expect((await instance().evaluate({ source: 'test', code: 'let = =' })).error).toMatch(/SyntaxError/)
  })

  it('hands out decoys only: no real file, environment variable or command is reached', async () => {
    const secretFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-')), 'secret.txt')
    fs.writeFileSync(secretFile, 'the real secret')
    process.env.SANDBOX_TEST_SECRET = 'real environment value'
    try {
      const outcome = await instance().evaluate({
        source: 'test',
        code: `({
          id: require('child_process').execSync('id').toString(),
          file: require('fs').readFileSync(${JSON.stringify(secretFile)}, 'utf8'),
          env: process.env.SANDBOX_TEST_SECRET ?? null,
          escaped: this.constructor.constructor('return process')().mainModule.require('child_process').spawnSync('whoami').stdout,
          os: (() => { try { return require('os') } catch (e) { return e.message } })()
        })`
      })
      expect(outcome.result).toEqual({
        id: 'uid=1001(pulp) gid=1001(pulp) groups=1001(pulp)\n',
        file: expect.stringContaining('pulp:x:1001:1001'),
        env: null,
        escaped: expect.stringContaining('uid=1001(pulp)'),
        os: "Cannot find module 'os'"
      })
      expect(JSON.stringify(outcome.result)).not.toContain('the real secret')
      expect(outcome.decoyCalls).toEqual(expect.arrayContaining([
        'require(child_process)', 'child_process.execSync', 'require(fs)', 'fs.readFileSync',
        'process.env', 'process.mainModule', 'child_process.spawnSync', 'require(os)'
      ]))
    } finally {
      delete process.env.SANDBOX_TEST_SECRET
      fs.rmSync(path.dirname(secretFile), { recursive: true, force: true })
    }
  })

  it('interrupts an endless loop after about 2 s while the shop keeps answering others', async () => {
    const runs = recordRuns()
    const { result: { error, ms } } = await underAttack(t.api, async () => await settle(instance().evaluate({ source: 'test', code: 'for (;;) {}' })))
    expect(error).toBeInstanceOf(BudgetExceeded)
    expect(error).toMatchObject({ budget: 'sandbox-time', kind: 'unavailable', source: 'test', message: 'The code ran longer than 2 s and was stopped' })
    // Not cut short; and QuickJS's own interrupt ended it (interrupted), before the pool's backstop kill.
    expect(ms).toBeGreaterThanOrEqual(1900)
    expect(runs).toEqual([expect.objectContaining({ source: 'test', interrupted: true, memoryExceeded: false })])
  })

  it('stops code that exhausts its 32 MB, and evaluates again afterwards', async () => {
    const runs = recordRuns()
    const { error } = await settle(instance().evaluate({ source: 'test', code: 'new Array(1e8).fill(0).length' }))
    expect(error).toBeInstanceOf(BudgetExceeded)
    expect((error as BudgetExceeded).budget).toBe('sandbox-memory')
    expect(runs).toEqual([expect.objectContaining({ memoryExceeded: true })])
    await answersHonestly()
    expect((await instance().evaluate({ source: 'test', code: '6 * 7' })).result).toBe(42)
  })

  it('kills the worker when the code outlives the backstop, QuickJS interrupt or not', async () => {
    // QuickJS checks its interrupt handler only between instructions; allocating close to its memory
    // limit it can go seconds without one. The pool's wall-clock kill does not depend on QuickJS:
    // here its own interrupt is set far beyond the pool's limit, so only the kill can stop the loop.
    // Only the pool's timer reports 'killed'; QuickJS's own limit (60 s) would say something else.
    const { result: { error } } = await underAttack(t.api, async () => await settle(instance().pool.run(
      { kind: 'sandbox', code: 'for (;;) {}', globals: {}, timeLimitMs: 60_000, memoryLimitBytes: 32 * 1024 * 1024, resultChars: 1000 },
      { limitMs: 1000, budget: 'sandbox-time', memoryBudget: 'sandbox-memory', timeMessage: 'killed', memoryMessage: 'memory', source: 'test' })))
    expect(error).toMatchObject({ budget: 'sandbox-time', message: 'killed' })
    await answersHonestly()
    expect((await instance().evaluate({ source: 'test', code: '[1, 2].join()' })).result).toBe('1,2')
  })

  it('prints nothing when freeing a runtime stopped in a pending job fails QuickJS\'s leak assertion, and runs again', async () => {
    // A worker's stderr is the server's log: run the worker bundle in a process of its own and read
    // what it prints. Before, this printed "Aborted(Assertion failed: list_empty(&rt->gc_obj_list)…".
    const entry = pathToFileURL(await bundleWorkerFromSource()).href
    const task = { kind: 'sandbox', globals: {}, timeLimitMs: 2000, memoryLimitBytes: 32 * 1024 * 1024, resultChars: 1000 }
    const script = `const { default: run } = await import(${JSON.stringify(entry)})
const task = ${JSON.stringify(task)}
const stopped = []
for (const code of ['(async () => { while (true) {} })()', "Promise.resolve().then(() => { const a = []; while (true) a.push('y'.repeat(1e5)) })"]) {
  const run1 = await run({ ...task, code })
  stopped.push(run1.memoryExceeded || run1.interrupted)
}
const after = await run({ ...task, code: '6 * 7' })
console.log(JSON.stringify({ stopped, after: after.resultJson }))
process.exit(0)`
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { timeout: 20_000 })
    expect(JSON.parse(stdout)).toEqual({ stopped: [true, true], after: '42' })
    expect(stderr).toBe('')
  }, 30_000)

  it('refuses a value longer than the result cap without copying it out', async () => {
    const runs = recordRuns()
    const { error } = await settle(instance().evaluate({ source: 'test', code: "'<script'.repeat(2**21)" }))
    expect(error).toMatchObject({ budget: 'sandbox-result', kind: 'unavailable' })
    expect(runs).toEqual([expect.objectContaining({ interrupted: false, memoryExceeded: false })])
    expect((await instance().evaluate({ source: 'test', code: "'x'.repeat(256 * 1024 - 2)" })).result).toHaveLength(256 * 1024 - 2)
  })
})

import { describe, expect, it } from 'vitest'
import type { ContainedPool, ContainedRun } from '../../containment/pool.js'
import type { SandboxResult, SandboxTask } from '../../containment/tasks.js'
import { BudgetExceeded } from './budgets.js'
import { DomainEvents, type DomainEventMap } from './domain-events.js'
import { evaluateInSandbox } from './sandbox.js'

// The sandbox's own rules, with the QuickJS worker replaced by a canned answer: what it sends, what
// it reports to detectors, and which outcomes become budget errors. The real evaluator and its
// limits are tested in src/containment/sandbox.test.ts.
function setUp (answer: SandboxResult | Error) {
  const calls: Array<{ task: SandboxTask, limits: ContainedRun }> = []
  const pool = {
    run: async (task: SandboxTask, limits: ContainedRun) => {
      calls.push({ task, limits })
      if (answer instanceof Error) throw answer
      return answer
    }
  } as unknown as ContainedPool
  const ran: Array<DomainEventMap['sandbox.ran']> = []
  const events = new DomainEvents(() => {})
  events.on('sandbox.ran', payload => { ran.push(payload) })
  return { pool, calls, ran, events }
}

const quiet: SandboxResult = { decoyCalls: [], interrupted: false, memoryExceeded: false }

describe('sandbox', () => {
  it('passes each global as JSON with the time and memory budgets, and copies the value out', async () => {
    const { pool, calls, ran, events } = setUp({ ...quiet, resultJson: '{"total":3}', decoyCalls: ['require(fs)'] })
    const outcome = await evaluateInSandbox(pool, events, { source: 'review-filter', code: 'r => r', data: { product: 7, name: 'x', missing: undefined } })
    expect(outcome).toEqual({ result: { total: 3 }, decoyCalls: ['require(fs)'], interrupted: false, memoryExceeded: false })
    expect(calls[0].task).toEqual({ kind: 'sandbox', code: 'r => r', globals: { product: '7', name: '"x"', missing: 'null' }, timeLimitMs: 2000, memoryLimitBytes: 32 * 1024 * 1024, resultChars: 256 * 1024 })
    expect(calls[0].limits).toMatchObject({ limitMs: 3000, budget: 'sandbox-time', memoryBudget: 'sandbox-memory', source: 'review-filter' })
    expect(calls[0].limits.timeMessage).toBe('The code ran longer than 2 s and was stopped')
    expect(calls[0].limits.memoryMessage).toBe('The code needed more than 32 MB and was stopped')
    expect(ran).toEqual([{ source: 'review-filter', decoyCalls: ['require(fs)'], interrupted: false, memoryExceeded: false }])
  })

  it('gives no value when the code has none and no globals when none are given', async () => {
    const { pool, calls, events } = setUp({ ...quiet, error: 'SyntaxError: unexpected token' })
    const outcome = await evaluateInSandbox(pool, events, { source: 'track-order', code: '}' })
    expect(outcome).toEqual({ result: undefined, ...quiet, error: 'SyntaxError: unexpected token' })
    expect(calls[0].task.globals).toEqual({})
  })

  it('reports an interrupted or memory-starved run to detectors, then stops it with its budget', async () => {
    for (const [flags, budget, message] of [
      [{ interrupted: true, memoryExceeded: false }, 'sandbox-time', 'The code ran longer than 2 s and was stopped'],
      [{ interrupted: false, memoryExceeded: true }, 'sandbox-memory', 'The code needed more than 32 MB and was stopped']
    ] as const) {
      const { pool, ran, events } = setUp({ ...quiet, ...flags, decoyCalls: ['process.env'] })
      const error = await evaluateInSandbox(pool, events, { source: 'b2b-orders', code: 'while(1){}' }).then(() => null, (e: unknown) => e) as BudgetExceeded
      expect(error).toBeInstanceOf(BudgetExceeded)
      expect([error.budget, error.message, error.source]).toEqual([budget, message, 'b2b-orders'])
      expect(ran).toEqual([{ source: 'b2b-orders', decoyCalls: ['process.env'], ...flags }])
    }
  })

  it('reports a run whose value was too large to detectors, then refuses it with the result budget', async () => {
    const { pool, ran, events } = setUp({ ...quiet, resultTooLarge: true, decoyCalls: ['child_process.execSync'] })
    const error = await evaluateInSandbox(pool, events, { source: 'profile-template', code: "'x'.repeat(1e6)" }).then(() => null, (e: unknown) => e) as BudgetExceeded
    expect(error).toBeInstanceOf(BudgetExceeded)
    expect([error.budget, error.message, error.source]).toEqual(['sandbox-result', "The code's value was larger than 256 kB as JSON and was not used", 'profile-template'])
    expect(ran).toEqual([{ source: 'profile-template', decoyCalls: ['child_process.execSync'], interrupted: false, memoryExceeded: false }])
  })

  it('reports a killed worker with no decoys, as time or memory by the budget that killed it', async () => {
    for (const budget of ['sandbox-time', 'sandbox-memory'] as const) {
      const { pool, ran, events } = setUp(new BudgetExceeded(budget, 'stopped', 'profile-template'))
      await expect(evaluateInSandbox(pool, events, { source: 'profile-template', code: 'x' })).rejects.toBeInstanceOf(BudgetExceeded)
      expect(ran).toEqual([{ source: 'profile-template', decoyCalls: [], interrupted: budget === 'sandbox-time', memoryExceeded: budget === 'sandbox-memory' }])
    }
    const { pool, ran, events } = setUp(new Error('pool closed'))
    await expect(evaluateInSandbox(pool, events, { source: 'x', code: 'x' })).rejects.toThrow('pool closed')
    expect(ran).toEqual([])
  })
})

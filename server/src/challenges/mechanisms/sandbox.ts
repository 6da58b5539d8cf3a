import type { ContainedPool } from '../../containment/pool.js'
import { BUDGETS, BudgetExceeded } from './budgets.js'
import type { DomainEvents } from './domain-events.js'
import type { SandboxOutcome, SandboxRequest } from './sandbox-types.js'

/*
 * The sandbox (catalogue pattern H): the one place user input is evaluated as JavaScript.
 * QuickJS compiled to WASM, off the main thread, with a 2 s interrupt, a 32 MB memory limit, a
 * 256 kB cap on the value handed back (a larger one is refused with 503, never copied out),
 * and decoy `process`, `require`, `child_process` and `fs` objects that return canned output.
 * Never `node:vm`.
 */

/** The worker process is killed this long after QuickJS should have interrupted itself. */
const BACKSTOP_MS = 1_000
const TIME_MESSAGE = `The code ran longer than ${BUDGETS.sandboxMs / 1000} s and was stopped`
const MEMORY_MESSAGE = `The code needed more than ${BUDGETS.sandboxMemoryBytes / 1024 / 1024} MB and was stopped`
const RESULT_MESSAGE = `The code's value was larger than ${BUDGETS.sandboxResultChars / 1024} kB as JSON and was not used`

/**
 * Runs the request in a worker process (see containment/sandbox-task.ts), emits `sandbox.ran`,
 * and throws `BudgetExceeded` when the time or memory budget stopped the code.
 */
export async function evaluateInSandbox (pool: ContainedPool, events: DomainEvents, request: SandboxRequest): Promise<SandboxOutcome> {
  const { source } = request
  const globals: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.data ?? {})) globals[name] = JSON.stringify(value) ?? 'null'
  let ran
  try {
    ran = await pool.run(
      { kind: 'sandbox', code: request.code, globals, timeLimitMs: BUDGETS.sandboxMs, memoryLimitBytes: BUDGETS.sandboxMemoryBytes, resultChars: BUDGETS.sandboxResultChars },
      { limitMs: BUDGETS.sandboxMs + BACKSTOP_MS, budget: 'sandbox-time', memoryBudget: 'sandbox-memory', timeMessage: TIME_MESSAGE, memoryMessage: MEMORY_MESSAGE, source })
  } catch (error) {
    // The worker itself was killed: the decoys it reached died with it.
    if (error instanceof BudgetExceeded) {
      events.emit('sandbox.ran', { source, decoyCalls: [], interrupted: error.budget === 'sandbox-time', memoryExceeded: error.budget === 'sandbox-memory' })
    }
    throw error
  }
  const { resultJson, resultTooLarge, ...outcome } = ran
  events.emit('sandbox.ran', { source, ...outcome })
  if (outcome.interrupted) throw new BudgetExceeded('sandbox-time', TIME_MESSAGE, source)
  if (outcome.memoryExceeded) throw new BudgetExceeded('sandbox-memory', MEMORY_MESSAGE, source)
  if (resultTooLarge === true) throw new BudgetExceeded('sandbox-result', RESULT_MESSAGE, source)
  return { result: resultJson === undefined ? undefined : JSON.parse(resultJson), ...outcome }
}

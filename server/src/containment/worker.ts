import { applyMemoryCeiling } from './memory-ceiling.js'
import { killWhenOrphaned } from './orphan-watch.js'
import { STARTED, WORKER_MEMORY_ENV, type ContainedTask, type SandboxResult, type SqlResult } from './tasks.js'

applyMemoryCeiling(Number(process.env[WORKER_MEMORY_ENV]))
killWhenOrphaned()

/** Starts the pool's wall-clock limit: sent once the task's modules are loaded, so it counts running time only. */
const started = (): void => { process.send?.(STARTED) }

/**
 * Entry of a contained worker process (see pool.ts). The modules a task needs are loaded on its
 * first use, so a worker that only ever runs SQL never loads QuickJS.
 */
export default async function run (task: ContainedTask): Promise<SqlResult | SandboxResult> {
  switch (task.kind) {
    case 'sql': {
      const { runSqlTask } = await import('./sql-task.js')
      started()
      return runSqlTask(task)
    }
    case 'sandbox': {
      const { quickJs, runSandboxTask } = await import('./sandbox-task.js')
      await quickJs()
      started()
      return await runSandboxTask(task)
    }
  }
}

import { applyMemoryCeiling } from './memory-ceiling.js'
import { killWhenOrphaned } from './orphan-watch.js'
import { setPriority } from 'node:os'
import { STARTED, WORKER_MEMORY_ENV, WORKER_NICE_ENV, type ContainedResults, type ContainedTask } from './tasks.js'

applyMemoryCeiling(Number(process.env[WORKER_MEMORY_ENV]))
lowerPriority(Number(process.env[WORKER_NICE_ENV]))
killWhenOrphaned()

/** Yields the CPU to the server's main thread; a process may always raise its own niceness. */
function lowerPriority (nice: number): void {
  if (!(nice > 0)) return
  try { setPriority(Math.min(19, nice)) } catch { /* not permitted here: run at normal priority */ }
}

/** Starts the pool's wall-clock limit: sent once the task's modules are loaded, so it counts running time only. */
const started = (): void => { process.send?.(STARTED) }

/**
 * Entry of a contained worker process (see pool.ts). The modules a task needs are loaded on its
 * first use, so a worker that only ever runs SQL never loads QuickJS.
 */
export default async function run (task: ContainedTask): Promise<ContainedResults[ContainedTask['kind']]> {
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
    case 'xml': {
      const { runXmlTask, libxml2 } = await import('./xml-task.js')
      await libxml2()
      started()
      return runXmlTask(task)
    }
    case 'yaml': {
      const { runYamlTask } = await import('./yaml-task.js')
      started()
      return runYamlTask(task)
    }
    case 'match': {
      const { matcher, runMatchTask } = await import('./match-task.js')
      await matcher()
      started()
      return await runMatchTask(task)
    }
    case 'zip': {
      const { runZipTask } = await import('./zip-task.js')
      started()
      return runZipTask(task)
    }
  }
}

import { Worker } from 'node:worker_threads'

/**
 * Runs in a thread of its own, so it keeps ticking while the worker's main thread is stuck in a
 * runaway SQLite statement: when the server that started this worker is gone, nobody is left to
 * kill the worker at its time limit, so it kills itself.
 */
const WATCH = `
const parent = process.ppid
setInterval(() => { if (process.ppid !== parent) process.kill(process.pid, 'SIGKILL') }, 1000)
`

export function killWhenOrphaned (): void {
  const watch = new Worker(WATCH, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 8 } })
  watch.unref()
}

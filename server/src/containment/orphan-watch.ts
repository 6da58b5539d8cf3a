import { Worker } from 'node:worker_threads'

/**
 * Runs in a thread of its own, so it keeps ticking while the worker's main thread is stuck in a
 * runaway SQLite statement: when the server that started this worker is gone, nobody is left to
 * kill the worker at its time limit, so it kills itself.
 */
const watchOf = (parent: number): string =>
  `setInterval(() => { if (process.ppid !== ${parent}) process.kill(process.pid, 'SIGKILL') }, 1000)`

/**
 * The server's pid is read here and written into the watch's code, not read by the watch as it
 * starts (nor taken with `require`, which an ES-module worker's eval lacks): a server that dies
 * while the watch thread is still loading would otherwise leave it comparing against its new
 * parent, init, forever.
 * The watch is returned so a test can wait for it to be `online` rather than guess how long it takes.
 */
export function killWhenOrphaned (): Worker {
  const watch = new Worker(watchOf(process.ppid), { eval: true, resourceLimits: { maxOldGenerationSizeMb: 8 } })
  watch.unref()
  return watch
}

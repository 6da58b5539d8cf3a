import { spawn } from 'node:child_process'
import fs from 'node:fs'
import readline from 'node:readline'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { expect, it } from 'vitest'

const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
const watch = pathToFileURL(fileURLToPath(new URL('./orphan-watch.ts', import.meta.url))).href

/** Gone, or a zombie nobody has reaped yet: either way it no longer runs. */
function running (pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

it.runIf(process.platform === 'linux')('kills a worker whose main thread is stuck once the server that started it is gone', async () => {
  // The "worker" blocks its main thread for good, as a runaway SQLite statement does, once its watch
  // thread runs (held by a ref until then, or the process would end first), and says so on the
  // standard output it shares with the server.
  const worker = `import { killWhenOrphaned } from ${JSON.stringify(watch)}; const watch = killWhenOrphaned(); watch.ref(); watch.once('online', () => { console.log('watching'); for (;;) {} })`
  const server = `
    const { spawn } = require('node:child_process')
    const child = spawn(process.execPath, ['--import', ${JSON.stringify(tsx)}, '--input-type=module', '-e', ${JSON.stringify(worker)}], { stdio: ['ignore', 'inherit', 'ignore'] })
    console.log(child.pid)
    setInterval(() => {}, 1000)`
  const parent = spawn(process.execPath, ['-e', server], { stdio: ['ignore', 'pipe', 'inherit'] })
  const lines = readline.createInterface({ input: parent.stdout })[Symbol.asyncIterator]()
  const pid = Number((await lines.next()).value)
  try {
    expect((await lines.next()).value).toBe('watching')
    expect(running(pid)).toBe(true)
    // The server dies without cleaning up; the worker must go by itself. The standard output both
    // shared ends only when its last writer, the worker, has exited: a watch that never fires fails
    // on the test's time limit.
    parent.kill('SIGKILL')
    expect((await lines.next()).done).toBe(true)
  } finally {
    parent.kill('SIGKILL')
    if (running(pid)) process.kill(pid, 'SIGKILL')
  }
}, 30_000)

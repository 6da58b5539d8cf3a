import { spawn } from 'node:child_process'
import fs from 'node:fs'
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
  // The "worker" blocks its main thread for good, as a runaway SQLite statement does.
  const worker = `import { killWhenOrphaned } from ${JSON.stringify(watch)}; killWhenOrphaned(); for (;;) {}`
  const server = `
    const { spawn } = require('node:child_process')
    const child = spawn(process.execPath, ['--import', ${JSON.stringify(tsx)}, '--input-type=module', '-e', ${JSON.stringify(worker)}], { stdio: 'ignore' })
    console.log(child.pid)
    setInterval(() => {}, 1000)`
  const parent = spawn(process.execPath, ['-e', server], { stdio: ['ignore', 'pipe', 'inherit'] })
  const pid = Number(await new Promise<string>(resolve => parent.stdout.once('data', chunk => { resolve(String(chunk)) })))
  try {
    // Give the worker time to start its watch thread, then let the server die without cleaning up.
    await new Promise(resolve => setTimeout(resolve, 4000))
    expect(running(pid)).toBe(true)
    parent.kill('SIGKILL')
    const deadline = Date.now() + 8000
    while (running(pid) && Date.now() < deadline) await new Promise(resolve => setTimeout(resolve, 100))
    expect(running(pid)).toBe(false)
  } finally {
    if (running(pid)) process.kill(pid, 'SIGKILL')
  }
})

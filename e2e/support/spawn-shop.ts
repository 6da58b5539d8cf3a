import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/*
 * A second, private shop for journeys that need one the shared test shop cannot be: a fresh shop
 * to restore progress into, or one to stop and start again. It runs the same built server.
 */

const here = path.dirname(fileURLToPath(import.meta.url))
const serverMain = path.resolve(here, '../../server/dist/main.js')

export interface SpawnedShop {
  baseURL: string
  dataDir: string
  /** Stops the process; the data folder stays so that `start` can bring the same shop back. */
  stop: () => Promise<void>
  start: () => Promise<void>
  /** Stops the process and deletes its data folder. */
  dispose: () => Promise<void>
}

async function freePort (): Promise<number> {
  return await new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => { resolve(port) })
    })
  })
}

async function waitUntilUp (baseURL: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Shop at ${baseURL} exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${baseURL}/rest/admin/application-version`)
      if (res.ok) return
    } catch { /* not listening yet */ }
    await new Promise(resolve => setTimeout(resolve, 150))
  }
  throw new Error(`Shop at ${baseURL} did not start within ${timeoutMs} ms`)
}

export async function spawnShop (env: Record<string, string> = {}): Promise<SpawnedShop> {
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'juice-shop-e2e-extra-'))
  let child: ChildProcess | null = null

  const start = async (): Promise<void> => {
    child = spawn(process.execPath, [serverMain], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
      stdio: 'ignore'
    })
    await waitUntilUp(baseURL, child)
  }
  const stop = async (): Promise<void> => {
    const running = child
    child = null
    if (!running || running.exitCode !== null) return
    await new Promise<void>(resolve => {
      running.once('exit', () => { resolve() })
      running.kill('SIGTERM')
    })
  }
  await start()
  return {
    baseURL,
    dataDir,
    start,
    stop,
    dispose: async () => {
      await stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

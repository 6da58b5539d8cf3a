/*
 * The shop's server as the bench runs it: started from a build (`server/dist/main.js` of a checkout),
 * timed to its first 200, and stopped. Every process started here is kept in `children`, so the bench
 * can stop them all when it ends or is interrupted.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

const START_TIMEOUT_MS = 30_000

export const children = new Set<ChildProcess>()

export class ServerStartError extends Error {}

export function freePort (): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      probe.close(() => { resolve(port) })
    })
  })
}

function statusOf (url: string): Promise<number> {
  return new Promise(resolve => {
    const req = http.get(url, { agent: false }, res => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', () => { resolve(0) })
    req.setTimeout(2_000, () => { req.destroy(); resolve(0) })
  })
}

export function rssMiB (pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)
  if (!match) throw new Error(`No VmRSS in /proc/${pid}/status`)
  return Number(match[1]) / 1024
}

export interface RunningServer { child: ChildProcess, baseUrl: string, startMs: number, cpuMs: number, rssMiB: number }

/** User and system CPU time of a process so far (Linux, clock ticks of 10 ms). */
function cpuMs (pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** Path of the server bundle of a checkout. */
export function serverMainOf (projectRoot: string): string {
  return path.join(projectRoot, 'server', 'dist', 'main.js')
}

/** Starts a checkout's built server and waits for its first 200; the clock starts just before the spawn. */
export async function startServer (projectRoot: string, dataDir: string, port: number): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }
  // Measured as `npm start` runs it: with the default configuration, not a test overlay.
  delete env.NODE_ENV
  const stderr: string[] = []
  const started = performance.now()
  const child = spawn(process.execPath, [serverMainOf(projectRoot)], { cwd: projectRoot, env, stdio: ['ignore', 'ignore', 'pipe'] })
  children.add(child)
  child.stderr?.on('data', (chunk: Buffer) => { stderr.push(chunk.toString()) })
  let exited: number | null = null
  child.on('exit', code => { exited = code ?? -1; children.delete(child) })

  const url = `${baseUrl}/rest/admin/application-version`
  for (;;) {
    if (exited !== null) throw new ServerStartError(`The server exited with code ${exited} before answering:\n${stderr.join('')}`)
    if (performance.now() - started > START_TIMEOUT_MS) {
      await stopProcess(child)
      throw new ServerStartError(`The server did not answer ${url} within ${START_TIMEOUT_MS} ms:\n${stderr.join('')}`)
    }
    if (await statusOf(url) === 200) {
      const startMs = performance.now() - started
      return { child, baseUrl, startMs, cpuMs: cpuMs(child.pid as number), rssMiB: rssMiB(child.pid as number) }
    }
    await new Promise(resolve => setTimeout(resolve, 5))
  }
}

export function stopProcess (child: ChildProcess): Promise<void> {
  return new Promise(resolve => {
    if (child.exitCode !== null || child.signalCode !== null) { children.delete(child); resolve(); return }
    const force = setTimeout(() => { child.kill('SIGKILL') }, 5_000)
    child.once('exit', () => { clearTimeout(force); children.delete(child); resolve() })
    child.kill('SIGTERM')
  })
}

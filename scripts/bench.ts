/*
 * npm run bench — builds, then reports against the performance targets:
 *   - cold start: spawn of `node server/dist/main.js` to the first 200 on
 *     GET /rest/admin/application-version (median of 5 starts on an already seeded data folder;
 *     the very first start on an empty folder, which creates and seeds the shop, is shown apart);
 *   - memory: VmRSS of the server process right after that first 200 (median);
 *   - first-load JavaScript: every script Debian's Chromium loads for /#/search, each gzipped
 *     at level 9, summed;
 *   - score board: filter toggles on a board of 150 challenges, click to settled table
 *     (scripts/bench-score-board.ts).
 * It is a report: it exits 0 whether the targets pass or not, and 1 only when the server does not
 * start. Every process it starts is stopped before it exits.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'
import { chromiumLaunchOptions } from '../e2e/chromium'
import { COMPLETE_TARGET_MS, measureScoreBoard, SYNTHETIC_COUNT, TOGGLE_TARGET_MS, type ToggleTiming } from './bench-score-board'

const projectRoot = path.resolve(path.dirname(process.argv[1] ?? '.'), '..')
const serverMain = path.join(projectRoot, 'server', 'dist', 'main.js')
const RUNS = 5
const START_TIMEOUT_MS = 30_000
const TARGETS = { startMs: 500, rssMiB: 100, jsGzipKiB: 250 }

const children = new Set<ChildProcess>()
let browser: Browser | undefined
const tempFolders: string[] = []

class ServerStartError extends Error {}

function freePort (): Promise<number> {
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

function rssMiB (pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)
  if (!match) throw new Error(`No VmRSS in /proc/${pid}/status`)
  return Number(match[1]) / 1024
}

interface RunningServer {
  child: ChildProcess
  baseUrl: string
  startMs: number
  rssMiB: number
}

/** Starts the built server and waits for its first 200; the clock starts just before the spawn. */
async function startServer (dataDir: string): Promise<RunningServer> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }
  // Measured as `npm start` runs it: with the default configuration, not a test overlay.
  delete env.NODE_ENV
  const stderr: string[] = []
  const started = performance.now()
  const child = spawn(process.execPath, [serverMain], { cwd: projectRoot, env, stdio: ['ignore', 'ignore', 'pipe'] })
  children.add(child)
  child.stderr?.on('data', (chunk: Buffer) => { stderr.push(chunk.toString()) })
  let exited: number | null = null
  child.on('exit', code => { exited = code ?? -1; children.delete(child) })

  const url = `${baseUrl}/rest/admin/application-version`
  for (;;) {
    if (exited !== null) throw new ServerStartError(`The server exited with code ${exited} before answering:\n${stderr.join('')}`)
    if (performance.now() - started > START_TIMEOUT_MS) {
      stopServer(child)
      throw new ServerStartError(`The server did not answer ${url} within ${START_TIMEOUT_MS} ms:\n${stderr.join('')}`)
    }
    if (await statusOf(url) === 200) {
      const startMs = performance.now() - started
      return { child, baseUrl, startMs, rssMiB: rssMiB(child.pid as number) }
    }
    await new Promise(resolve => setTimeout(resolve, 5))
  }
}

function stopServer (child: ChildProcess): Promise<void> {
  return new Promise(resolve => {
    if (child.exitCode !== null || child.signalCode !== null) { children.delete(child); resolve(); return }
    const force = setTimeout(() => { child.kill('SIGKILL') }, 5_000)
    child.once('exit', () => { clearTimeout(force); children.delete(child); resolve() })
    child.kill('SIGTERM')
  })
}

function median (values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

interface ScriptFile { url: string; rawBytes: number; gzipBytes: number }

/** Every JavaScript response of a first visit to /#/search, gzipped at level 9. */
async function firstLoadJavaScript (baseUrl: string): Promise<ScriptFile[]> {
  browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true })
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const pending: Array<Promise<ScriptFile | null>> = []
  page.on('response', response => {
    const type = response.headers()['content-type'] ?? ''
    const isScript = response.request().resourceType() === 'script' || /javascript|ecmascript/i.test(type)
    if (!isScript || response.status() !== 200) return
    pending.push(response.body().then(
      body => ({ url: response.url(), rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }),
      () => null
    ))
  })
  await page.goto(`${baseUrl}/#/search`, { waitUntil: 'networkidle' })
  // Lazy chunks (the screen, the welcome dialog) follow the first render; let them settle too.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  await page.waitForLoadState('networkidle')
  const files = (await Promise.all(pending)).filter((file): file is ScriptFile => file !== null)
  await browser.close()
  browser = undefined
  const unique = new Map(files.map(file => [file.url, file]))
  return [...unique.values()]
}

/** Filter toggles on a score board of SYNTHETIC_COUNT challenges (see bench-score-board.ts). */
async function scoreBoardToggles (baseUrl: string): Promise<ToggleTiming[]> {
  browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true })
  const board = await measureScoreBoard(browser, baseUrl)
  await browser.close()
  browser = undefined
  console.log(`Score board with ${SYNTHETIC_COUNT} challenges: first rows after ${fmt(board.firstRowsMs)} ms, all rows prepared after ${fmt(board.allRowsMs)} ms`)
  console.log('Filter toggles, click to first reaction / to complete list:')
  for (const t of board.toggles) console.log(`  ${fmt(t.responseMs).padStart(5)} ms / ${fmt(t.completeMs).padStart(5)} ms  ${t.toggle} (${t.rows} rows)`)
  console.log('')
  return board.toggles
}

const verdict = (pass: boolean): string => pass ? 'PASS' : 'FAIL'
const fmt = (n: number, digits = 0): string => n.toFixed(digits)

async function main (): Promise<void> {
  if (!fs.existsSync(serverMain)) throw new ServerStartError(`${serverMain} is missing; run npm run build first`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'juice-shop-bench-'))
  tempFolders.push(dataDir)

  console.log(`Benchmark of ${path.relative(process.cwd(), serverMain) || serverMain} (node ${process.version}, ${os.cpus().length} CPUs)\n`)

  // First-ever start: empty data folder, so the shop creates its database, keys and seed data.
  const first = await startServer(dataDir)
  await stopServer(first.child)
  console.log(`First start on an empty data folder: ${fmt(first.startMs)} ms, RSS ${fmt(first.rssMiB, 1)} MiB (creates and seeds the shop)`)

  const starts: number[] = []
  const rss: number[] = []
  let last: RunningServer | undefined
  for (let i = 0; i < RUNS; i++) {
    const run = await startServer(dataDir)
    starts.push(run.startMs)
    rss.push(run.rssMiB)
    if (i < RUNS - 1) await stopServer(run.child)
    else last = run
  }
  console.log(`Cold starts on the seeded folder (ms): ${starts.map(s => fmt(s)).join(', ')}`)
  console.log(`RSS after start (MiB):                 ${rss.map(r => fmt(r, 1)).join(', ')}\n`)

  let files: ScriptFile[] = []
  let browserError: string | undefined
  let toggles: ToggleTiming[] = []
  try {
    files = await firstLoadJavaScript((last as RunningServer).baseUrl)
    toggles = await scoreBoardToggles((last as RunningServer).baseUrl)
  } catch (error) {
    browserError = error instanceof Error ? error.message.split('\n')[0] : String(error)
    console.log(`Could not finish the browser measurements: ${browserError}`)
  } finally {
    await stopServer((last as RunningServer).child)
  }
  const base = (last as RunningServer).baseUrl
  console.log('JavaScript loaded for /#/search (first visit, default configuration):')
  for (const file of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const name = file.url.startsWith(base) ? file.url.slice(base.length) : file.url
    console.log(`  ${fmt(file.gzipBytes / 1024, 1).padStart(7)} KiB gzip  ${fmt(file.rawBytes / 1024, 1).padStart(7)} KiB raw  ${name}`)
  }
  const gzipTotal = files.reduce((sum, file) => sum + file.gzipBytes, 0)
  const rawTotal = files.reduce((sum, file) => sum + file.rawBytes, 0)
  console.log(`  ${fmt(gzipTotal / 1024, 1).padStart(7)} KiB gzip  ${fmt(rawTotal / 1024, 1).padStart(7)} KiB raw  total of ${files.length} files\n`)

  const startMedian = median(starts)
  const rssMedian = median(rss)
  const jsKiB = gzipTotal / 1024
  const jsOk = files.length > 0 && jsKiB <= TARGETS.jsGzipKiB
  console.log('Target                                   Measured        Result')
  console.log(`Cold start (median of ${RUNS}) <= ${TARGETS.startMs} ms        ${(fmt(startMedian) + ' ms').padEnd(15)} ${verdict(startMedian <= TARGETS.startMs)}`)
  console.log(`RSS after start (median) <= ${TARGETS.rssMiB} MiB       ${(fmt(rssMedian, 1) + ' MiB').padEnd(15)} ${verdict(rssMedian <= TARGETS.rssMiB)}`)
  console.log(`First-load JS <= ${TARGETS.jsGzipKiB} KiB gzip             ${(fmt(jsKiB, 1) + ' KiB').padEnd(15)} ${verdict(jsOk)}${browserError ? ' (browser failed)' : files.length === 0 ? ' (no scripts loaded)' : ''}`)
  const measured = toggles.length > 0
  const slowestResponse = Math.max(...toggles.map(t => t.responseMs))
  const slowestComplete = Math.max(...toggles.map(t => t.completeMs))
  console.log(`Board filter reaction (max) <= ${TOGGLE_TARGET_MS} ms    ${(measured ? fmt(slowestResponse) + ' ms' : '-').padEnd(15)} ${verdict(measured && slowestResponse <= TOGGLE_TARGET_MS)}`)
  console.log(`Board list complete (max) <= ${COMPLETE_TARGET_MS} ms     ${(measured ? fmt(slowestComplete) + ' ms' : '-').padEnd(15)} ${verdict(measured && slowestComplete <= COMPLETE_TARGET_MS)}`)
  console.log(`\n(First start on an empty folder, not a target: ${fmt(first.startMs)} ms.)`)
}

async function cleanUp (): Promise<void> {
  await browser?.close().catch(() => undefined)
  await Promise.all([...children].map(stopServer))
  for (const folder of tempFolders) fs.rmSync(folder, { recursive: true, force: true })
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => { void cleanUp().finally(() => process.exit(130)) })
}

main().then(
  async () => { await cleanUp(); process.exit(0) },
  async (error: unknown) => {
    await cleanUp()
    if (error instanceof ServerStartError) {
      console.error(`The server failed to start: ${error.message}`)
      process.exit(1)
    }
    // Anything else (e.g. the browser part) is reported, but the bench stays a report.
    console.error('Benchmark incomplete:', error)
    process.exit(0)
  }
)

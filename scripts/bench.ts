/*
 * npm run bench — builds (with the bundle analyzer report), then measures every performance target
 * and says which ones fail. Figures, in the order they are taken:
 *   - cold start: spawn of `node server/dist/main.js` to the first 200 on
 *     GET /rest/admin/application-version, median of 5 starts on an already seeded data folder (the
 *     very first start on an empty folder, which creates and seeds the shop, is shown apart);
 *   - memory: VmRSS of the server right after that first 200, and again after the load runs;
 *   - first product card of /#/search in a cold Chromium profile, median of 5, with the request
 *     waterfall of the median visit (scripts/bench-browser.ts);
 *   - first-load JavaScript for /#/search, gzip, with what it carries (scripts/bench-bundle.ts);
 *   - score board filter toggles on 150 challenges (scripts/bench-score-board.ts);
 *   - load: autocannon, 50 connections, 10 s, on / with a bare node:http server sending the same
 *     index.html beside it; then on GET /rest/admin/application-version as the reference and the
 *     search, login, product list and challenge list, each with its ratio to the reference; then
 *     the hostile case: runaway searches cut off, honest logins meanwhile (scripts/bench-load.ts).
 * BENCH_PORT picks the shop's port (default: any free port); the bare server always takes a free one.
 * BENCH_ROOT points it at another checkout's build, to compare before and after in the same minutes.
 *   - classroom mode: 200 teams joining, RSS idle and with 20 teams active, open file handles, search
 *     throughput of 20 teams against one (scripts/bench-classroom.ts), on a server of its own.
 * BENCH_ONLY=firstcard builds nothing, starts the built server once and takes only the first product card
 * (five cold visits, their median and the waterfall of the median visit: `npx tsx scripts/bench.ts`);
 * BENCH_BEFORE=<checkout> starts that checkout's build beside it and alternates the visits between them;
 * BENCH_VISITS sets the number of visits per build (default 5), for a steadier median on a busy machine.
 * BENCH_ONLY=load starts the server once and takes only the load figures (about two minutes).
 * BENCH_ONLY=start takes only the cold starts and the RSS after start (under a minute, no browser;
 *   `npx tsx scripts/bench.ts` skips the build that `npm run bench` does first).
 * BENCH_LOAD_SECONDS shortens each load run (default 10 s), e.g. BENCH_ONLY=load BENCH_LOAD_SECONDS=3.
 * BENCH_ONLY=classroom takes only the classroom figures (a few minutes: 200 spare keys are made first).
 *   - classroom replicas: three behind nginx with Redis (scripts/bench-cluster.ts; needs Debian's
 *     redis-server and nginx). BENCH_ONLY=cluster takes only these; BENCH_CLUSTER_TEAMS sets the teams.
 * The machine may be shared: every figure is a median with its spread, taken within the same minutes.
 * It is a report: it exits 0 whether the targets pass or not, and 1 only when the server does not
 * start. Every process it starts is stopped before it exits.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../e2e/chromium'
import { closeBrowser, firstCardVisit, firstLoadJavaScript, formatWaterfall, type FirstCardVisit, type ScriptFile } from './bench-browser'
import { bundleSummary } from './bench-bundle'
import {
  API_TARGETS, apiCalls, formatApiCall, formatHostile, formatLoad, hostileRun, LOAD_CONNECTIONS, LOAD_SECONDS, loadRun, ofBare,
  meetsApiTargets, percentile, REFERENCE_PATH, startBareServer, type LoadFigure
} from './bench-load'
import { measureClassroom } from './bench-classroom'
import { measureCluster } from './bench-cluster'
import { COMPLETE_TARGET_MS, measureScoreBoard, SYNTHETIC_COUNT, TOGGLE_TARGET_MS, type ToggleTiming } from './bench-score-board'
import { children, freePort, rssMiB, serverMainOf, ServerStartError, startServer, stopProcess, type RunningServer } from './bench-server'

// BENCH_ROOT measures the build of another checkout (e.g. the commit before a change) with this bench.
const projectRoot = path.resolve(process.env.BENCH_ROOT ?? path.join(path.dirname(process.argv[1] ?? '.'), '..'))
const serverMain = serverMainOf(projectRoot)
const webRoot = path.join(projectRoot, 'web')
const RUNS = 5
const TARGETS = { startMs: 300, rssMiB: 100, firstCardMs: 600, jsGzipKiB: 200, indexRps: 8000, shareOfBare: 1 / 3 }

const tempFolders: string[] = []

/** What Node itself needs to start and stop, in the same minutes: the floor under any server start. */
function bareNodeStart (): { wallMs: number, cpuMs: number } {
  const started = performance.now()
  const out = spawnSync(process.execPath, ['-e', 'const c = process.cpuUsage(); process.stdout.write(String((c.user + c.system) / 1000))'], { encoding: 'utf8' })
  return { wallMs: performance.now() - started, cpuMs: Number(out.stdout) }
}

function median (values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const fmt = (n: number, digits = 0): string => n.toFixed(digits)
const spreadOf = (values: number[], digits = 0): string => values.length === 0 ? '-' : `${fmt(Math.min(...values), digits)}–${fmt(Math.max(...values), digits)}`

interface Row { figure: string, measured: string, spread: string, target: string, pass: boolean }
const rows: Row[] = []
function report (figure: string, measured: string, spread: string, target: string, pass: boolean): void {
  rows.push({ figure, measured, spread, target, pass })
}

/** Reports a browser step's failure instead of ending the bench. */
async function attempt<T> (what: string, step: () => Promise<T>): Promise<T | undefined> {
  try {
    return await step()
  } catch (error) {
    console.log(`Could not measure ${what}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`)
    await closeBrowser()
    return undefined
  }
}

async function measureStarts (dataDir: string, port: number): Promise<RunningServer> {
  const first = await startServer(projectRoot, dataDir, port)
  await stopProcess(first.child)
  console.log(`First start on an empty data folder: ${fmt(first.startMs)} ms, RSS ${fmt(first.rssMiB, 1)} MiB (creates and seeds the shop; not a target)`)
  const starts: number[] = []
  const cpu: number[] = []
  const rss: number[] = []
  const bare: Array<{ wallMs: number, cpuMs: number }> = []
  let last: RunningServer | undefined
  for (let i = 0; i < RUNS; i++) {
    bare.push(bareNodeStart())
    const run = await startServer(projectRoot, dataDir, port)
    starts.push(run.startMs)
    cpu.push(run.cpuMs)
    rss.push(run.rssMiB)
    if (i < RUNS - 1) await stopProcess(run.child)
    else last = run
  }
  console.log(`Cold starts on the seeded folder (ms): ${starts.map(s => fmt(s)).join(', ')}`)
  console.log(`  CPU time of those starts (ms):       ${cpu.map(c => fmt(c)).join(', ')}`)
  console.log(`  bare \`node -e\` alongside, wall (ms):  ${bare.map(b => fmt(b.wallMs)).join(', ')}; its CPU (ms): ${bare.map(b => fmt(b.cpuMs)).join(', ')}`)
  console.log(`RSS after start (MiB):                 ${rss.map(r => fmt(r, 1)).join(', ')}\n`)
  report(`Cold start, median of ${RUNS}`, `${fmt(median(starts))} ms`, spreadOf(starts), `≤ ${TARGETS.startMs} ms`, median(starts) <= TARGETS.startMs)
  report('  its CPU time, median', `${fmt(median(cpu))} ms`, spreadOf(cpu), 'report only', true)
  const bareWall = bare.map(b => b.wallMs)
  report('  bare node -e alongside, median', `${fmt(median(bareWall))} ms`, spreadOf(bareWall), 'report only (floor)', true)
  report('RSS after start, median', `${fmt(median(rss), 1)} MiB`, spreadOf(rss, 1), `≤ ${TARGETS.rssMiB} MiB`, median(rss) <= TARGETS.rssMiB)
  return last as RunningServer
}

interface Build { label: string, baseUrl: string }

/** Visits each build's /#/search in turn, so that every build meets the machine in the same minutes. */
async function measureFirstCard (builds: Build[], runs = RUNS): Promise<void> {
  const visits = builds.map((): FirstCardVisit[] => [])
  for (let i = 0; i < runs; i++) {
    for (const [k, build] of builds.entries()) {
      const visit = await attempt('the first product card', () => firstCardVisit(build.baseUrl))
      if (visit) visits[k].push(visit)
    }
  }
  for (const [k, build] of builds.entries()) reportFirstCard(build, visits[k], runs)
}

function reportFirstCard (build: Build, visits: FirstCardVisit[], runs: number): void {
  const times = visits.map(v => v.cardMs)
  const of = build.label === '' ? '' : ` (${build.label})`
  if (visits.length > 0) {
    console.log(`First product card of /#/search${of}, cold profile (ms): ${times.map(t => fmt(t)).join(', ')}`)
    console.log(`  main-thread CPU time until then (ms):             ${visits.map(v => fmt(v.mainThreadCpuMs)).join(', ')}`)
    const middle = [...visits].sort((a, b) => a.cardMs - b.cardMs)[Math.floor(visits.length / 2)]
    console.log('Request waterfall of the median visit (start–end ms after navigation start, transferred size):')
    for (const line of formatWaterfall(middle, build.baseUrl)) console.log(line)
    console.log('')
  }
  const ok = visits.length === runs && median(times) <= TARGETS.firstCardMs
  report(`First product card${of}, median of ${runs}`, visits.length > 0 ? `${fmt(median(times))} ms` : 'failed', spreadOf(times), `≤ ${TARGETS.firstCardMs} ms`, ok)
  const cpu = visits.map(v => v.mainThreadCpuMs)
  if (visits.length > 0) report(`  main-thread CPU until then${of}, median`, `${fmt(median(cpu))} ms`, spreadOf(cpu), 'report only', true)
}

/**
 * BENCH_ONLY=firstcard: one start of the built server, then the first-card visits; with
 * BENCH_BEFORE=<checkout> that checkout's build runs beside it and the visits alternate.
 */
async function measureFirstCardOnly (dataDir: string, port: number): Promise<void> {
  const servers = [await startServer(projectRoot, dataDir, port)]
  const before = process.env.BENCH_BEFORE
  try {
    if (before !== undefined) {
      const beforeData = fs.mkdtempSync(path.join(os.tmpdir(), 'juice-shop-bench-before-'))
      tempFolders.push(beforeData)
      servers.push(await startServer(path.resolve(before), beforeData, await freePort()))
    }
    const builds = servers.map((server, k) => ({ label: before === undefined ? '' : ['after', 'before'][k], baseUrl: server.baseUrl }))
    await measureFirstCard(builds.reverse(), Number(process.env.BENCH_VISITS ?? RUNS))
  } finally {
    await Promise.all(servers.map(server => stopProcess(server.child)))
  }
}

async function measureFirstLoadJs (baseUrl: string): Promise<void> {
  const files: ScriptFile[] = await attempt('the first-load JavaScript', () => firstLoadJavaScript(baseUrl)) ?? []
  console.log('JavaScript loaded for /#/search (first visit, default configuration):')
  for (const file of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const name = file.url.startsWith(baseUrl) ? file.url.slice(baseUrl.length) : file.url
    console.log(`  ${fmt(file.gzipBytes / 1024, 1).padStart(7)} KiB gzip  ${fmt(file.rawBytes / 1024, 1).padStart(7)} KiB raw  ${name}`)
  }
  const gzipKiB = files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024
  const rawKiB = files.reduce((sum, file) => sum + file.rawBytes, 0) / 1024
  console.log(`  ${fmt(gzipKiB, 1).padStart(7)} KiB gzip  ${fmt(rawKiB, 1).padStart(7)} KiB raw  total of ${files.length} files\n`)
  console.log('What the first-load scripts carry (bundle analyzer, largest first):')
  for (const line of bundleSummary(projectRoot, files.map(file => new URL(file.url).pathname.slice(1)))) console.log(line)
  console.log('')
  report('First-load JS for /#/search, gzip', files.length > 0 ? `${fmt(gzipKiB, 1)} KiB` : 'failed', `${files.length} files`, `≤ ${TARGETS.jsGzipKiB} KiB`, files.length > 0 && gzipKiB <= TARGETS.jsGzipKiB)
}

async function measureScoreBoardToggles (baseUrl: string): Promise<void> {
  const board = await attempt('the score board', async () => {
    const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true })
    try { return await measureScoreBoard(browser, baseUrl) } finally { await browser.close() }
  })
  const toggles: ToggleTiming[] = board?.toggles ?? []
  if (board) {
    console.log(`Score board with ${SYNTHETIC_COUNT} challenges: first rows after ${fmt(board.firstRowsMs)} ms, all rows prepared after ${fmt(board.allRowsMs)} ms`)
    console.log('Filter toggles, click to first reaction / to complete list:')
    for (const t of toggles) console.log(`  ${fmt(t.responseMs).padStart(5)} ms / ${fmt(t.completeMs).padStart(5)} ms  ${t.toggle} (${t.rows} rows)`)
    console.log('')
  }
  const reaction = toggles.map(t => t.responseMs)
  const complete = toggles.map(t => t.completeMs)
  report('Board filter reaction, slowest', board ? `${fmt(Math.max(...reaction))} ms` : 'failed', spreadOf(reaction), `≤ ${TOGGLE_TARGET_MS} ms`, board !== undefined && Math.max(...reaction) <= TOGGLE_TARGET_MS)
  report('Board list complete, slowest', board ? `${fmt(Math.max(...complete))} ms` : 'failed', spreadOf(complete), `≤ ${COMPLETE_TARGET_MS} ms`, board !== undefined && Math.max(...complete) <= COMPLETE_TARGET_MS)
}

async function measureLoad (server: RunningServer): Promise<void> {
  console.log(`Load: autocannon, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s each (median of the one-second samples and their range)`)
  const barePort = await freePort()
  const bare = await startBareServer(path.join(webRoot, 'dist', 'index.html'), barePort)
  children.add(bare)
  const figures = new Map<string, LoadFigure>()
  try {
    // The bare server runs right before the shop's `/`, so both see the machine in the same state.
    const bareFigure = await loadRun('bare node:http server, same index.html', `http://127.0.0.1:${barePort}/`)
    console.log(formatLoad(bareFigure))
    figures.set('bare', bareFigure)
  } finally {
    await stopProcess(bare)
  }
  const indexFigure = await loadRun('GET /', `${server.baseUrl}/`)
  const bareFigure = figures.get('bare') as LoadFigure
  console.log(`${formatLoad(indexFigure)}  (${ofBare(indexFigure, bareFigure)})`)
  figures.set('/', indexFigure)
  await measureApiCalls(server, bareFigure)
  const rssAfter = rssMiB(server.child.pid as number)
  console.log(`RSS after the load runs: ${fmt(rssAfter, 1)} MiB\n`)

  const index = figures.get('/') as LoadFigure
  const bareRps = (figures.get('bare') as LoadFigure).median
  const needed = Math.max(TARGETS.indexRps, bareRps * TARGETS.shareOfBare)
  report('GET / req/s, median', `${fmt(index.median)}`, `${fmt(index.min)}–${fmt(index.max)}`, `≥ ${TARGETS.indexRps} and ≥ ⅓ bare (${fmt(bareRps)})`, index.failures === 0 && index.median >= needed)
  // No target of its own: the 100 MiB limit is for a freshly started server; this shows what load leaves behind.
  report('RSS after the load runs', `${fmt(rssAfter, 1)} MiB`, '-', 'report only', true)
}

/** The API calls against the reference on the same server and the bare server's figure, then the hostile case. */
async function measureApiCalls (server: RunningServer, bare: LoadFigure): Promise<void> {
  const domain = /^\s*domain:\s*(\S+)/m.exec(fs.readFileSync(path.join(projectRoot, 'config', 'default.yml'), 'utf8'))?.[1] ?? 'juice.shop.test'
  const calls = apiCalls(domain)
  const reference = await loadRun(`GET ${REFERENCE_PATH} (reference)`, `${server.baseUrl}${REFERENCE_PATH}`)
  console.log(`${formatLoad(reference)}  (${ofBare(reference, bare)})`)
  for (const call of calls) {
    const figure = await loadRun(call.label, `${server.baseUrl}${call.path}`, call.request)
    console.log(formatApiCall(figure, reference, bare))
    report(`${call.label} req/s, median (p99 ${figure.latencyP99Ms} ms)`, `${fmt(figure.median)}`, `${fmt(figure.min)}–${fmt(figure.max)}`,
      `≥ ${API_TARGETS.rps}, p99 ≤ ${API_TARGETS.p99Ms} ms; ${(figure.median / reference.median).toFixed(2)}× ref., ${(figure.median / bare.median).toFixed(2)}× bare`, meetsApiTargets(figure))
  }
  const hostile = await attempt('the hostile case', () => hostileRun(server.baseUrl, calls[1]))
  if (hostile === undefined) return
  for (const line of formatHostile(hostile)) console.log(line)
  const cutOff = Math.max(...hostile.cutOffs.map(c => c.ms))
  report('Runaway search cut off, slowest', `${fmt(cutOff)} ms`, hostile.cutOffs.map(c => c.status).join(','), 'report only (limit 1.5 s + queue)', hostile.cutOffs.every(c => c.status === 503))
  report('  honest login meanwhile, p99', `${fmt(percentile(hostile.duringLoginMs, 0.99))} ms`, `n=${hostile.duringLoginMs.length}`, 'report only', true)
}

function printTable (): void {
  const width = Math.max(...rows.map(r => r.figure.length))
  console.log(`${'Figure'.padEnd(width)}  ${'Measured'.padEnd(12)} ${'Spread'.padEnd(13)} ${'Target'.padEnd(34)} Result`)
  for (const r of rows) console.log(`${r.figure.padEnd(width)}  ${r.measured.padEnd(12)} ${r.spread.padEnd(13)} ${r.target.padEnd(34)} ${r.pass ? 'PASS' : 'FAIL'}`)
  const failing = rows.filter(r => !r.pass).map(r => r.figure)
  console.log(failing.length === 0 ? '\nEvery target is met.' : `\nFailing: ${failing.join('; ')}.`)
}

async function main (): Promise<void> {
  if (!fs.existsSync(serverMain)) throw new ServerStartError(`${serverMain} is missing; run npm run build first`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'juice-shop-bench-'))
  tempFolders.push(dataDir)
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort()
  const load = os.loadavg().map(l => l.toFixed(2)).join(' ')
  console.log(`Benchmark of ${path.relative(process.cwd(), serverMain) || serverMain} on port ${port} (node ${process.version}, ${os.cpus().length} CPUs, load average ${load}, ${new Date().toISOString()})\n`)

  if (process.env.BENCH_ONLY === 'cluster') {
    await measureClusterMode()
    printTable()
    return
  }
  if (process.env.BENCH_ONLY === 'firstcard') {
    await measureFirstCardOnly(dataDir, port)
    printTable()
    return
  }
  if (process.env.BENCH_ONLY === 'classroom') {
    await measureClassroomMode(port)
    printTable()
    return
  }
  if (process.env.BENCH_ONLY === 'start') {
    const last = await measureStarts(dataDir, port)
    await stopProcess(last.child)
    printTable()
    return
  }
  const onlyLoad = process.env.BENCH_ONLY === 'load'
  const server = onlyLoad ? await startServer(projectRoot, dataDir, port) : await measureStarts(dataDir, port)
  try {
    if (!onlyLoad) {
      await measureFirstCard([{ label: '', baseUrl: server.baseUrl }])
      await measureFirstLoadJs(server.baseUrl)
      await measureScoreBoardToggles(server.baseUrl)
    }
    await measureLoad(server)
  } finally {
    await stopProcess(server.child)
  }
  if (!onlyLoad) await measureClassroomMode(port)
  if (!onlyLoad) await measureClusterMode()
  printTable()
  console.log(`(Load average at the end: ${os.loadavg().map(l => l.toFixed(2)).join(' ')}.)`)
}

async function measureClassroomMode (port: number): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'juice-shop-bench-classroom-'))
  tempFolders.push(dataDir)
  const done = await attempt('classroom mode', async () => {
    await measureClassroom({ serverMain, projectRoot, dataDir, port, report, track: child => { children.add(child) }, stop: stopProcess })
    return true
  })
  if (done !== true) report('Classroom mode', 'failed', '-', 'see above', false)
}

async function measureClusterMode (): Promise<void> {
  const done = await attempt('classroom replicas', async () => {
    await measureCluster({ projectRoot, report })
    return true
  })
  if (done !== true) report('Classroom replicas', 'failed', '-', 'see above', false)
}

async function cleanUp (): Promise<void> {
  await closeBrowser()
  await Promise.all([...children].map(stopProcess))
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
    // Anything else is reported, but the bench stays a report.
    console.error('Benchmark incomplete:', error)
    process.exit(0)
  }
)

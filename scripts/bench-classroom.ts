/*
 * Classroom figures for `npm run bench` (BENCH_ONLY=classroom runs them alone): the built server in
 * classroom mode in a child process, 200 teams joining one after another (median and worst join),
 * the server's RSS with 200 idle teams and with 20 teams active, its open file handles, and search
 * throughput with 20 teams active against one team alone (autocannon, same connections in total).
 * The spare RSA keys are made in the background after start, as in a class where the trainer
 * starts the server before the players arrive; the bench waits for them and says how long that took.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'

export const CLASSROOM_TARGETS = { teams: 200, joinMs: 50, idleMiBPerTeam: 5, totalMiB: 1200, activeTeams: 20, throughputShare: 0.8 }
const LOAD_CONNECTIONS = 40
const LOAD_SECONDS = 10
const KEYS_WAIT_MS = 600_000

type Report = (figure: string, measured: string, spread: string, target: string, pass: boolean) => void

export interface ClassroomBench {
  serverMain: string
  projectRoot: string
  dataDir: string
  port: number
  report: Report
  /** Registers the server process so the bench stops it whatever happens. */
  track: (child: ChildProcess) => void
  stop: (child: ChildProcess) => Promise<void>
}

const statusLine = (pid: number, key: string): number => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find(l => l.startsWith(`${key}:`)) ?? '0'
  return Number(line.replace(/\D+/g, ' ').trim().split(' ')[0])
}
const rssMiB = (pid: number): number => statusLine(pid, 'VmRSS') / 1024
const openHandles = (pid: number): number => fs.readdirSync(`/proc/${pid}/fd`).length
const sorted = (values: number[]): number[] => [...values].sort((a, b) => a - b)
const median = (values: number[]): number => sorted(values)[Math.floor(values.length / 2)]
const fmt = (n: number, digits = 0): string => n.toFixed(digits)

async function waitFor (what: string, check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<number> {
  const started = performance.now()
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`)
    await new Promise(resolve => setTimeout(resolve, 200))
  }
  return performance.now() - started
}

async function answers (url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

interface Team { name: string, cookie: string, token?: string, bid?: number }

async function join (base: string, name: string): Promise<{ team: Team, ms: number }> {
  const started = performance.now()
  const res = await fetch(`${base}/rest/classroom/teams/${encodeURIComponent(name)}/join`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
  const ms = performance.now() - started
  if (res.status !== 201) throw new Error(`Joining ${name} answered ${res.status}: ${await res.text()}`)
  return { team: { name, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] }, ms }
}

/** A player's first minute: the catalogue, a search, the injection, a login and a basket. */
async function journey (base: string, team: Team): Promise<void> {
  const call = async (method: string, url: string, body?: unknown): Promise<any> => {
    const headers: Record<string, string> = { Cookie: team.cookie, 'Content-Type': 'application/json' }
    if (team.token !== undefined) headers.Authorization = `Bearer ${team.token}`
    const res = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    return await res.json().catch(() => ({}))
  }
  await call('GET', '/api/Products')
  await call('GET', '/rest/products/search?q=apple')
  await call('POST', '/rest/user/login', { email: "' OR 1=1--", password: 'x' })
  await call('GET', '/api/Challenges/')
  const login = await call('POST', '/rest/user/login', { email: 'admin@juice.shop.test', password: 'qwerty123' })
  team.token = login.authentication?.token
  team.bid = login.authentication?.bid
  await call('GET', `/rest/basket/${team.bid ?? 1}`)
}

async function searchLoad (base: string, teams: Team[], connectionsEach: number): Promise<number> {
  const runs = await Promise.all(teams.map(async team => await autocannon({
    url: `${base}/rest/products/search?q=apple`,
    connections: connectionsEach,
    duration: LOAD_SECONDS,
    headers: { cookie: team.cookie, 'accept-encoding': 'gzip, deflate, br' }
  })))
  return runs.reduce((sum, run) => sum + run.requests.average, 0)
}

export async function measureClassroom (bench: ClassroomBench): Promise<void> {
  const base = `http://127.0.0.1:${bench.port}`
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'classroom', TRAINER_PASSWORD: 'bench-trainer-password', PORT: String(bench.port), HOST: '127.0.0.1', DATA_DIR: bench.dataDir }
  const child = spawn(process.execPath, [bench.serverMain], { cwd: bench.projectRoot, env, stdio: ['ignore', 'ignore', 'inherit'] })
  bench.track(child)
  try {
    const startMs = await waitFor('the classroom server start', async () => await answers(`${base}/rest/admin/application-version`), 60_000)
    const pid = child.pid as number
    const emptyRss = rssMiB(pid)
    const spareFolder = path.join(bench.dataDir, '.spare-keys')
    const spare = (): number => fs.existsSync(spareFolder) ? fs.readdirSync(spareFolder).filter(f => f.endsWith('.pem.json')).length : 0
    const keysMs = await waitFor(`${CLASSROOM_TARGETS.teams} spare keys`, () => spare() >= CLASSROOM_TARGETS.teams, KEYS_WAIT_MS)
    console.log(`Classroom server up in ${fmt(startMs)} ms (RSS ${fmt(emptyRss, 1)} MiB); ${CLASSROOM_TARGETS.teams} spare RSA keys made in the background in ${fmt(keysMs / 1000, 1)} s`)

    const teams: Team[] = []
    const joins: number[] = []
    for (let i = 0; i < CLASSROOM_TARGETS.teams; i++) {
      const { team, ms } = await join(base, `Bench Team ${String(i + 1).padStart(3, '0')}`)
      teams.push(team)
      joins.push(ms)
    }
    const idleRss = rssMiB(pid)
    const handles = openHandles(pid)
    const perTeam = (idleRss - emptyRss) / CLASSROOM_TARGETS.teams
    console.log(`Joins (ms): median ${fmt(median(joins), 1)}, p90 ${fmt(sorted(joins)[Math.floor(joins.length * 0.9)], 1)}, worst ${fmt(Math.max(...joins), 1)}`)
    console.log(`RSS with ${CLASSROOM_TARGETS.teams} idle teams: ${fmt(idleRss, 1)} MiB (${fmt(perTeam, 2)} MiB a team over the empty server); open file handles: ${handles}`)

    const active = teams.slice(0, CLASSROOM_TARGETS.activeTeams)
    await Promise.all(active.map(async team => { await journey(base, team) }))
    const activeRss = rssMiB(pid)

    const alone = await searchLoad(base, [teams[0]], LOAD_CONNECTIONS)
    const together = await searchLoad(base, active, LOAD_CONNECTIONS / CLASSROOM_TARGETS.activeTeams)
    const share = together / alone
    const afterLoadRss = rssMiB(pid)
    const finalHandles = openHandles(pid)
    console.log(`Search throughput (req/s, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s): one team ${fmt(alone)}, ${CLASSROOM_TARGETS.activeTeams} teams together ${fmt(together)}; RSS after ${fmt(afterLoadRss, 1)} MiB, ${finalHandles} open file handles\n`)

    const t = CLASSROOM_TARGETS
    bench.report(`Classroom: join of ${t.teams} teams, median`, `${fmt(median(joins), 1)} ms`, `${fmt(Math.min(...joins), 1)}–${fmt(Math.max(...joins), 1)}`, `≤ ${t.joinMs} ms`, median(joins) <= t.joinMs)
    bench.report(`  RSS with ${t.teams} idle teams`, `${fmt(idleRss)} MiB`, `${fmt(perTeam, 2)} MiB/team`, `≤ ${t.totalMiB} MiB, ≤ ${t.idleMiBPerTeam} MiB/team`, idleRss <= t.totalMiB && perTeam <= t.idleMiBPerTeam)
    bench.report(`  RSS with ${t.activeTeams} teams active`, `${fmt(activeRss)} MiB`, `${fmt(afterLoadRss)} after load`, `≤ ${t.totalMiB} MiB`, Math.max(activeRss, afterLoadRss) <= t.totalMiB)
    bench.report(`  search, ${t.activeTeams} teams vs one`, `${fmt(share * 100)} %`, `${fmt(together)}/${fmt(alone)} req/s`, `≥ ${fmt(t.throughputShare * 100)} %`, share >= t.throughputShare)
    bench.report(`  open file handles, ${t.teams} teams`, String(Math.max(handles, finalHandles)), `${handles} idle`, 'report only (bounded)', true)
  } finally {
    await bench.stop(child)
  }
}

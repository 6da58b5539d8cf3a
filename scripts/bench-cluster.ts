/*
 * Cluster figures for `npm run bench` (BENCH_ONLY=cluster runs them alone): three classroom replicas
 * behind nginx with the routing rule of deploy/nginx/classroom-routing.conf, and Redis, all on
 * loopback (server/src/cluster/local-cluster.ts, as the cluster test). Measured: joins and search
 * throughput through the front against one replica alone, the time from a solve on replica A to
 * the `classroom solve` push and the feed on replica C, Redis memory per team, and each replica's
 * RSS with the teams idle. BENCH_CLUSTER_TEAMS sets the number of teams (default 200).
 */
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import { Redis } from 'ioredis'
import { io as connect, type Socket } from 'socket.io-client'
import { LocalCluster, type Replica } from '../server/src/cluster/local-cluster'

export const CLUSTER_TARGETS = { solveToProjectorMs: 1000 }
const SEARCH_CONNECTIONS = 30
const SEARCH_SECONDS = 8
const LATENCY_SAMPLES = 8

type Report = (figure: string, measured: string, spread: string, target: string, pass: boolean) => void

export interface ClusterBench { projectRoot: string, report: Report }

interface Team { name: string, cookie: string, replica: string }

const sorted = (values: number[]): number[] => [...values].sort((a, b) => a - b)
const median = (values: number[]): number => sorted(values)[Math.floor(values.length / 2)] ?? NaN
const fmt = (n: number, digits = 0): string => n.toFixed(digits)
const rssMiB = (pid: number): number => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find(l => l.startsWith('VmRSS:')) ?? '0'
  return Number(line.replace(/\D+/g, ' ').trim().split(' ')[0]) / 1024
}

async function join (base: string, name: string): Promise<{ team: Team, ms: number }> {
  const started = performance.now()
  const res = await fetch(`${base}/rest/classroom/teams/${encodeURIComponent(name)}/join`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
  const ms = performance.now() - started
  if (res.status !== 201) throw new Error(`Joining ${name} answered ${res.status}: ${await res.text()}`)
  const cookie = res.headers.getSetCookie().map(line => line.split(';')[0]).join('; ')
  return { team: { name, cookie, replica: res.headers.get('x-replica') ?? '' }, ms }
}

async function search (base: string, teams: Team[], connectionsEach: number): Promise<number> {
  const runs = await Promise.all(teams.map(async team => await autocannon({
    url: `${base}/rest/products/search?q=apple`, connections: connectionsEach, duration: SEARCH_SECONDS, headers: { cookie: team.cookie }
  })))
  return runs.reduce((sum, run) => sum + run.requests.average, 0)
}

/** Bytes of every classroom key in Redis (MEMORY USAGE of each; INFO's total moves with client buffers). */
async function classroomKeysBytes (url: string): Promise<number> {
  const client = new Redis(url)
  try {
    let total = 0
    for await (const keys of client.scanStream({ match: 'classroom:*', count: 500 })) {
      for (const key of keys as string[]) total += Number(await client.memory('USAGE', key) ?? 0)
    }
    return total
  } finally {
    client.disconnect()
  }
}

/** Waits until the replica has made `count` spare RSA keys (a trainer starts the servers ahead of class). */
async function spareKeys (replica: Replica, count: number, timeoutMs: number): Promise<void> {
  const folder = path.join(replica.dataDir, '.spare-keys')
  const deadline = performance.now() + timeoutMs
  const made = (): number => fs.existsSync(folder) ? fs.readdirSync(folder).filter(f => f.endsWith('.pem.json')).length : 0
  while (made() < count && performance.now() < deadline) await new Promise(resolve => setTimeout(resolve, 500))
}

/** From the solve's request on replica A to the push on a socket of replica C, then C's feed showing it. */
async function solveToProjector (cluster: LocalCluster, solver: Team, watcher: Team): Promise<{ pushMs: number, feedMs: number }> {
  const socket: Socket = connect(cluster.front, { path: '/socket.io', transports: ['websocket'], extraHeaders: { Cookie: watcher.cookie }, reconnection: false })
  try {
    await new Promise<void>((resolve, reject) => { socket.once('connect', resolve); socket.once('connect_error', reject) })
    const pushed = new Promise<number>(resolve => {
      socket.on('classroom solve', (solve: { team: string }) => { if (solve.team === solver.name) resolve(performance.now()) })
    })
    const started = performance.now()
    await fetch(`${cluster.front}/api/Challenges/`, { headers: { Cookie: solver.cookie } })
    const pushAt = await pushed
    const feed = await fetch(`${cluster.front}/rest/classroom/feed`, { headers: { Cookie: watcher.cookie } })
    const body = await feed.json() as { solves: Array<{ team: string }> }
    if (!body.solves.some(s => s.team === solver.name)) throw new Error('The feed on replica C lacks the solve it announced')
    return { pushMs: pushAt - started, feedMs: performance.now() - started }
  } finally {
    socket.close()
  }
}

export async function measureCluster (bench: ClusterBench): Promise<void> {
  const teamsWanted = Number(process.env.BENCH_CLUSTER_TEAMS ?? 200)
  const cluster = new LocalCluster({ projectRoot: bench.projectRoot, replicas: 3 })
  try {
    const startedAt = performance.now()
    await cluster.start()
    console.log(`Cluster up (Redis, 3 replicas, nginx) in ${fmt(performance.now() - startedAt)} ms`)
    const emptyRss = cluster.replicas.map(r => rssMiB(r.child?.pid as number))
    await Promise.all(cluster.replicas.map(async r => { await spareKeys(r, Math.ceil(teamsWanted / 3), 180_000) }))

    const teams: Team[] = []
    const joins: number[] = []
    for (let i = 0; i < teamsWanted; i++) {
      const { team, ms } = await join(cluster.front, `Cluster Team ${String(i + 1).padStart(3, '0')}`)
      teams.push(team)
      joins.push(ms)
    }
    const redisBytes = await classroomKeysBytes(cluster.redisUrl)
    const perReplica = (replica: Replica): Team[] => teams.filter(t => t.replica === replica.id)
    const alone = new LocalCluster({ projectRoot: bench.projectRoot, replicas: 1 })
    let directJoins: number[] = []
    try {
      await alone.start()
      await spareKeys(alone.replicas[0]!, 20, 120_000)
      for (let i = 0; i < Math.min(20, teamsWanted); i++) directJoins.push((await join(alone.replicas[0]!.url, `Alone ${i}`)).ms)
    } finally {
      alone.stop()
    }
    directJoins = directJoins.slice(1)
    bench.report('Cluster: join through nginx, median', `${fmt(median(joins), 1)} ms`, `worst ${fmt(Math.max(...joins))}`, `one replica alone: ${fmt(median(directJoins), 1)} ms`, true)

    for (const replica of cluster.replicas) {
      const rss = rssMiB(replica.child?.pid as number)
      const held = perReplica(replica).length
      bench.report(`Cluster: RSS of ${replica.id} with ${held} idle teams`, `${fmt(rss, 1)} MiB`, `empty ${fmt(emptyRss[cluster.replicas.indexOf(replica)] ?? 0, 1)}`, 'report only', true)
    }
    bench.report('Cluster: Redis memory per team (no solves)', `${fmt(redisBytes / teams.length / 1024, 2)} KiB`, `${teams.length} teams`, 'report only', true)

    const oneEach = cluster.replicas.map(r => perReplica(r)[0]).filter((t): t is Team => t !== undefined)
    const oneReplica = await search(cluster.replicas[0]!.url, [perReplica(cluster.replicas[0]!)[0]!], SEARCH_CONNECTIONS)
    const spread = await search(cluster.front, oneEach, SEARCH_CONNECTIONS / oneEach.length)
    bench.report('Cluster: search req/s, 3 teams on 3 replicas via nginx', fmt(spread), `one replica alone ${fmt(oneReplica)}`, 'report only (2 cores shared)', true)

    const a = perReplica(cluster.replicas[0]!)
    const watcher = perReplica(cluster.replicas[2]!)[0]
    if (watcher === undefined || a.length === 0) throw new Error('No teams on replica A or C')
    const samples = []
    for (const solver of a.slice(0, LATENCY_SAMPLES)) samples.push(await solveToProjector(cluster, solver, watcher))
    const push = samples.map(s => s.pushMs)
    const feed = samples.map(s => s.feedMs)
    bench.report('Cluster: solve on A to push on C, median', `${fmt(median(push))} ms`, `${fmt(Math.min(...push))}–${fmt(Math.max(...push))}`, `≤ ${CLUSTER_TARGETS.solveToProjectorMs} ms`, median(push) <= CLUSTER_TARGETS.solveToProjectorMs)
    const solvedBytes = await classroomKeysBytes(cluster.redisUrl)
    console.log(`Redis: ${fmt(redisBytes / 1024, 1)} KiB of classroom keys for ${teams.length} teams; ${fmt((solvedBytes - redisBytes) / samples.length)} bytes more per team after its first solve`)
    bench.report('Cluster: solve on A to C\'s feed showing it', `${fmt(median(feed))} ms`, `${fmt(Math.min(...feed))}–${fmt(Math.max(...feed))}`, `≤ ${CLUSTER_TARGETS.solveToProjectorMs} ms`, median(feed) <= CLUSTER_TARGETS.solveToProjectorMs)
  } finally {
    cluster.stop()
  }
}

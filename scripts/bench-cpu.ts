/*
 * CPU time per request of the bench's API calls, for comparing two builds on a shared machine:
 *
 *   npx tsx scripts/bench-cpu.ts <root before> <root after> [rounds, even] [requests]
 *
 * Both servers run at once (fresh data folders, default configuration); in each round every call
 * is sent `requests` times (10 connections) to one server, then to the other, and the server's
 * own CPU time (user + system, /proc/<pid>/stat, Linux) for those requests is divided by their
 * number. Unlike requests per second, this hardly moves when other processes take the cores, so a
 * before/after difference shows on a loaded machine too. Medians of the rounds are printed, with
 * the ratio to GET /rest/admin/application-version of the same server.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { apiCalls, REFERENCE_PATH, type ApiCall } from './bench-load'

interface Server { root: string, child: ChildProcess, base: string, dataDir: string }

const TICKS_PER_MS = 100 / 1000 // USER_HZ is 100 on Linux

function cpuMs (pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS
}

async function start (root: string): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'juice-shop-cpu-'))
  const port = 20_000 + Math.floor(Math.random() * 20_000)
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }
  delete env.NODE_ENV
  const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  const base = `http://127.0.0.1:${port}`
  for (let tries = 0; ; tries++) {
    if (await fetch(`${base}${REFERENCE_PATH}`).then(res => res.ok, () => false)) break
    if (tries > 600) throw new Error(`The server of ${root} did not start`)
    await new Promise(resolve => setTimeout(resolve, 50))
  }
  return { root, child, base, dataDir }
}

/** Server CPU milliseconds per 1 000 requests of `call`, and whether every answer was 2xx. */
async function cpuPerThousand (server: Server, call: ApiCall, requests: number): Promise<number> {
  const before = cpuMs(server.child.pid as number)
  const result = await autocannon({ url: `${server.base}${call.path}`, connections: 10, amount: requests, ...call.request })
  const used = cpuMs(server.child.pid as number) - before
  if (result.non2xx + result.errors > 0) throw new Error(`${call.label} on ${server.root}: ${result.non2xx + result.errors} failed answers`)
  return used * 1000 / requests
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function main (): Promise<void> {
  const [beforeRoot, afterRoot] = [process.argv[2], process.argv[3]].map(root => path.resolve(root ?? '.'))
  // Each server goes first in every other round; an even count gives both the same share of firsts.
  const rounds = Number(process.argv[4] ?? 4)
  const requests = Number(process.argv[5] ?? 2000)
  const reference: ApiCall = { label: `GET ${REFERENCE_PATH} (reference)`, path: REFERENCE_PATH, request: {} }
  const calls = [reference, ...apiCalls('juice.shop.test')]
  const servers = [await start(beforeRoot), await start(afterRoot)]
  const figures = servers.map(() => calls.map((): number[] => []))
  try {
    // Warm-up: the first visits solve challenges and load lazy modules.
    for (const server of servers) for (const call of calls) await cpuPerThousand(server, call, 200)
    for (let round = 0; round < rounds; round++) {
      for (const [c, call] of calls.entries()) {
        const order = round % 2 === 0 ? [0, 1] : [1, 0]
        for (const s of order) figures[s][c].push(await cpuPerThousand(servers[s], call, requests))
      }
    }
  } finally {
    for (const server of servers) server.child.kill('SIGTERM')
  }
  console.log(`Server CPU ms per 1000 requests, median of ${rounds} rounds of ${requests} (load average ${os.loadavg().map(l => l.toFixed(2)).join(' ')})`)
  console.log(`${'call'.padEnd(40)} ${'before'.padStart(8)} ${'after'.padStart(8)}  ${'after/before'.padStart(12)}  ratio to reference before → after`)
  for (const [c, call] of calls.entries()) {
    const [b, a] = [median(figures[0][c]), median(figures[1][c])]
    const [rb, ra] = [median(figures[0][0]), median(figures[1][0])]
    console.log(`${call.label.padEnd(40)} ${b.toFixed(0).padStart(8)} ${a.toFixed(0).padStart(8)}  ${(a / b).toFixed(2).padStart(12)}  ${(b / rb).toFixed(2)}× → ${(a / ra).toFixed(2)}× the reference's CPU`)
  }
  for (const server of servers) fs.rmSync(server.dataDir, { recursive: true, force: true })
}

main().catch((error: unknown) => { console.error(error); process.exit(1) })

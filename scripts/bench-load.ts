/*
 * Load figures for `npm run bench`: autocannon with 50 connections for 10 s against each path, and
 * a bare `node:http` server that answers every request with the same index.html from memory, run
 * in the same minutes, so the shop's `GET /` can be compared with what this machine can do at all.
 * Requests for `/` carry no Accept-Encoding, like the bare server's answer, so both send the same
 * bytes. The API calls (search, login, product and challenge lists) send a browser's
 * Accept-Encoding and are each compared with `GET /rest/admin/application-version` on the same
 * server in the same minutes, the cheapest API answer there is, so a regression shows as a ratio
 * even when the machine is loaded; the hostile case beside them measures the containment.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'

export const LOAD_CONNECTIONS = 50
/**
 * 10 s per run in the full bench; BENCH_LOAD_SECONDS shortens it (e.g. 3 for a quick before/after
 * comparison on a shared machine, where the ratios to the reference are the figures that count).
 */
export const LOAD_SECONDS = loadSeconds(process.env.BENCH_LOAD_SECONDS)

function loadSeconds (setting: string | undefined): number {
  if (setting === undefined || setting === '') return 10
  const seconds = Number(setting)
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 60) throw new Error(`BENCH_LOAD_SECONDS must be a whole number of seconds from 1 to 60, not ${setting}`)
  return seconds
}

export interface LoadFigure {
  label: string
  /** Requests per second: median, lowest and highest of the one-second samples. */
  median: number
  min: number
  max: number
  latencyP50Ms: number
  latencyP99Ms: number
  /** Answers other than 2xx, plus connection errors; a run with any is not a valid figure. */
  failures: number
}

export interface LoadRequest { method?: 'GET' | 'POST', body?: string, headers?: Record<string, string> }

export async function loadRun (label: string, url: string, request: LoadRequest = {}): Promise<LoadFigure> {
  const result = await autocannon({ url, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS, ...request })
  return {
    label,
    median: result.requests.p50,
    min: result.requests.min,
    max: result.requests.max,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    failures: result.non2xx + result.errors
  }
}

/* The whole bare server: the file is read once, every request gets it with a content type. */
const BARE_SERVER = `
  const fs = require('node:fs')
  const http = require('node:http')
  const body = fs.readFileSync(process.argv[1])
  http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length })
    res.end(body)
  }).listen(Number(process.argv[2]), '127.0.0.1', () => { process.stdout.write('ready\\n') })
`

/** Starts the bare server on the port, resolves once it listens. */
export function startBareServer (file: string, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', BARE_SERVER, file, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
    child.once('error', reject)
    child.once('exit', code => { reject(new Error(`The bare server exited with code ${code}`)) })
    child.stdout?.once('data', () => { resolve(child) })
  })
}

export function formatLoad (figure: LoadFigure): string {
  const spread = `${figure.min.toFixed(0)}–${figure.max.toFixed(0)}`
  const failures = figure.failures > 0 ? `  ${figure.failures} failed answers` : ''
  return `  ${figure.median.toFixed(0).padStart(6)} req/s (per-second samples ${spread.padEnd(11)}) latency p50 ${String(figure.latencyP50Ms).padStart(3)} ms, p99 ${String(figure.latencyP99Ms).padStart(4)} ms  ${figure.label}${failures}`
}

/** Targets of the API calls on a quiet machine (issue 28). */
export const API_TARGETS = { rps: 2000, p99Ms: 100 }
export const REFERENCE_PATH = '/rest/admin/application-version'
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' }

export interface ApiCall { label: string, path: string, request: LoadRequest }

/** The four API calls the issue measures; the login uses the seeded administrator's password. */
export function apiCalls (domain: string): ApiCall[] {
  const login = JSON.stringify({ email: `admin@${domain}`, password: 'qwerty123' })
  return [
    { label: 'search ?q=apple', path: '/rest/products/search?q=apple', request: { headers: BROWSER_ENCODINGS } },
    { label: 'login (correct password)', path: '/rest/user/login', request: { method: 'POST', body: login, headers: { ...BROWSER_ENCODINGS, 'content-type': 'application/json' } } },
    { label: 'GET /api/Products', path: '/api/Products', request: { headers: BROWSER_ENCODINGS } },
    { label: 'GET /api/Challenges/', path: '/api/Challenges/', request: { headers: BROWSER_ENCODINGS } }
  ]
}

export const meetsApiTargets = (figure: LoadFigure): boolean =>
  figure.failures === 0 && figure.median >= API_TARGETS.rps && figure.latencyP99Ms <= API_TARGETS.p99Ms

/** A runaway sub-select none of the early text filters catch, pasted into the search. */
const RUNAWAY_SEARCH = "x')) UNION SELECT n,2,3,4,5,6,7,8,9 FROM (WITH c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM/**/c) SELECT count(*) n FROM c)--"
const HOSTILE_SEARCHES = 4
const BASELINE_LOGINS = 20

export interface HostileFigure {
  /** Each runaway search: its answer's status and the time until it came. */
  cutOffs: Array<{ status: number, ms: number }>
  baselineLoginMs: number[]
  duringLoginMs: number[]
}

async function timed (url: string, request: LoadRequest): Promise<{ status: number, ms: number }> {
  const started = performance.now()
  const res = await fetch(url, { method: request.method ?? 'GET', body: request.body, headers: request.headers })
  await res.arrayBuffer()
  return { status: res.status, ms: performance.now() - started }
}

/**
 * The containment's side of the bench, small and bounded: honest logins one after another, first
 * alone, then while a few runaway searches are in flight; how long each runaway search took to be
 * cut off, and what the honest logins paid meanwhile.
 */
export async function hostileRun (baseUrl: string, login: ApiCall): Promise<HostileFigure> {
  const loginOnce = async (): Promise<number> => {
    const outcome = await timed(`${baseUrl}${login.path}`, login.request)
    if (outcome.status !== 200) throw new Error(`An honest login was answered ${outcome.status}`)
    return outcome.ms
  }
  const baselineLoginMs: number[] = []
  for (let i = 0; i < BASELINE_LOGINS; i++) baselineLoginMs.push(await loginOnce())
  const searchUrl = `${baseUrl}/rest/products/search?q=${encodeURIComponent(RUNAWAY_SEARCH)}`
  let attacking = true
  const attack = Promise.all(Array.from({ length: HOSTILE_SEARCHES }, async () => await timed(searchUrl, {})))
    .finally(() => { attacking = false })
  const duringLoginMs: number[] = []
  while (attacking) duringLoginMs.push(await loginOnce())
  return { cutOffs: await attack, baselineLoginMs, duringLoginMs }
}

export function percentile (values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]
}

/** Share of the bare `node:http` figure: what Express and the shop's chain leave of what the machine can do. */
export const ofBare = (figure: LoadFigure, bare: LoadFigure): string => `${(figure.median / bare.median).toFixed(2)}× bare node:http`

export function formatApiCall (figure: LoadFigure, reference: LoadFigure, bare?: LoadFigure): string {
  const shares = [`${(figure.median / reference.median).toFixed(2)}× application-version`, ...(bare === undefined ? [] : [ofBare(figure, bare)])]
  return `${formatLoad(figure)}  (${shares.join(', ')})`
}

export function formatHostile (figure: HostileFigure): string[] {
  const cut = figure.cutOffs.map(c => c.ms)
  const statuses = [...new Set(figure.cutOffs.map(c => c.status))].join(', ')
  const ms = (n: number): string => `${n.toFixed(0)} ms`
  return [
    `  hostile: ${figure.cutOffs.length} runaway searches at once, answered ${statuses} after ${ms(Math.min(...cut))}–${ms(Math.max(...cut))} (time to cut-off)`,
    `  honest logins during the attack: p50 ${ms(percentile(figure.duringLoginMs, 0.5))}, p99 ${ms(percentile(figure.duringLoginMs, 0.99))}, max ${ms(Math.max(...figure.duringLoginMs))} (${figure.duringLoginMs.length} logins; alone before: p50 ${ms(percentile(figure.baselineLoginMs, 0.5))}, p99 ${ms(percentile(figure.baselineLoginMs, 0.99))})`
  ]
}

/*
 * Load figures for `npm run bench`: autocannon with 50 connections for 10 s against each path, and
 * a bare `node:http` server that answers every request with the same index.html from memory, run
 * in the same minutes, so the shop's `GET /` can be compared with what this machine can do at all.
 * Requests carry no Accept-Encoding, like the bare server's answer, so both send the same bytes.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import autocannon from 'autocannon'

export const LOAD_CONNECTIONS = 50
export const LOAD_SECONDS = 10

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

export async function loadRun (label: string, url: string): Promise<LoadFigure> {
  const result = await autocannon({ url, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS })
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

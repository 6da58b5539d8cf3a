/*
 * CPU profile of the built server under load (issue 28): starts `server/dist/main.js` with
 * `node --cpu-prof` on a fresh data folder, loads one API call with autocannon (50 connections, the
 * browser's Accept-Encoding), stops the server, and prints a text summary of the profile: the
 * functions with the most self time, mapped through the bundle's source map to the file they come
 * from, and the share of the samples spent per area (Express, detectors, the contained pool and its
 * IPC, JSON encoding, compression, SQLite, sockets). Only the summary is meant to be kept
 * (reports/profiles/); the raw profile goes to a temporary folder.
 *
 *   npx tsx scripts/profile-load.ts [reference|search|login|products|challenges] [seconds]
 *
 * PROFILE_ROOT profiles another checkout's build, as BENCH_ROOT does for the bench.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { SourceMap } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import { apiCalls, LOAD_CONNECTIONS, REFERENCE_PATH } from './bench-load'

interface CallFrame { functionName: string, url: string, lineNumber: number, columnNumber: number }
interface ProfileNode { id: number, callFrame: CallFrame, children?: number[] }
interface CpuProfile { nodes: ProfileNode[], samples: number[], timeDeltas: number[], startTime: number, endTime: number }

const root = path.resolve(process.env.PROFILE_ROOT ?? path.join(path.dirname(process.argv[1] ?? '.'), '..'))
const bundle = path.join(root, 'server', 'dist', 'server.cjs')

/** Where a frame's code comes from: its source file (through the bundle's map) or Node's own module. */
function sourceOf (frame: CallFrame, map: SourceMap | undefined): string {
  if (frame.url === '') return frame.functionName.startsWith('(') ? frame.functionName : '(native)'
  if (map !== undefined && frame.url.endsWith('server.cjs')) {
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string }
    const original = entry.originalSource ?? ''
    const inModules = original.lastIndexOf('node_modules/')
    if (inModules >= 0) return original.slice(inModules)
    // The map names the shop's files relative to server/dist.
    const inServer = original.indexOf('src/')
    return inServer >= 0 ? `server/${original.slice(inServer)}` : original || 'server.cjs'
  }
  return frame.url.replace(/^file:\/\//, '').replace(root + '/', '')
}

/** The areas the issue asks about, matched on the source file and the function name, first match wins. */
const AREAS: Array<[string, (source: string, name: string) => boolean]> = [
  ['idle', source => source === '(idle)'],
  ['garbage collection', source => source === '(garbage collector)'],
  ['contained pool, IPC and serialization', source => /tinypool|containment\/(pool|fair-queue|tasks)|child_process|v8\.js|serdes/.test(source)],
  ['string-built SQL executor and twins', source => /sql-executor|sql-rows|planted-twins|domain\/catalogue\/search|domain\/auth\/login/.test(source)],
  ['detectors (queries and responses)', source => /server\/src\/challenges\/|http\/inspect-response/.test(source)],
  ['answer cache and sending', source => /answer-cache|send-answer/.test(source)],
  ['compression (zlib)', source => /zlib/.test(source)],
  ['JSON encoding and parsing', (source, name) => /^(stringify|parse|JSON)/.test(name) || /body-parser/.test(source)],
  ['SQLite (better-sqlite3)', source => /better-sqlite3/.test(source)],
  ['Express: middleware, router, request and response', source => /node_modules\/(express|router|finalhandler|send|etag|fresh|accepts|negotiator|type-is|mime|content-type|on-finished|vary|qs|parseurl|cookie)/.test(source)],
  ['other shop code', source => source.startsWith('server/src/')],
  ['other dependencies', source => source.startsWith('node_modules/')],
  ['sockets and HTTP parsing (Node)', source => /^node:(net|_http|http|stream|internal\/(streams|http|net))|^(net|_http)/.test(source) || /_http_|internal\/streams|net\.js/.test(source)],
  ['(program), native code and other Node builtins', () => true]
]

/**
 * The pieces every API request passes through, in about the order they run, each found by the
 * source files of its code (the bundle is minified, so names are not enough). A sample counts for
 * the piece nearest to it on its stack: middleware calls the next one from inside itself, so
 * counting every piece on the stack would give each the time of all that follows it.
 */
const CHAIN: Array<[string, RegExp]> = [
  ['security headers (helmet)', /http\/security-headers|node_modules\/helmet/],
  ['static shell look-up (serveAhead)', /http\/static-shell/],
  ['error translation (translateErrors)', /http\/translate-errors/],
  ['shop resolver (registry.resolve)', /instance\/registry/],
  ['detectors of the families (requests, answers, queries)', /challenges\/(families|detectors)/],
  ['response inspection hook (inspectResponses, matchRequests)', /http\/inspect-response/],
  ['CORS policy', /http\/cors/],
  ['request metrics (prom-client)', /http\/(request|shop)-metrics|domain\/metrics|prom-client/],
  ['access log (morgan, rotating-file-stream)', /http\/access-(log|line)|domain\/logs\/access-log|node_modules\/(morgan|rotating-file-stream|basic-auth|on-headers)/],
  ['body parsers (json, urlencoded)', /node_modules\/(body-parser|raw-body|type-is|iconv-lite|content-type|bytes|media-typer)/],
  ['authentication (JWT)', /http\/authenticate|domain\/auth\/tokens|node_modules\/(jose|jsonwebtoken|jws|jwa)/],
  ['cached answer sending (send-answer, etag, fresh)', /http\/send-answer|instance\/answer-cache|node_modules\/(etag|fresh)/],
  ['the route and its domain code', /server\/src\/(routes|domain|repositories|containment|challenges\/mechanisms)\//],
  ['Express: router walk, req/res helpers', /node_modules\/(router|express|path-to-regexp|parseurl|finalhandler|send|accepts|negotiator|vary|encodeurl|escape-html|statuses|depd|debug|is-promise|qs|cookie-signature|mime-types|mime-db|range-parser)\//],
  ['Node: HTTP parsing, response writing, sockets', /^node:(_http|net|events|stream|internal\/(streams|http|net|stream_base_commons|process\/task_queues))|_http_/]
]

function chainShares (profile: CpuProfile, keyOf: Map<number, { fn: string, source: string }>, parent: Map<number, number>, fromUs: number): Array<[string, number]> {
  const OTHER = 'other (GC, idle, native code without a caller above)'
  const counts = new Map<string, number>([...CHAIN.map(([label]): [string, number] => [label, 0]), [OTHER, 0]])
  let at = 0
  for (const [index, id] of profile.samples.entries()) {
    at += profile.timeDeltas[index] ?? 0
    if (at < fromUs) continue
    let piece = OTHER
    for (let frame: number | undefined = id; frame !== undefined && piece === OTHER; frame = parent.get(frame)) {
      const source = keyOf.get(frame)?.source ?? ''
      piece = CHAIN.find(([, pattern]) => pattern.test(source))?.[0] ?? OTHER
    }
    counts.set(piece, (counts.get(piece) ?? 0) + 1)
  }
  return [...counts]
}

/**
 * Summary of the samples taken from `fromUs` (microseconds after the profile's start) on: self
 * time per function, inclusive time per function, and the share per area. A sample in native code
 * or a Node builtin counts for the area of the nearest caller that has one.
 */
export function summarise (profile: CpuProfile, map: SourceMap | undefined, title: string, fromUs = 0): string {
  const byId = new Map(profile.nodes.map(node => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const keyOf = new Map<number, { fn: string, source: string }>()
  for (const node of profile.nodes) {
    const source = sourceOf(node.callFrame, map)
    keyOf.set(node.id, { fn: node.callFrame.functionName || '(anonymous)', source })
  }
  const NATIVE = AREAS[AREAS.length - 1][0]
  const leafArea = (id: number): string => {
    const { fn, source } = keyOf.get(id) ?? { fn: '?', source: '?' }
    return AREAS.find(([, test]) => test(source, fn))?.[0] ?? NATIVE
  }
  const areaOf = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const area = leafArea(at)
      if (area !== NATIVE) return area
    }
    return leafArea(id)
  }
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  const areas = new Map<string, number>()
  const shopCode = new Map<string, number>()
  let busy = 0
  let total = 0
  let at = 0
  let first = true
  for (const [index, id] of profile.samples.entries()) {
    at += profile.timeDeltas[index] ?? 0
    if (at < fromUs) continue
    if (first) { first = false; total = profile.samples.length - index }
    const { fn, source } = keyOf.get(id) ?? { fn: '?', source: '?' }
    const key = `${fn}  ${source}`
    self.set(key, (self.get(key) ?? 0) + 1)
    areas.set(areaOf(id), (areas.get(areaOf(id)) ?? 0) + 1)
    if (source !== '(idle)') busy++
    // Inclusive time: each function on the stack counts the sample once, however often it recurs.
    const onStack = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = keyOf.get(at)
      if (frame !== undefined && byId.get(at)?.callFrame.url !== '') onStack.add(`${frame.fn}  ${frame.source}`)
    }
    for (const k of onStack) {
      inclusive.set(k, (inclusive.get(k) ?? 0) + 1)
      if (k.includes('server/src/')) shopCode.set(k, (shopCode.get(k) ?? 0) + 1)
    }
  }
  const pct = (n: number, of = total): string => `${(100 * n / of).toFixed(1).padStart(5)} %`
  const top = (m: Map<string, number>, n: number, of: number): string[] =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${pct(v, of)}  ${k}`)
  const seconds = (profile.endTime - profile.startTime) / 1e6
  return [
    `# ${title}`,
    '',
    `${total} samples of the server's main thread under load (${seconds.toFixed(1)} s profiled in all, start-up and warm-up left out); ${pct(busy)} not idle.`,
    '',
    '## Where the samples go (share of all samples)',
    '(A sample in native code counts for its nearest caller with an area; a prepared statement\'s SQLite time',
    'therefore shows as the repository function that runs it, writev as the sockets.)',
    ...[...areas].sort((a, b) => b[1] - a[1]).map(([area, n]) => `  ${pct(n)}  ${area}`),
    '',
    '## The per-request chain (share of all samples; each sample counts for the nearest piece on its stack)',
    ...chainShares(profile, keyOf, parent, fromUs).map(([label, n]) => `  ${pct(n)}  ${label}`),
    '',
    '## Top self time (share of all samples)',
    ...top(new Map([...self].filter(([k]) => !k.startsWith('(idle)'))), 30, total),
    '',
    '## Top inclusive time of the shop\'s own functions (share of busy samples)',
    ...top(shopCode, 30, busy),
    '',
    '## Top inclusive time of all JavaScript functions (share of busy samples)',
    ...top(inclusive, 20, busy),
    ''
  ].join('\n')
}

function readProfile (file: string): { profile: CpuProfile, map: SourceMap | undefined } {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile
  const mapFile = `${bundle}.map`
  const map = fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as ConstructorParameters<typeof SourceMap>[0]) : undefined
  return { profile, map }
}

async function main (): Promise<void> {
  if (process.argv[2] === '--summarise') {
    // A profile taken earlier: `--summarise <file> [microseconds to leave out]`.
    const { profile, map } = readProfile(process.argv[3])
    console.log(summarise(profile, map, path.basename(process.argv[3]), Number(process.argv[4] ?? 0)))
    return
  }
  const which = process.argv[2] ?? 'search'
  const seconds = Number(process.argv[3] ?? 8)
  const [search, login, products, challenges] = apiCalls('juice.shop.test')
  const reference = { label: `GET ${REFERENCE_PATH} (reference)`, path: REFERENCE_PATH, request: {} }
  const calls: Record<string, typeof search> = { reference, search, login, products, challenges }
  const call = calls[which]
  if (call === undefined) throw new Error(`Unknown call ${which}; one of ${Object.keys(calls).join(', ')}`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'juice-shop-profile-'))
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'juice-shop-cpuprof-'))
  const port = 20_000 + Math.floor(Math.random() * 20_000)
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }
  delete env.NODE_ENV
  const spawned = performance.now()
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, path.join(root, 'server', 'dist', 'main.js')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  const exited = new Promise(resolve => child.once('exit', resolve))
  const base = `http://127.0.0.1:${port}`
  let loadFromUs = 0
  try {
    for (let tries = 0; ; tries++) {
      const ok = await fetch(`${base}${REFERENCE_PATH}`).then(res => res.ok, () => false)
      if (ok) break
      if (tries > 600) throw new Error('The server did not start')
      await new Promise(resolve => setTimeout(resolve, 50))
    }
    // Warm up (first visits solve challenges, lazy modules load), then measure.
    await autocannon({ url: `${base}${call.path}`, connections: 4, amount: 200, ...call.request })
    loadFromUs = (performance.now() - spawned) * 1000
    const result = await autocannon({ url: `${base}${call.path}`, connections: LOAD_CONNECTIONS, duration: seconds, ...call.request })
    console.error(`${call.label}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} failed`)
  } finally {
    child.kill('SIGTERM')
    await exited
  }
  const file = fs.readdirSync(profileDir).find(name => name.endsWith('.cpuprofile'))
  if (file === undefined) throw new Error('No profile was written')
  const { profile, map } = readProfile(path.join(profileDir, file))
  console.log(summarise(profile, map, `CPU profile: ${call.label}, ${LOAD_CONNECTIONS} connections, ${seconds} s (${new Date().toISOString()}, load average ${os.loadavg().map(l => l.toFixed(2)).join(' ')})`, loadFromUs))
  console.error(`raw profile: ${path.join(profileDir, file)} (load from ${loadFromUs.toFixed(0)} µs)`)
  fs.rmSync(dataDir, { recursive: true, force: true })
}

main().catch((error: unknown) => { console.error(error); process.exit(1) })

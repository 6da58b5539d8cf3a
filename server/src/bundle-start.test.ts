import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectRoot } from './paths.js'
import { freePort, waitUntilAnswering } from './test-support/spawned-server.js'

/*
 * The built server as `npm start` and the bench run it (server/dist/main.js, default configuration):
 * the in-process tests build the shop from the sources, where a lazily loaded module is a plain
 * import(); in the bundle it is a wrapped module started on demand, and the launcher runs the bundle
 * from V8's code cache. Here the first request of each lazily loaded area must answer as before.
 */
const dist = path.join(projectRoot, 'server', 'dist')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-start-'))
let base = ''
let child: ChildProcess | undefined

async function start (): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: new URL(base).port, HOST: '127.0.0.1' }
  delete env.NODE_ENV
  const started = spawn(process.execPath, [path.join(dist, 'main.js')], { cwd: projectRoot, env, stdio: 'ignore' })
  await waitUntilAnswering(`${base}/rest/admin/application-version`, started)
  return started
}

async function stop (running: ChildProcess | undefined): Promise<void> {
  if (running === undefined || running.exitCode !== null) return
  const exited = new Promise(resolve => running.once('exit', resolve))
  running.kill('SIGTERM')
  await exited
}

async function call (method: string, url: string, body?: unknown): Promise<{ status: number, json: any }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await res.text()
  return { status: res.status, json: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text }
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(dist, 'main.js'))) throw new Error('Build the server first (npm run build): this test starts server/dist/main.js')
  base = `http://127.0.0.1:${await freePort()}`
  // The first start seeds the shop and writes the code cache at exit; the second is a cold start as the bench takes it.
  await stop(await start())
  child = await start()
}, 120_000)
afterAll(async () => {
  await stop(child)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('the built server, started as the bench starts it', () => {
  it('answers the first request of lazily loaded areas, also several at once', async () => {
    const [products, search, challenges, productsAgain] = await Promise.all([
      call('GET', '/api/Products'),
      call('GET', '/rest/products/search?q=apple'),
      call('GET', '/api/Challenges/?key=loginAdminSqliChallenge'),
      call('GET', '/api/Products/1')
    ])
    expect(products.status).toBe(200)
    expect(products.json.data.length).toBeGreaterThan(10)
    expect(search.status).toBe(200)
    expect(search.json.data.some((product: { name: string }) => /apple/i.test(product.name))).toBe(true)
    expect(challenges.json.data.map((challenge: { key: string, solved: boolean }) => [challenge.key, challenge.solved])).toEqual([['loginAdminSqliChallenge', false]])
    expect(productsAgain.json.data.id).toBe(1)
  })

  it('keeps the planted weaknesses of lazily loaded areas: the login injection solves its challenge', async () => {
    const wrong = await call('POST', '/rest/user/login', { email: 'nobody@juice-sh.op', password: 'wrong' })
    expect(wrong.status).toBe(401)
    const injected = await call('POST', '/rest/user/login', { email: "' OR 1=1--", password: 'x' })
    expect(injected.status).toBe(200)
    const challenge = await call('GET', '/api/Challenges/?key=loginAdminSqliChallenge')
    expect(challenge.json.data[0].solved).toBe(true)
  })

  it('answers unknown API paths and bad input with clear 4xx', async () => {
    const unknown = await call('GET', '/api/NoSuchThing')
    expect(unknown.status).toBe(404)
    expect(unknown.json.status).toBe('error')
    const bad = await call('POST', '/api/Feedbacks', { comment: 42 })
    expect(bad.status).toBeGreaterThanOrEqual(400)
    expect(bad.status).toBeLessThan(500)
  })

  it('starts from a code cache that V8 accepts in these conditions', () => {
    const bundle = path.join(dist, 'server.cjs')
    const caches = fs.readdirSync(dist).filter(name => name.endsWith('.v8-cache'))
    expect(caches).toHaveLength(1)
    // The launcher reads the bundle as latin1: that is the same text only while it is pure ASCII.
    expect(fs.readFileSync(bundle).every(byte => byte < 0x80)).toBe(true)
    const check = [
      "const fs = require('node:fs'), vm = require('node:vm'), Module = require('node:module')",
      `const script = new vm.Script(Module.wrap(fs.readFileSync(${JSON.stringify(bundle)}, 'latin1')), { filename: ${JSON.stringify(bundle)}, cachedData: fs.readFileSync(${JSON.stringify(path.join(dist, caches[0]))}) })`,
      'process.stdout.write(String(script.cachedDataRejected))'
    ].join('\n')
    expect(spawnSync(process.execPath, ['-e', check], { encoding: 'utf8' }).stdout).toBe('false')
  })
})

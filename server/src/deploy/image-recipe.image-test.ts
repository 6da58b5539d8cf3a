import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, waitUntilAnswering } from '../test-support/spawned-server.js'
import { copyBuildContext } from './build-context.js'
import { livenessPath, recipeScript, repoRoot } from './expected.js'

/*
 * The image's recipe without a container engine (npm run test:image; heavy: a full npm ci and
 * build). The build context is copied as `docker build` would send it (.dockerignore applied),
 * scripts/image/build-app.sh runs there exactly as the Dockerfile's RUN does, and the assembled
 * runtime folder is started the way the image starts it: as an unprivileged user (when the test
 * runs as root, as in CI) who owns nothing but the data volume, with HOME unset, so any write
 * outside the data folder and /tmp fails the start or a request.
 */
const UNPRIVILEGED = 65534 // nobody
const asRoot = process.getuid?.() === 0

let work: string
let app: string
let data: string
let recipeLog = ''

function startServer (env: Record<string, string>, port: number): ChildProcess {
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: app,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', DATA_DIR: data, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(asRoot ? { uid: UNPRIVILEGED, gid: UNPRIVILEGED } : {})
  })
  child.stdout?.on('data', (chunk: Buffer) => { recipeLog += chunk.toString() })
  child.stderr?.on('data', (chunk: Buffer) => { recipeLog += chunk.toString() })
  return child
}

async function stopServer (child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise(resolve => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** Files under `folder` changed after `since` (ms): the runtime folder must stay as built. */
function changedSince (folder: string, since: number): string[] {
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .map(entry => path.join(entry.parentPath, entry.name))
    .filter(file => fs.lstatSync(file).mtimeMs > since)
}

/** Runs the recipe as the Dockerfile does; resolves with its output, rejects with its tail on failure. */
async function runRecipe (context: string, target: string): Promise<string> {
  const child = spawn('bash', [recipeScript, target], {
    cwd: context,
    // The local npm cache first: the test checks the recipe, not the registry's speed.
    env: { ...process.env, NPM_CI_FLAGS: '--prefer-offline', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString() })
  child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString() })
  const status = await new Promise<number | null>(resolve => child.once('exit', resolve))
  if (status !== 0) throw new Error(`The recipe failed (${status}):\n${output.slice(-4000)}`)
  return output
}

// About four minutes of CPU on two cores (npm ci compiles better-sqlite3 when no prebuilt addon can
// be fetched, then the two builds); a machine shared with other jobs takes longer.
beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'image-recipe-'))
  fs.chmodSync(work, 0o755)
  const context = path.join(work, 'context')
  app = path.join(work, 'app')
  data = path.join(work, 'data')
  copyBuildContext(repoRoot, context)
  const started = Date.now()
  recipeLog = await runRecipe(context, app)
  console.log(`Recipe: ${Math.round((Date.now() - started) / 1000)} s; ${recipeLog.trim().split('\n').at(-1) ?? ''}`)
  fs.mkdirSync(data, { mode: 0o700 })
  if (asRoot) fs.chownSync(data, UNPRIVILEGED, UNPRIVILEGED)
}, 900_000)

afterAll(() => {
  if (work !== undefined) fs.rmSync(work, { recursive: true, force: true })
})

describe('the image recipe (scripts/image/build-app.sh)', () => {
  it('assembles the built app with production dependencies only', () => {
    for (const needed of ['server/dist/main.js', 'server/dist/server.cjs', 'web/dist/index.html', 'config/default.yml', 'data/catalogue.yml', 'package.json', 'node_modules/better-sqlite3/package.json']) {
      expect(fs.existsSync(path.join(app, needed)), needed).toBe(true)
    }
    // Development tools stay in the build stage.
    for (const devOnly of ['vitest', 'typescript', 'vite', '@playwright/test', 'esbuild']) {
      expect(fs.existsSync(path.join(app, 'node_modules', devOnly)), devOnly).toBe(false)
    }
    expect(fs.readdirSync(app).sort()).toEqual(['config', 'data', 'node_modules', 'package.json', 'server', 'web'])
  })

  it('starts as an unprivileged user on a fresh data volume and serves the shop without writing outside it', async () => {
    const started = Date.now()
    const port = await freePort()
    const server = startServer({}, port)
    try {
      const base = `http://127.0.0.1:${port}`
      await waitUntilAnswering(`${base}${livenessPath}`, server, 60_000)
      const page = await fetch(`${base}/`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<div id="root"')
      const products = await fetch(`${base}/api/Products`)
      expect(products.status).toBe(200)
      expect(((await products.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0)
      // The coding challenges cut their snippets from the sources shipped beside the bundle.
      const snippets = await fetch(`${base}/snippets`)
      expect(snippets.status).toBe(200)
      expect(((await snippets.json()) as { challenges: unknown[] }).challenges.length).toBeGreaterThan(0)
    } finally {
      await stopServer(server)
    }
    expect(fs.readdirSync(data).length).toBeGreaterThan(0)
    expect(changedSince(app, started)).toEqual([])
  }, 90_000)

  it('runs a class from the same folder: a team joins and gets its own shop on the volume', async () => {
    const port = await freePort()
    const server = startServer({ NODE_ENV: 'classroom', TRAINER_PASSWORD: 'image-test-password' }, port)
    try {
      const base = `http://127.0.0.1:${port}`
      await waitUntilAnswering(`${base}${livenessPath}`, server, 60_000)
      const join = await fetch(`${base}/rest/classroom/teams/Image%20Team/join`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: '{}' })
      expect(join.status).toBe(201)
      const cookie = (join.headers.get('set-cookie') ?? '').split(';')[0]
      const products = await fetch(`${base}/api/Products`, { headers: { cookie } })
      expect(products.status).toBe(200)
    } finally {
      await stopServer(server)
    }
    expect(fs.readdirSync(path.join(data, 'classroom'))).toContain('classroom.db')
  }, 120_000)
})

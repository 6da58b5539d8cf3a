import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { projectRoot } from '../paths.js'

/* `npm start` builds only what is out of date (scripts/build-if-stale.mjs), checked on a fake checkout. */

const script = path.join(projectRoot, 'scripts', 'build-if-stale.mjs')
const folders: string[] = []
afterEach(() => { for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true }) })

let clock = Date.now() / 1000 - 1000
/** Writes a file with a modification time later than everything written before. */
function write (root: string, name: string): void {
  const file = path.join(root, name)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, name)
  clock += 10
  fs.utimesSync(file, clock, clock)
}

async function plan (root: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [script, '--dry-run', '--root', root], { timeout: 10_000 })
  return stdout.trim()
}

function freshClone (): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'))
  folders.push(root)
  for (const name of ['package.json', 'package-lock.json', 'web/index.html', 'web/src/main.tsx', 'web/public/assets/i18n/en.json', 'server/build.mjs', 'server/src/main.ts']) write(root, name)
  return root
}

const built = (root: string): void => { write(root, 'web/dist/index.html'); write(root, 'server/dist/main.js') }

describe('npm start', () => {
  it('runs the staleness check before the server', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    expect(pkg.scripts.start).toBe('node scripts/build-if-stale.mjs && node server/dist/main.js')
  })

  it('builds both workspaces in a fresh clone, which has no build yet', async () => {
    expect(await plan(freshClone())).toBe('Building web and server: sources are newer than the build.')
  })

  it('starts at once when nothing changed since the build, whatever tests or installed packages changed', async () => {
    const root = freshClone()
    built(root)
    write(root, 'server/src/main.test.ts')
    write(root, 'web/node_modules/some-package/index.js')
    write(root, 'web/.vite/cache.json')
    expect(await plan(root)).toBe('The build is up to date.')
  })

  it('rebuilds only the workspace whose sources are newer, and both after a dependency change', async () => {
    const root = freshClone()
    built(root)
    write(root, 'web/public/assets/i18n/de.json')
    expect(await plan(root)).toBe('Building web: sources are newer than the build.')
    built(root)
    write(root, 'server/src/routes/new-route.ts')
    expect(await plan(root)).toBe('Building server: sources are newer than the build.')
    built(root)
    write(root, 'package-lock.json')
    expect(await plan(root)).toBe('Building web and server: sources are newer than the build.')
  })
})

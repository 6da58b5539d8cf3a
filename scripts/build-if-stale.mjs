/*
 * `npm start` runs this before the server. A workspace is built only when its build is missing or
 * one of its sources is newer than the build, so restarting an unchanged checkout starts at once,
 * while a fresh clone (no build yet) or a pull (sources newer) still builds first.
 *
 *   node scripts/build-if-stale.mjs [--dry-run] [--root <folder>]
 *
 * --dry-run only names the workspaces it would build; --root points at another checkout (tests).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The file each build writes last-ish and always; its age is the build's age. */
const WORKSPACES = [
  { name: 'web', output: 'web/dist/index.html' },
  { name: 'server', output: 'server/dist/main.js' }
]
/** Changes here (new dependency versions) can change every build. */
const SHARED_INPUTS = ['package.json', 'package-lock.json']
/** Not sources of the build: installed packages, build output, caches and tests. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage'])
const isTest = name => /\.test\.tsx?$/.test(name)

/** The newest modification time below a file or folder, 0 when it does not exist. */
function newestMtime (target) {
  let stat
  try {
    stat = fs.statSync(target)
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) || isTest(entry.name)) continue
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)))
  }
  return newest
}

export function staleWorkspaces (root) {
  const shared = Math.max(...SHARED_INPUTS.map(file => newestMtime(path.join(root, file))))
  return WORKSPACES.filter(({ name, output }) => {
    const built = newestMtime(path.join(root, output))
    return built === 0 || Math.max(shared, newestMtime(path.join(root, name))) > built
  }).map(({ name }) => name)
}

function main () {
  const args = process.argv.slice(2)
  const rootAt = args.indexOf('--root')
  const root = rootAt >= 0 ? path.resolve(args[rootAt + 1]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const stale = staleWorkspaces(root)
  if (stale.length === 0) {
    console.log('The build is up to date.')
    return
  }
  console.log(`Building ${stale.join(' and ')}: sources are newer than the build.`)
  if (args.includes('--dry-run')) return
  for (const name of stale) {
    const { status } = spawnSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' })
    if (status !== 0) process.exit(status ?? 1)
  }
}

main()

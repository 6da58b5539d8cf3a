import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import type { Ignore } from '@balena/dockerignore'

// The package is CommonJS exporting the function itself, while its types declare a default export.
const dockerignore = createRequire(import.meta.url)('@balena/dockerignore') as (options?: { ignorecase?: boolean }) => Ignore

/**
 * What `docker build .` would send as its context: every file under `root` that `.dockerignore`
 * does not leave out, as paths relative to `root` with `/` separators. The matching is Docker's
 * own (@balena/dockerignore follows moby's rules: patterns anchored at the root, `**`, `!`).
 * A folder that is left out is not descended into; none of our exceptions reach into one.
 */
export function buildContextFiles (root: string): string[] {
  const rules = dockerignore({ ignorecase: false }).add(fs.readFileSync(path.join(root, '.dockerignore'), 'utf8'))
  const files: string[] = []
  const walk = (relative: string): void => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const name = relative === '' ? entry.name : `${relative}/${entry.name}`
      if (rules.ignores(name)) continue
      if (entry.isDirectory()) walk(name)
      else files.push(name)
    }
  }
  walk('')
  return files.sort()
}

/** Copies the build context of `root` into `target` (made if missing), symbolic links as links. */
export function copyBuildContext (root: string, target: string): string[] {
  const files = buildContextFiles(root)
  for (const file of files) {
    const to = path.join(target, file)
    fs.mkdirSync(path.dirname(to), { recursive: true })
    fs.cpSync(path.join(root, file), to, { verbatimSymlinks: true, preserveTimestamps: true })
  }
  return files
}

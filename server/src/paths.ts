import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/*
 * The server runs from server/src (tsx, tests) and from bundles in server/dist and
 * server/dist/scripts, so the project root is found by its config folder rather than by a
 * fixed number of steps up.
 */
function findProjectRoot (start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'config', 'default.yml'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`No project root (a folder with config/default.yml) above ${start}`)
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)))
export const dataFolder = path.join(projectRoot, 'data')
export const webDist = path.join(projectRoot, 'web', 'dist')
export const configFolder = path.join(projectRoot, 'config')

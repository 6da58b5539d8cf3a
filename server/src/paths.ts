import path from 'node:path'
import { fileURLToPath } from 'node:url'

// The compiled server lives in server/dist and the sources in server/src; both sit two levels
// below the project root, so one relative step works for tsx and for node alike.
const here = path.dirname(fileURLToPath(import.meta.url))
export const projectRoot = path.resolve(here, '..', '..')
export const dataFolder = path.join(projectRoot, 'data')
export const webDist = path.join(projectRoot, 'web', 'dist')
export const configFolder = path.join(projectRoot, 'config')

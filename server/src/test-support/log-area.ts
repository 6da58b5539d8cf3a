import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import { logsFolder } from '../domain/logs/log-files.js'

/**
 * Shop stand-ins for the access log and the log rules, which need only a file area and an event
 * bus: each call makes a fresh temporary area, removed when the test file ends.
 */
export function logAreas (): () => { shop: { filesDir: string, events: { emit: (name: string, payload: unknown) => void } }, events: Array<[string, unknown]>, live: string } {
  const made: string[] = []
  afterAll(() => { for (const dir of made) fs.rmSync(dir, { recursive: true, force: true }) })
  return () => {
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-log-test-'))
    made.push(filesDir)
    const events: Array<[string, unknown]> = []
    const shop = { filesDir, events: { emit: (name: string, payload: unknown) => { events.push([name, payload]) } } }
    return { shop, events, live: path.join(logsFolder(shop), 'access.log') }
  }
}

import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit']

/**
 * Caps the native memory of this worker process (RLIMIT_DATA: heap, malloc, WASM memory) so that
 * SQLite's own allocations, which no JavaScript heap limit sees, fail with "out of memory" instead
 * of growing until the host runs out. Linux only, through util-linux `prlimit`; where it is
 * missing the wall-clock limit is the bound. Returns whether the ceiling is in force.
 */
export function applyMemoryCeiling (megabytes: number): boolean {
  if (process.platform !== 'linux' || !(megabytes > 0)) return false
  const tool = PRLIMIT.find(file => fs.existsSync(file))
  if (tool === undefined) return false
  const bytes = String(megabytes * 1024 * 1024)
  try {
    execFileSync(tool, ['--pid', String(process.pid), `--data=${bytes}:${bytes}`], { stdio: 'ignore', timeout: 2000 })
    return true
  } catch {
    return false
  }
}

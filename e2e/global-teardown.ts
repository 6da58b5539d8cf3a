import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Deletes the run's temporary shop data folder made by playwright.config.ts. */
export default function globalTeardown (): void {
  const dataDir = process.env.E2E_DATA_DIR
  // Only ever a folder this run made below the system's temporary folder.
  if (dataDir && path.resolve(dataDir).startsWith(path.join(os.tmpdir(), 'juice-shop-e2e-'))) {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

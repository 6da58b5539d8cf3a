import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The key flags are derived from. CTF_KEY wins (a trainer sets it so flags match the CTF
 * platform); otherwise a random key is kept in the data folder so flags stay stable across restarts.
 */
export function loadFlagKey (dataDir: string): string {
  if (process.env.CTF_KEY) return process.env.CTF_KEY
  const file = path.join(dataDir, 'ctf.key')
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600 })
  return fs.readFileSync(file, 'utf8').trim()
}

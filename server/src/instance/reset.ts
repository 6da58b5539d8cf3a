import fs from 'node:fs'
import path from 'node:path'
import { LASTING_KEY_FILES } from '../domain/auth/keys.js'
import { INSTANCE_ID_PATTERN } from './registry.js'

const DATABASE_FILES = ['shop.db', 'shop.db-wal', 'shop.db-shm', 'shop.db-journal']
const KEY_FILES = ['jwt.key', 'jwt.pub', 'answers.key']

export interface ResetReport {
  /** Instance folders whose data was thrown away. */
  instances: string[]
}

function removeIfEmpty (folder: string): void {
  if (fs.existsSync(folder) && fs.readdirSync(folder).length === 0) fs.rmdirSync(folder)
}

/**
 * Throws away what the shop created in a data folder and nothing else: only sub-folders named like
 * an instance that hold a shop database are touched, and in them only the database, the uploaded
 * files and the sign-in keys. Whatever else the folder holds stays, so a `DATA_DIR` that names a
 * checkout or a home folder by mistake loses nothing of its own. Kept on purpose: the flag key
 * (`ctf.key`, flags stay those the CTF platform knows) and the progress-code secret (codes in
 * players' backups stay valid).
 */
export function resetData (dataDir: string): ResetReport {
  const instances: string[] = []
  if (!fs.existsSync(dataDir)) return { instances }
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !INSTANCE_ID_PATTERN.test(entry.name)) continue
    const folder = path.join(dataDir, entry.name)
    if (!fs.existsSync(path.join(folder, 'shop.db'))) continue
    for (const file of DATABASE_FILES) fs.rmSync(path.join(folder, file), { force: true })
    fs.rmSync(path.join(folder, 'files'), { recursive: true, force: true })
    const keys = path.join(folder, 'keys')
    for (const file of KEY_FILES) if (!LASTING_KEY_FILES.includes(file)) fs.rmSync(path.join(keys, file), { force: true })
    removeIfEmpty(keys)
    removeIfEmpty(folder)
    instances.push(entry.name)
  }
  return { instances }
}

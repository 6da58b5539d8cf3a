import fs from 'node:fs'
import path from 'node:path'
import type Database from 'better-sqlite3'
import { schema } from './schema.js'
import { checkoutSchema } from './schema-checkout.js'
import { filesSchema } from './schema-files.js'
import { openSqlite } from './sqlite.js'

export type Db = Database.Database

export interface OpenOptions {
  /**
   * SQLite's page cache in KiB (its default is 2 000). Team shops in classroom mode use a small one:
   * hundreds of them share one process and a shop's whole database is a few hundred KiB.
   */
  cacheKib?: number
}

/** Opens (creating when missing) one shop instance's database file and applies the schema. */
export function openDatabase (file: string, options: OpenOptions = {}): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const db = openSqlite(file)
  if (options.cacheKib !== undefined) db.pragma(`cache_size = ${-Math.max(64, Math.round(options.cacheKib))}`)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 2000')
  db.exec(schema)
  db.exec(checkoutSchema)
  db.exec(filesSchema)
  return db
}

export const now = (): string => new Date().toISOString()

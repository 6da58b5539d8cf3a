import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { schema } from './schema.js'
import { checkoutSchema } from './schema-checkout.js'
import { filesSchema } from './schema-files.js'

export type Db = Database.Database

/** Opens (creating when missing) one shop instance's database file and applies the schema. */
export function openDatabase (file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 2000')
  db.exec(schema)
  db.exec(checkoutSchema)
  db.exec(filesSchema)
  return db
}

export const now = (): string => new Date().toISOString()

import fs from 'node:fs'
import path from 'node:path'
import { openSqlite } from '../db/sqlite.js'
import type { Db } from '../db/open.js'

/** The folder of classroom mode's own files below the data folder (not an instance folder). */
export const classroomFolder = (dataDir: string): string => path.join(dataDir, 'classroom')

/**
 * Opens the classroom database (`<dataDir>/classroom/classroom.db`): teams, members, solves,
 * settings and the audit log of the whole class. Opened once per process by the `Classroom`
 * object; each repository creates its own tables when constructed.
 */
export function openClassroomDb (dataDir: string): Db {
  const folder = classroomFolder(dataDir)
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 })
  const db = openSqlite(path.join(folder, 'classroom.db'))
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 2000')
  return db
}

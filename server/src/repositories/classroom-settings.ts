import type { Db } from '../db/open.js'

/**
 * Settings the trainer changes while the class runs (event end, the latest notice), as JSON values
 * by name. A stored value, even `null`, wins over the configuration; a missing row means "not set".
 */
export function createClassroomSettingsRepository (db: Db) {
  db.exec('CREATE TABLE IF NOT EXISTS ClassroomSettings (name TEXT PRIMARY KEY, value TEXT NOT NULL)')
  const read = db.prepare<[string], { value: string }>('SELECT value FROM ClassroomSettings WHERE name = ?')
  const all = db.prepare<[], { name: string, value: string }>('SELECT name, value FROM ClassroomSettings')
  const write = db.prepare('INSERT INTO ClassroomSettings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value')
  return {
    /** The stored value, or `undefined` when the setting was never written. */
    get (name: string): unknown {
      const row = read.get(name)
      return row === undefined ? undefined : JSON.parse(row.value)
    },
    set (name: string, value: unknown): void { write.run(name, JSON.stringify(value)) },
    all (): Record<string, unknown> { return Object.fromEntries(all.all().map(row => [row.name, JSON.parse(row.value)])) }
  }
}
export type ClassroomSettingsRepository = ReturnType<typeof createClassroomSettingsRepository>

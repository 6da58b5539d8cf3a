import { createRequire } from 'node:module'
import Database from 'better-sqlite3'

/*
 * better-sqlite3's JavaScript is bundled with the server (build.mjs), so it starts from the V8 code
 * cache rather than as a dozen files found, read and compiled at every start (~20 ms of CPU); only
 * its native addon stays in node_modules. Left to itself it finds the addon with the `bindings`
 * package, which searches beside the calling file (server/dist once bundled) and builds error stacks
 * to do so, so every connection is opened here with the addon's path.
 */
const addon = createRequire(import.meta.url).resolve('better-sqlite3/build/Release/better_sqlite3.node')

/** A better-sqlite3 connection to `file`; the one way the shop opens a database. */
export function openSqlite (file: string, options: Omit<Database.Options, 'nativeBinding'> = {}): Database.Database {
  return new Database(file, { ...options, nativeBinding: addon })
}

import fs from 'node:fs'
import path from 'node:path'
import { dataFolder } from '../../paths.js'
import { notFound } from '../errors.js'
import { refuseSlashes } from '../files/file-names.js'
import type { ShopPorts } from '../ports.js'

/** Historic logs the shop ships (kept from before the current server). */
const shippedFolder = path.join(dataFolder, 'logs')
/** The names the access log writes (http/access-log.ts): the live log and its daily rotations. */
const logName = /^access\.log(\.\d{4}-\d{2}-\d{2}(\.\d+)?)?$/

/** Where the instance's access log is written, inside its file area. */
export const logsFolder = (shop: Pick<ShopPorts, 'filesDir'>): string => path.join(shop.filesDir, 'logs')

export interface LogEntry { name: string, size: number, modified: string }

/** The instance's own logs and the shipped historic ones. */
export function listLogs (shop: Pick<ShopPorts, 'filesDir'>): LogEntry[] {
  const seen = new Map<string, LogEntry>()
  for (const folder of [logsFolder(shop), shippedFolder]) {
    if (!fs.existsSync(folder)) continue
    for (const name of fs.readdirSync(folder)) {
      if (!logName.test(name) || seen.has(name)) continue
      const stat = fs.statSync(path.join(folder, name))
      if (stat.isFile()) seen.set(name, { name, size: stat.size, modified: stat.mtime.toISOString() })
    }
  }
  // The live log first, then the rotated ones, newest first (a day's tenth rotation after its ninth).
  return [...seen.values()].sort((a, b) => a.name === 'access.log' ? -1 : b.name === 'access.log' ? 1 : b.name.localeCompare(a.name, 'en', { numeric: true }))
}

/** One log file by name (only names the logger writes), served to whoever asks (planted). */
export function findLog (shop: Pick<ShopPorts, 'filesDir' | 'events'>, name: string, requesterId: number | null): string {
  refuseSlashes(name)
  if (!logName.test(name)) throw notFound('Log file')
  const file = [logsFolder(shop), shippedFolder].map(folder => path.join(folder, name)).find(candidate => fs.existsSync(candidate))
  if (file === undefined) throw notFound('Log file')
  shop.events.emit('file.served', { root: 'logs', realName: name, requesterId })
  return file
}

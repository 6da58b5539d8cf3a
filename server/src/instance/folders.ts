import fs from 'node:fs'
import path from 'node:path'

/**
 * Markers the shop leaves in the folders it creates itself. `npm run reset` deletes only inside folders
 * that carry them, so a data folder pointed at a checkout or a home folder by mistake, or a folder of
 * the user's that happens to hold a `shop.db`, is never touched (see instance/reset.ts).
 */
export const DATA_MARKER = '.pulp-shop-data'
export const INSTANCE_MARKER = '.pulp-shop-instance'

const DATA_MARKER_TEXT = 'pulp-juice-shop data folder'
const MARKER_NOTE = 'Created by the shop; `npm run reset` deletes shop data only in folders marked like this.'
/** Markers are one or two short lines; anything bigger is not ours and is not read. */
const MARKER_MAX_BYTES = 1024

/**
 * Creates the folder and writes the marker in it, but only when this call created the folder: a folder
 * that already exists (the user's own, or a shop's from before markers) is used as it is, unmarked.
 */
function createMarked (folder: string, marker: string, firstLine: string): void {
  fs.mkdirSync(path.dirname(folder), { recursive: true })
  try {
    fs.mkdirSync(folder)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return
    throw error
  }
  fs.writeFileSync(path.join(folder, marker), `${firstLine}\n${MARKER_NOTE}\n`)
}

export function ensureDataFolder (dataDir: string): void {
  createMarked(dataDir, DATA_MARKER, DATA_MARKER_TEXT)
}

export function ensureInstanceFolder (folder: string, id: string): void {
  createMarked(folder, INSTANCE_MARKER, id)
}

/** The first line of a marker that is a plain file (no link), or undefined. */
function markerLine (folder: string, marker: string): string | undefined {
  const file = path.join(folder, marker)
  const stat = fs.lstatSync(file, { throwIfNoEntry: false })
  if (stat === undefined || !stat.isFile() || stat.size > MARKER_MAX_BYTES) return undefined
  return fs.readFileSync(file, 'utf8').split('\n')[0]
}

export function isMarkedDataFolder (dataDir: string): boolean {
  return markerLine(dataDir, DATA_MARKER) === DATA_MARKER_TEXT
}

/** An instance folder the shop created: its marker names the folder's own instance id. */
export function isMarkedInstanceFolder (folder: string): boolean {
  return markerLine(folder, INSTANCE_MARKER) === path.basename(folder)
}

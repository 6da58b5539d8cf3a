import { invalid } from '../errors.js'

/** Longest entry name and longest single part of it, in UTF-8 bytes (common file-system limits). */
export const ENTRY_NAME_LIMITS = { nameBytes: 1024, partBytes: 255 } as const

const shown = (name: string): string => JSON.stringify(name.slice(0, 80))

/**
 * Refuses an archive whose entry names cannot all be files: control characters (a NUL cuts a name
 * short on disk), names longer than a file system takes, and names whose last part is empty, `.` or
 * `..` (they name a folder). Runs before any name is resolved, so a refused archive writes nothing.
 * Climbing out of the extraction folder is not refused here: that is the planted zip slip.
 */
export function checkEntryNames (names: readonly string[]): void {
  for (const name of names) {
    if (/[\u0000-\u001f\u007f]/.test(name)) throw invalid(`The ZIP entry ${shown(name)} has characters that are not allowed in a file name`)
    const parts = name.split(/[\\/]/)
    if (Buffer.byteLength(name) > ENTRY_NAME_LIMITS.nameBytes || parts.some(part => Buffer.byteLength(part) > ENTRY_NAME_LIMITS.partBytes)) {
      throw invalid(`The ZIP entry name ${shown(name)}… is too long (at most ${ENTRY_NAME_LIMITS.partBytes} bytes a part, ${ENTRY_NAME_LIMITS.nameBytes} in all)`)
    }
    if (['', '.', '..'].includes(parts[parts.length - 1])) throw invalid(`The ZIP entry ${shown(name)} names a folder, not a file`)
  }
}

import { Unzip, UnzipInflate } from 'fflate'
import { BUDGETS } from '../challenges/mechanisms/budgets.js'
import { messageOf, overBudget, unreadable } from './refusal.js'
import type { ParseRefusal, ZipResult, ZipTask } from './tasks.js'

/**
 * Reads a ZIP archive with fflate's streaming inflater, so the budget counts the bytes actually
 * inflated rather than the sizes the archive claims: at most 10 entries and 1 MB in total.
 * Folders are left out; an archive's links arrive as plain entries and are written as plain files.
 * Runs in a contained worker; the shop writes the entries (through its file area) afterwards.
 */
/** An allocation refused at the worker's memory ceiling (fflate sizes its buffers by what the archive claims). */
const OUT_OF_MEMORY = /allocation failed|out of memory|invalid array length/i

function damaged (prefix: string, error: unknown): ParseRefusal {
  const message = messageOf(error)
  if (OUT_OF_MEMORY.test(message)) return overBudget('The ZIP archive needs more memory to unpack than allowed')
  return unreadable(`${prefix}: ${message}`)
}

/** Deflate shrinks zeros about 1,000 to 1: a 512-byte piece inflates to at most half a megabyte. */
const PIECE_BYTES = 512

export function runZipTask ({ archive }: ZipTask): ZipResult {
  const entries: Array<{ name: string, data: Uint8Array }> = []
  let seen = 0
  let total = 0
  let failure: ParseRefusal | null = null
  const unzip = new Unzip(file => {
    if (failure) return
    if (++seen > BUDGETS.zipEntries) {
      failure = overBudget('The ZIP archive has more than 10 entries')
      return
    }
    const chunks: Uint8Array[] = []
    file.ondata = (error, chunk, final) => {
      if (failure) return
      if (error) { failure = damaged('The ZIP archive is damaged', error); return }
      total += chunk.length
      if (total > BUDGETS.zipUncompressedBytes) {
        failure = overBudget('The ZIP archive unpacks to more than 1 MB')
        file.terminate()
        return
      }
      chunks.push(chunk)
      if (final && !file.name.endsWith('/')) entries.push({ name: file.name, data: Buffer.concat(chunks) })
    }
    try {
      file.start()
    } catch (error) {
      failure = damaged('The ZIP archive uses an unsupported compression', error)
    }
  })
  unzip.register(UnzipInflate)
  try {
    // Fed in small pieces: fflate inflates each piece at once, and a piece of a zero bomb can
    // stand for a thousand times its size, so the limit is checked after about a megabyte, not
    // after the whole entry.
    for (let at = 0; at < archive.length && failure === null; at += PIECE_BYTES) {
      unzip.push(archive.subarray(at, at + PIECE_BYTES), at + PIECE_BYTES >= archive.length)
    }
    if (archive.length === 0) unzip.push(archive, true)
  } catch (error) {
    failure ??= damaged('The ZIP archive is damaged', error)
  }
  if (failure) return failure
  if (seen === 0) return unreadable('The file is not a ZIP archive or it is empty')
  return { ok: true, entries }
}

import { BudgetExceeded, BUDGETS } from '../../challenges/mechanisms/budgets.js'
import { invalid } from '../errors.js'

export interface ZipEntry { name: string, data: Uint8Array }

/**
 * Reads a ZIP archive with fflate's streaming inflater, so the budget counts the bytes actually
 * inflated rather than the sizes the archive claims: at most 10 entries and 1 MB in total.
 * Folders are left out; an archive's links arrive as plain entries and are written as plain files.
 */
export async function readZip (archive: Uint8Array): Promise<ZipEntry[]> {
  const { Unzip, UnzipInflate } = await import('fflate')
  const entries: ZipEntry[] = []
  let seen = 0
  let total = 0
  let failure: Error | null = null
  const unzip = new Unzip(file => {
    if (failure) return
    if (++seen > BUDGETS.zipEntries) {
      failure = new BudgetExceeded('zip', 'The ZIP archive has more than 10 entries', 'file-upload')
      return
    }
    const chunks: Uint8Array[] = []
    file.ondata = (error, chunk, final) => {
      if (failure) return
      if (error) { failure = invalid(`The ZIP archive is damaged: ${error.message}`); return }
      total += chunk.length
      if (total > BUDGETS.zipUncompressedBytes) {
        failure = new BudgetExceeded('zip', 'The ZIP archive unpacks to more than 1 MB', 'file-upload')
        file.terminate()
        return
      }
      chunks.push(chunk)
      if (final && !file.name.endsWith('/')) entries.push({ name: file.name, data: Buffer.concat(chunks) })
    }
    try {
      file.start()
    } catch (error) {
      failure = invalid(`The ZIP archive uses an unsupported compression: ${error instanceof Error ? error.message : String(error)}`)
    }
  })
  unzip.register(UnzipInflate)
  try {
    unzip.push(archive, true)
  } catch (error) {
    failure ??= invalid(`The ZIP archive is damaged: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (failure) throw failure
  if (seen === 0) throw invalid('The file is not a ZIP archive or it is empty')
  return entries
}

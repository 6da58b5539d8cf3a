import { applyProgressCodes, readProgressCookies } from '@/lib/progress-codes'

export type RestoreOutcome =
  | { kind: 'restored' }
  | { kind: 'failed', error: string }

/**
 * On 'server started': re-applies the progress codes kept in cookies. Without any
 * saved code there is nothing to restore and nothing to say, so the answer is null.
 */
export async function restoreProgressFromCookies (): Promise<RestoreOutcome | null> {
  const codes = readProgressCookies()
  if (Object.keys(codes).length === 0) return null
  try {
    await applyProgressCodes(codes)
    return { kind: 'restored' }
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? error.message : String(error) }
  }
}

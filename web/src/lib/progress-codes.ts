import Cookies from 'js-cookie'
import { ApiError, apiFetch } from './api-client'

/**
 * Progress codes: the server encodes solved challenges and coding progress as
 * three codes. The client keeps them in one-year cookies so that a restarted or fresh shop can be
 * brought back to the same state, and the backup file carries them too.
 */
export interface ProgressCodes {
  continueCode?: string
  continueCodeFindIt?: string
  continueCodeFixIt?: string
}

type CodeName = keyof ProgressCodes

/**
 * Cookie name and REST path segment of each code. The coding codes are signed by the shop that
 * issued them, so another shop (a fresh one, or one after a new install) cannot read them and
 * answers 404: restoring there still brings the solved challenges, just not the coding progress.
 */
const CODES: ReadonlyArray<{ name: CodeName, path: string, onlyForIssuingShop: boolean }> = [
  { name: 'continueCode', path: '/rest/continue-code', onlyForIssuingShop: false },
  { name: 'continueCodeFindIt', path: '/rest/continue-code-findIt', onlyForIssuingShop: true },
  { name: 'continueCodeFixIt', path: '/rest/continue-code-fixIt', onlyForIssuingShop: true }
]

export const PROGRESS_COOKIE_DAYS = 365
export const INVALID_CODE_MESSAGE = 'Received invalid continue code from the sever!'

export function readProgressCookies (): ProgressCodes {
  const codes: ProgressCodes = {}
  for (const { name } of CODES) {
    const value = Cookies.get(name)
    if (value) codes[name] = value
  }
  return codes
}

export function writeProgressCookies (codes: ProgressCodes): void {
  for (const { name } of CODES) {
    const value = codes[name]
    if (value) Cookies.set(name, value, { expires: PROGRESS_COOKIE_DAYS, sameSite: 'lax' })
  }
}

export function removeProgressCookies (): void {
  for (const { name } of CODES) Cookies.remove(name)
}

/** Fetches all three codes from the server; an empty code is an error. */
export async function fetchProgressCodes (): Promise<Required<ProgressCodes>> {
  const entries = await Promise.all(CODES.map(async ({ name, path }) => {
    const { continueCode } = await apiFetch<{ continueCode?: string }>(path)
    if (typeof continueCode !== 'string' || continueCode === '') throw new Error(INVALID_CODE_MESSAGE)
    return [name, continueCode] as const
  }))
  return Object.fromEntries(entries) as Required<ProgressCodes>
}

/** After every solve: refresh the cookies from the server's current state. */
export async function saveProgressCodes (): Promise<void> {
  writeProgressCookies(await fetchProgressCodes())
}

/** Applies whichever codes are given (default: the cookies) to this shop; codes are URL-encoded. */
export async function applyProgressCodes (codes: ProgressCodes = readProgressCookies()): Promise<void> {
  for (const { name, path, onlyForIssuingShop } of CODES) {
    const code = codes[name]
    if (!code) continue
    try {
      await apiFetch(`${path}/apply/${encodeURIComponent(code)}`, { method: 'PUT' })
    } catch (err) {
      if (!(onlyForIssuingShop && err instanceof ApiError && err.status === 404)) throw err
    }
  }
}

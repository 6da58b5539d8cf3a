import Cookies from 'js-cookie'
import type { ProgressCode } from '@shop/contract'
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

/** Cookie name and REST path segment of each code. */
const CODES: ReadonlyArray<{ name: CodeName, path: string }> = [
  { name: 'continueCode', path: '/rest/continue-code' },
  { name: 'continueCodeFindIt', path: '/rest/continue-code-findIt' },
  { name: 'continueCodeFixIt', path: '/rest/continue-code-fixIt' }
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
    const { continueCode } = await apiFetch<Partial<ProgressCode>>(path)
    if (typeof continueCode !== 'string' || continueCode === '') throw new Error(INVALID_CODE_MESSAGE)
    return [name, continueCode] as const
  }))
  return Object.fromEntries(entries) as Required<ProgressCodes>
}

/** After every solve: refresh the cookies from the server's current state. */
export async function saveProgressCodes (): Promise<void> {
  writeProgressCookies(await fetchProgressCodes())
}

/**
 * Applies whichever codes are given (default: the cookies) to this shop; codes are URL-encoded.
 * Coding progress is signed by the shop that issued it, so another shop answers its codes with 404:
 * that loses nothing here (the solved challenges still come back) and is not a failed restore.
 */
export async function applyProgressCodes (codes: ProgressCodes = readProgressCookies()): Promise<void> {
  for (const { name, path } of CODES) {
    const code = codes[name]
    if (!code) continue
    try {
      await apiFetch(`${path}/apply/${encodeURIComponent(code)}`, { method: 'PUT' })
    } catch (error) {
      const foreignCodingCode = name !== 'continueCode' && error instanceof ApiError && error.status === 404
      if (!foreignCodingCode) throw error
    }
  }
}

import Cookies from 'js-cookie'
import { changeLanguage } from '@/lib/change-language'
import { currentLanguage } from '@/lib/i18n'
import { PROGRESS_COOKIE_DAYS, fetchProgressCodes, writeProgressCookies } from '@/lib/progress-codes'
import type { BoardFilters } from '../score-board/board-filters'
import { FILTER_NAMES, writeFilter } from '../score-board/filter-storage'
import { buildBackup, type BackupFile } from './backup-file'

/* The browser side of backups: cookies, local storage and the file download. */

// Cookie names the shop's client keeps its state in.
const WELCOME_BANNER_COOKIE = 'welcomebanner_status'
const COOKIE_CONSENT_COOKIE = 'cookieconsent_status'

/** Gathers the current settings and freshly fetched progress codes into a version 1 backup. */
export async function collectBackup (filters: BoardFilters): Promise<BackupFile> {
  return buildBackup({
    filters,
    banners: {
      welcomeBannerStatus: Cookies.get(WELCOME_BANNER_COOKIE),
      cookieConsentStatus: Cookies.get(COOKIE_CONSENT_COOKIE)
    },
    // The language in use, chosen or default, so that a restore elsewhere brings it back.
    language: currentLanguage(),
    codes: await fetchProgressCodes()
  })
}

export function downloadJson (data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Revoked later: some browsers read the URL only after the click handler has returned.
  setTimeout(() => { URL.revokeObjectURL(url) }, 1000)
}

function setYearCookie (name: string, value: string | undefined): void {
  if (value) Cookies.set(name, value, { expires: PROGRESS_COOKIE_DAYS, sameSite: 'lax' })
}

/**
 * Writes a parsed backup into this browser and switches to its language at once (which also stores
 * the language cookie); the progress codes reach the server on apply.
 */
export async function writeBackupToBrowser (backup: BackupFile): Promise<void> {
  for (const name of FILTER_NAMES) {
    const value = backup.scoreBoard[name]
    if (value !== undefined) writeFilter(name, value)
  }
  setYearCookie(WELCOME_BANNER_COOKIE, backup.banners.welcomeBannerStatus)
  setYearCookie(COOKIE_CONSENT_COOKIE, backup.banners.cookieConsentStatus)
  writeProgressCookies(backup)
  if (backup.language) await changeLanguage(backup.language)
}

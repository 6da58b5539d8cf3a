import { isLanguageKey } from '@/lib/language-key'
import type { ProgressCodes } from '@/lib/progress-codes'
import type { BoardFilters } from '../score-board/board-filters'
import { FILTER_NAMES, parseFilterValue } from '../score-board/filter-storage'

/*
 * The local backup file (version 1): score board settings, banner cookies, language
 * and the three progress codes. Pure building and checking; reading the browser is backup-io.ts.
 */

export const BACKUP_VERSION = 1

interface BackupBanners {
  welcomeBannerStatus?: string
  cookieConsentStatus?: string
}

export interface BackupFile extends ProgressCodes {
  version: typeof BACKUP_VERSION
  scoreBoard: Partial<BoardFilters>
  banners: BackupBanners
  language?: string
}

/** A restore that cannot go ahead; `messageKey`/`params` are a translated error message. */
export class BackupError extends Error {
  readonly messageKey: string
  readonly params: Record<string, unknown>

  constructor (messageKey: string, params: Record<string, unknown>, message: string) {
    super(message)
    this.name = 'BackupError'
    this.messageKey = messageKey
    this.params = params
  }
}

function restoreFailed (reason: string): BackupError {
  return new BackupError('BACKUP_RESTORE_FAILED', { reason }, `Backup restore operation failed: ${reason}`)
}

function pad (n: number): string {
  return String(n).padStart(2, '0')
}

/** `{applicationName}-{yyyy-mm-dd}.json`, the date in the player's own time zone. */
export function backupFileName (applicationName: string, date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `${applicationName}-${day}.json`
}

export interface BackupInput {
  filters: BoardFilters
  banners: BackupBanners
  language: string
  codes: ProgressCodes
}

export function buildBackup ({ filters, banners, language, codes }: BackupInput): BackupFile {
  return {
    version: BACKUP_VERSION,
    scoreBoard: {
      displayedDifficulties: filters.displayedDifficulties,
      showSolvedChallenges: filters.showSolvedChallenges,
      showDisabledChallenges: filters.showDisabledChallenges,
      showOnlyTutorialChallenges: filters.showOnlyTutorialChallenges,
      displayedChallengeCategories: filters.displayedChallengeCategories
    },
    banners,
    language,
    continueCode: codes.continueCode,
    continueCodeFindIt: codes.continueCodeFindIt,
    continueCodeFixIt: codes.continueCodeFixIt
  }
}

function isRecord (value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function optionalString (value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * Reads a backup file's text. The version is checked first; unknown or malformed
 * fields are dropped rather than failing the whole restore, so a partly edited file still restores.
 */
export function parseBackup (text: string): BackupFile {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (err) {
    throw restoreFailed(err instanceof Error ? err.message : String(err))
  }
  if (!isRecord(data)) throw restoreFailed('the file does not contain a backup object')
  if (data.version !== BACKUP_VERSION) {
    const version = typeof data.version === 'number' || typeof data.version === 'string' ? String(data.version) : 'unknown'
    throw new BackupError('BACKUP_VERSION_INCOMPATIBLE', { version, expectedVersion: BACKUP_VERSION },
      `Version ${version} is incompatible with expected version ${BACKUP_VERSION}`)
  }

  const scoreBoard: Partial<BoardFilters> = {}
  const board = isRecord(data.scoreBoard) ? data.scoreBoard : {}
  for (const name of FILTER_NAMES) {
    const value = parseFilterValue(name, board[name])
    if (value !== undefined) (scoreBoard as Record<string, unknown>)[name] = value
  }
  const banners = isRecord(data.banners) ? data.banners : {}

  return {
    version: BACKUP_VERSION,
    scoreBoard,
    banners: {
      welcomeBannerStatus: optionalString(banners.welcomeBannerStatus),
      cookieConsentStatus: optionalString(banners.cookieConsentStatus)
    },
    language: isLanguageKey(data.language) ? data.language : undefined,
    continueCode: optionalString(data.continueCode),
    continueCodeFindIt: optionalString(data.continueCodeFindIt),
    continueCodeFixIt: optionalString(data.continueCodeFixIt)
  }
}

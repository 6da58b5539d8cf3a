import { describe, expect, it } from 'vitest'
import { DEFAULT_FILTERS } from '../score-board/board-filters'
import { BackupError, backupFileName, buildBackup, parseBackup } from './backup-file'

const codes = { continueCode: 'a'.repeat(60), continueCodeFindIt: 'b'.repeat(60), continueCodeFixIt: 'c'.repeat(60) }

function failure (text: string): BackupError {
  try {
    parseBackup(text)
  } catch (err) {
    if (err instanceof BackupError) return err
    throw err
  }
  throw new Error('parseBackup accepted the text')
}

describe('backupFileName', () => {
  it('is the application name and the local date', () => {
    expect(backupFileName('Juice Shop', new Date(2026, 0, 7, 23, 59))).toBe('Juice Shop-2026-01-07.json')
  })
})

describe('buildBackup', () => {
  it('writes every version 1 field', () => {
    const filters = { ...DEFAULT_FILTERS, displayedDifficulties: [1, 3], displayedChallengeCategories: ['XSS'] }
    const backup = buildBackup({ filters, banners: { welcomeBannerStatus: 'dismiss' }, language: 'de', codes })
    expect(backup).toEqual({
      version: 1,
      scoreBoard: {
        displayedDifficulties: [1, 3],
        showSolvedChallenges: true,
        showDisabledChallenges: false,
        showOnlyTutorialChallenges: false,
        displayedChallengeCategories: ['XSS']
      },
      banners: { welcomeBannerStatus: 'dismiss' },
      language: 'de',
      ...codes
    })
  })

  it('survives a round trip through JSON and parseBackup', () => {
    const backup = buildBackup({ filters: { ...DEFAULT_FILTERS, displayedChallengeCategories: ['Injection'] }, banners: { welcomeBannerStatus: 'dismiss', cookieConsentStatus: 'dismiss' }, language: 'en', codes })
    expect(parseBackup(JSON.stringify(backup))).toEqual(backup)
  })
})

describe('parseBackup', () => {
  it('refuses other versions with the spec text', () => {
    const err = failure(JSON.stringify({ version: 2 }))
    expect(err.message).toBe('Version 2 is incompatible with expected version 1')
    expect(err.messageKey).toBe('BACKUP_VERSION_INCOMPATIBLE')
    expect(err.params).toEqual({ version: '2', expectedVersion: 1 })
    expect(failure('{}').message).toBe('Version unknown is incompatible with expected version 1')
  })

  it('reports unreadable files as a failed restore with the reason', () => {
    const err = failure('not json')
    expect(err.messageKey).toBe('BACKUP_RESTORE_FAILED')
    expect(err.message).toMatch(/^Backup restore operation failed: .+/)
    expect(failure('[1]').message).toBe('Backup restore operation failed: the file does not contain a backup object')
    expect(failure('null').messageKey).toBe('BACKUP_RESTORE_FAILED')
  })

  it('keeps valid fields and drops malformed ones', () => {
    const parsed = parseBackup(JSON.stringify({
      version: 1,
      scoreBoard: { displayedDifficulties: [2, 'x', 7], showSolvedChallenges: 'yes', showDisabledChallenges: true },
      banners: { welcomeBannerStatus: 42 },
      language: '../../evil',
      continueCode: 'code',
      continueCodeFindIt: 17
    }))
    expect(parsed).toEqual({
      version: 1,
      scoreBoard: { displayedDifficulties: [2], showDisabledChallenges: true },
      banners: { welcomeBannerStatus: undefined, cookieConsentStatus: undefined },
      language: undefined,
      continueCode: 'code',
      continueCodeFindIt: undefined,
      continueCodeFixIt: undefined
    })
  })

  it('names its errors BackupError and quotes a version sent as text', () => {
    const err = failure(JSON.stringify({ version: '2' }))
    expect(err.name).toBe('BackupError')
    expect(err.params).toEqual({ version: '2', expectedVersion: 1 })
  })

  it('takes empty texts as absent, and holds only the settings the file has', () => {
    const parsed = parseBackup(JSON.stringify({
      version: 1, scoreBoard: { showSolvedChallenges: false }, banners: { welcomeBannerStatus: '' }, continueCode: ''
    }))
    expect(parsed.continueCode).toBeUndefined()
    expect(parsed.banners.welcomeBannerStatus).toBeUndefined()
    // A setting the file does not have is not in the result at all (not even as undefined).
    expect(Object.keys(parsed.scoreBoard)).toEqual(['showSolvedChallenges'])
  })
})

// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n, { currentLanguage } from '@/lib/i18n'
import { answerConfiguration } from '@/test-support/account-fixtures'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { failure, gate, recordCalls, type SeenRequest } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import type { BoardFilters } from '../score-board/board-filters'
import { BackupButtons, RESTORE_SNACK_MS } from './backup-buttons'

const server = mockShopServer()

const CODES = { continueCode: 'solved-1', continueCodeFindIt: 'find-2', continueCodeFixIt: 'fix-3' }
const CODE_PATHS = { continueCode: 'rest/continue-code', continueCodeFindIt: 'rest/continue-code-findIt', continueCodeFixIt: 'rest/continue-code-fixIt' }
const COOKIES = ['welcomebanner_status', 'cookieconsent_status', 'language', ...Object.keys(CODES)]

const FILTERS: BoardFilters = {
  displayedDifficulties: [2, 4],
  showSolvedChallenges: false,
  showDisabledChallenges: true,
  showOnlyTutorialChallenges: true,
  displayedChallengeCategories: ['XSS', 'Injection'],
  displayedOwaspTop10: ['A03'],
  selectedLearningPath: 'first-hour'
}

let applied: SeenRequest[] = []
let reload = vi.fn()
beforeEach(() => {
  answerConfiguration(server, { name: 'Bench Shop' })
  // Translations of a language the shop switches to (i18next resolves only a language that has some); English comes with the page.
  server.use(http.get(shopUrl('assets/i18n/:file'), () => HttpResponse.json({ NAV_LANGUAGE: 'Sprache' })))
  applied = recordCalls(server, 'put', 'rest/:code/apply/:value', { data: 'ok' })
  reload = vi.fn()
  vi.spyOn(window.location, 'reload').mockImplementation(reload)
})
afterEach(async () => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  for (const name of COOKIES) Cookies.remove(name)
  await i18n.changeLanguage('en')
})

/** Answers the three progress codes; `over` replaces one answer (a failure, or one held back). */
function serveCodes (over: Partial<Record<keyof typeof CODES, Parameters<typeof recordCalls>[3]>> = {}): void {
  for (const [name, path] of Object.entries(CODE_PATHS) as Array<[keyof typeof CODES, string]>) {
    recordCalls(server, 'get', path, over[name] ?? { continueCode: CODES[name] })
  }
}

/** A saved file; `linked` tells whether its link was in the page when clicked, as some browsers need. */
interface Download { name: string, url: string, blob: Blob, linked: boolean }

/** Catches the file the browser would save, instead of letting happy-dom follow the link. */
function catchDownloads () {
  const downloads: Download[] = []
  const blobs = new Map<string, Blob>()
  vi.spyOn(URL, 'createObjectURL').mockImplementation(blob => {
    const url = `blob:http://shop.test/${blobs.size + 1}`
    blobs.set(url, blob as Blob)
    return url
  })
  const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, url: this.href, blob: blobs.get(this.href) as Blob, linked: this.isConnected })
  })
  return { downloads, revoked }
}

function showButtons () {
  const rendered = renderScreen(<BackupButtons filters={FILTERS} />)
  return { ...rendered, saveButton: () => screen.getByRole('button', { name: 'Save Backup' }) }
}

describe('saving a backup', COMPONENT_TEST, () => {
  it('downloads the board filters, banner cookies, language and fresh progress codes as <application>-<date>.json', async () => {
    // Only the date is faked: the file is named after the day it is saved on.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 5, 23, 30) })
    serveCodes()
    const { downloads, revoked } = catchDownloads()
    Cookies.set('welcomebanner_status', 'dismiss')
    Cookies.set('cookieconsent_status', 'allow')
    await i18n.changeLanguage('de')
    const { queryClient, saveButton } = showButtons()
    // The file is named after the configured application.
    await waitFor(() => { expect(queryClient.getQueryData(['application-configuration'])).toBeDefined() })

    fireEvent.click(saveButton())
    await waitFor(() => { expect(downloads).toHaveLength(1) })
    const [file] = downloads
    expect(file.name).toBe('Bench Shop-2026-03-05.json')
    expect(file.linked).toBe(true)
    expect(file.blob.type).toBe('application/json')
    const text = await file.blob.text()
    expect(JSON.parse(text)).toEqual({
      version: 1,
      scoreBoard: {
        displayedDifficulties: [2, 4],
        showSolvedChallenges: false,
        showDisabledChallenges: true,
        showOnlyTutorialChallenges: true,
        displayedChallengeCategories: ['XSS', 'Injection']
      },
      banners: { welcomeBannerStatus: 'dismiss', cookieConsentStatus: 'allow' },
      language: 'de',
      ...CODES
    })
    // Indented, for players who read or edit their backup.
    expect(text.split('\n')[1]).toBe('  "version": 1,')
    expect(document.querySelector('a[download]')).toBeNull()
    await waitFor(() => { expect(revoked).toHaveBeenCalledWith(file.url) })
  })

  it('cannot be started twice while the codes are on their way', async () => {
    const held = gate()
    serveCodes({ continueCodeFixIt: async () => { await held.passed; return { continueCode: CODES.continueCodeFixIt } } })
    const { downloads } = catchDownloads()
    const { saveButton } = showButtons()
    expect(saveButton().hasAttribute('disabled')).toBe(false)
    fireEvent.click(saveButton())
    await waitFor(() => { expect(saveButton().hasAttribute('disabled')).toBe(true) })
    expect(downloads).toEqual([])
    held.open()
    await waitFor(() => { expect(downloads).toHaveLength(1) })
    await waitFor(() => { expect(saveButton().hasAttribute('disabled')).toBe(false) })
  })

  it('says why when a progress code cannot be fetched, and saves nothing', async () => {
    serveCodes({ continueCodeFindIt: failure(500, { error: 'Database is locked' }) })
    const { downloads } = catchDownloads()
    const { saveButton } = showButtons()
    fireEvent.click(saveButton())
    expect((await screen.findByRole('alert')).textContent).toBe('The backup could not be saved: Database is locked')
    expect(downloads).toEqual([])
    expect(saveButton().hasAttribute('disabled')).toBe(false)
  })
})

const BACKUP = {
  version: 1,
  scoreBoard: { displayedDifficulties: [3, 2], showSolvedChallenges: false, displayedChallengeCategories: ['XSS'], selectedLearningPath: 'first-hour' },
  banners: { welcomeBannerStatus: 'dismiss', cookieConsentStatus: 'allow' },
  language: 'de',
  ...CODES
}
const APPLIED_PATHS = ['/rest/continue-code/apply/solved-1', '/rest/continue-code-findIt/apply/find-2', '/rest/continue-code-fixIt/apply/fix-3']

const realSetTimeout = globalThis.setTimeout
/**
 * Waits on the real clock: findBy… and vi.waitFor wait on or move the faked timers, which these
 * tests advance themselves to tell the moment the codes are applied.
 */
async function eventually (check: () => void): Promise<void> {
  const deadline = performance.now() + 10_000
  for (;;) {
    try {
      check()
      return
    } catch (error) {
      if (performance.now() > deadline) throw error
    }
    await act(async () => { await new Promise(resolve => { realSetTimeout(resolve, 20) }) })
  }
}

const advance = async (ms: number) => { await act(async () => { await vi.advanceTimersByTimeAsync(ms) }) }

const backupFile = (content: unknown) => new File([typeof content === 'string' ? content : JSON.stringify(content)], 'backup.json', { type: 'application/json' })

/** Shows the buttons and picks a backup file in the file chooser, with the restore timer under the test's control. */
function restore (content: unknown): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  showButtons()
  fireEvent.change(screen.getByLabelText('Restore Backup'), { target: { files: [backupFile(content)] } })
}

async function restoredMessage (): Promise<HTMLElement> {
  await eventually(() => { expect(screen.getByRole('status').textContent).toBe('Your backup has been restored.Apply changes now') })
  return screen.getByRole('status')
}

const appliedPaths = () => applied.map(call => call.path)

describe('restoring a backup', COMPONENT_TEST, () => {
  it('opens the file chooser from the Restore Backup button', () => {
    showButtons()
    const chooser = vi.spyOn(screen.getByLabelText('Restore Backup'), 'click').mockImplementation(() => undefined)
    fireEvent.click(screen.getByRole('button', { name: 'Restore Backup' }))
    expect(chooser).toHaveBeenCalledTimes(1)
  })

  it('does nothing when the chooser is closed without a file', async () => {
    showButtons()
    const chooser = screen.getByLabelText('Restore Backup')
    // A message shown and closed first leaves the snack bar loaded, ready to show the next one at once.
    fireEvent.change(chooser, { target: { files: [backupFile('not a backup')] } })
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Close' }))
    await waitFor(() => { expect(screen.queryByRole('alert')).toBeNull() })
    fireEvent.change(chooser, { target: { files: [] } })
    // Reading a missing file would fail within this turn of the event loop.
    await act(async () => { await new Promise(resolve => { setTimeout(resolve, 0) }) })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('writes the filters, banner and progress cookies into this browser and switches to the backup\'s language', async () => {
    localStorage.setItem('showOnlyTutorialChallenges', 'true')
    const cookieSet = vi.spyOn(Cookies, 'set')
    restore(BACKUP)
    await restoredMessage()
    expect(Object.fromEntries(['displayedDifficulties', 'showSolvedChallenges', 'displayedChallengeCategories', 'selectedLearningPath', 'showOnlyTutorialChallenges', 'showDisabledChallenges']
      .map(name => [name, localStorage.getItem(name)]))).toEqual({
      displayedDifficulties: '[2,3]',
      showSolvedChallenges: 'false',
      displayedChallengeCategories: '["XSS"]',
      selectedLearningPath: '"first-hour"',
      // Settings the backup does not carry stay as they were.
      showOnlyTutorialChallenges: 'true',
      showDisabledChallenges: null
    })
    // The shop's cookies last a year.
    for (const [name, value] of [['welcomebanner_status', 'dismiss'], ['cookieconsent_status', 'allow'], ...Object.entries(CODES)]) {
      expect(cookieSet).toHaveBeenCalledWith(name, value, { expires: 365, sameSite: 'lax' })
      expect(Cookies.get(name)).toBe(value)
    }
    expect([currentLanguage(), Cookies.get('language')]).toEqual(['de', 'de'])
    expect(appliedPaths()).toEqual([])
    expect(reload).not.toHaveBeenCalled()
  })

  it('leaves the cookies and language the backup does not name as they are', async () => {
    Cookies.set('welcomebanner_status', 'dismiss')
    restore({ version: 1, continueCode: 'only-solved' })
    await restoredMessage()
    expect(COOKIES.map(name => Cookies.get(name))).toEqual(['dismiss', undefined, undefined, 'only-solved', undefined, undefined])
    expect(currentLanguage()).toBe('en')
    await advance(RESTORE_SNACK_MS)
    await eventually(() => { expect(reload).toHaveBeenCalledTimes(1) })
    expect(appliedPaths()).toEqual(['/rest/continue-code/apply/only-solved'])
  })

  it('applies the codes and reloads the page when the message has been up its time, not before', async () => {
    restore(BACKUP)
    await restoredMessage()
    await advance(RESTORE_SNACK_MS - 1)
    expect(appliedPaths()).toEqual([])
    expect(reload).not.toHaveBeenCalled()
    await advance(1)
    await eventually(() => { expect(reload).toHaveBeenCalledTimes(1) })
    expect(appliedPaths()).toEqual(APPLIED_PATHS)
  })

  it('applies them at once from the message, and only once however often it is pressed', async () => {
    restore(BACKUP)
    const action = within(await restoredMessage()).getByRole('button', { name: 'Apply changes now' })
    fireEvent.click(action)
    fireEvent.click(action)
    await eventually(() => { expect(reload).toHaveBeenCalled() })
    await advance(2 * RESTORE_SNACK_MS)
    await eventually(() => { expect(screen.queryByRole('status')).toBeNull() })
    expect(reload).toHaveBeenCalledTimes(1)
    expect(appliedPaths()).toEqual(APPLIED_PATHS)
  })

  it('says why when the shop refuses the codes, and does not reload', async () => {
    server.use(http.put(shopUrl('rest/continue-code/apply/:value'), () => HttpResponse.json({ error: 'Invalid continue code' }, { status: 400 })))
    restore(BACKUP)
    fireEvent.click(within(await restoredMessage()).getByRole('button', { name: 'Apply changes now' }))
    await eventually(() => { expect(screen.getByRole('alert').textContent).toBe('Backup restore operation failed: Invalid continue code') })
    expect(reload).not.toHaveBeenCalled()
  })

  it.each([
    { file: 'a version 2 backup', content: { ...BACKUP, version: 2 }, message: /^Version 2 is incompatible with expected version 1$/ },
    { file: 'not JSON', content: 'my progress', message: /^Backup restore operation failed: .*JSON/ },
    // A browser that refuses cookies: not the file's fault, still a failed restore with the reason.
    { file: 'refused by the browser', content: BACKUP, message: /^Backup restore operation failed: Cookies are blocked$/, blocked: true }
  ])('refuses a file that is $file with the reason, and applies nothing', async ({ content, message, blocked }) => {
    if (blocked === true) vi.spyOn(Cookies, 'set').mockImplementation(() => { throw new Error('Cookies are blocked') })
    restore(content)
    await eventually(() => { expect(screen.getByRole('alert').textContent).toMatch(message) })
    await advance(2 * RESTORE_SNACK_MS)
    expect(appliedPaths()).toEqual([])
    expect(reload).not.toHaveBeenCalled()
    expect(Cookies.get('continueCode')).toBeUndefined()
  })

  it('restores the same file again when it is chosen again', async () => {
    // Faked only so that the pending apply is dropped after the test; they move with the clock, as
    // user-event and waitFor wait on them.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    showButtons()
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true })
    const file = backupFile(BACKUP)
    await user.upload(screen.getByLabelText('Restore Backup'), file)
    await waitFor(() => { expect(localStorage.getItem('displayedDifficulties')).toBe('[2,3]') })
    localStorage.clear()
    await user.upload(screen.getByLabelText('Restore Backup'), file)
    await waitFor(() => { expect(localStorage.getItem('displayedDifficulties')).toBe('[2,3]') })
  })
})

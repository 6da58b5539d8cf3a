import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { expect, test } from '../support/private-shop'
import { realtimeConnected } from '../support/realtime'
import { challengeRow, openScoreBoard } from '../support/score-board'
import { INJECTION, expectSolved, isSolved, postLogin, submitLogin } from '../support/shop'
import { spawnShop } from '../support/spawn-shop'

/*
 * Challenge-solved toasts, the Clean Sweep gesture and the server-started notice.
 * Each test has a fresh private shop: a challenge notifies only the first time it is solved, and
 * the restart journeys stop the server, which the shared shop must never do.
 */

const ADMIN_BY_APOSTROPHE = 'You successfully solved a challenge: Admin by Apostrophe'
const LOUD_FAILURE = 'You successfully solved a challenge: Loud Failure'
const CLEAN_SWEEP = 'You successfully solved a challenge: Clean Sweep'
const RESTORED = 'Your previous hacking progress has been restored automatically.'

// Each test starts a private shop first.
test.describe.configure({ timeout: 60_000 })

function toasts (page: Page) {
  return page.getByTestId('challenge-solved-toast')
}

function notice (page: Page) {
  return page.getByTestId('server-started-notice')
}

/** Opens a route and waits until the page's socket has joined the shop's realtime room. */
async function openListening (page: Page, route: string): Promise<void> {
  const connected = realtimeConnected(page)
  await page.goto(route)
  await connected
}

async function loginWithInjection (page: Page): Promise<void> {
  await submitLogin(page, INJECTION, 'surely-not-the-password')
}

async function cookieValue (context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find(cookie => cookie.name === name)?.value
}

/** Two solves pushed to the open page: the verbose SQL error, then the admin injection. */
async function solveTwoFromOutside (page: Page, request: APIRequestContext): Promise<void> {
  expect(await postLogin(request, "'")).toBe(500)
  await expect(toasts(page).filter({ hasText: LOUD_FAILURE })).toBeVisible()
  expect(await postLogin(request, INJECTION)).toBe(200)
  await expect(toasts(page).filter({ hasText: ADMIN_BY_APOSTROPHE })).toBeVisible()
}

test('solving a challenge in the browser shows its toast, fires confetti and saves the progress codes', async ({ page, context, request }) => {
  await loginWithInjection(page)

  await expect(toasts(page).filter({ hasText: ADMIN_BY_APOSTROPHE })).toBeVisible()
  // canvas-confetti draws on a canvas of its own and removes it when the animation ends.
  await expect(page.locator('body > canvas')).toBeAttached()
  await expectSolved(request, 'loginAdminSqliChallenge')
  await expect.poll(() => cookieValue(context, 'continueCode'), { message: 'progress code saved in a cookie' }).toBeTruthy()
})

test('Clean Sweep: a shift-click on one close button closes every toast, and the board shows it solved live', async ({ page, request }) => {
  const connected = realtimeConnected(page)
  await openScoreBoard(page)
  await connected
  const cleanSweepRow = challengeRow(page, 'closeNotificationsChallenge')
  await expect(cleanSweepRow).toHaveAttribute('data-solved', 'false')
  await solveTwoFromOutside(page, request)

  await toasts(page).first().getByRole('button', { name: 'Close' }).click({ modifiers: ['Shift'] })

  await expect(toasts(page).filter({ hasText: LOUD_FAILURE })).toHaveCount(0)
  await expect(toasts(page).filter({ hasText: ADMIN_BY_APOSTROPHE })).toHaveCount(0)
  await expectSolved(request, 'closeNotificationsChallenge')
  // The sweep's own solve arrives live: as the next toast and on the open board, without a reload.
  await expect(toasts(page).filter({ hasText: CLEAN_SWEEP })).toBeVisible()
  await expect(cleanSweepRow).toHaveAttribute('data-solved', 'true')
})

test('a plain click closes only its own toast and solves nothing', async ({ page, request }) => {
  await openListening(page, '/#/search')
  await solveTwoFromOutside(page, request)

  await toasts(page).filter({ hasText: LOUD_FAILURE }).getByRole('button', { name: 'Close' }).click()

  await expect(toasts(page)).toHaveCount(1)
  await expect(toasts(page)).toContainText(ADMIN_BY_APOSTROPHE)
  expect(await isSolved(request, 'closeNotificationsChallenge')).toBe(false)
})

test('after a restart the open page re-applies its progress codes and says so', async ({ page, context, request, privateShop }) => {
  // Starts a shop twice: a loaded machine needs more than the default 30 s.
  test.slow()
  await loginWithInjection(page)
  await expect(toasts(page).filter({ hasText: ADMIN_BY_APOSTROPHE })).toBeVisible()
  await expect.poll(() => cookieValue(context, 'continueCode')).toBeTruthy()

  await privateShop.stop()
  await privateShop.start()

  // socket.io reconnects on its own; as the first socket after the start it hears 'server started'.
  await expect(notice(page)).toContainText(RESTORED, { timeout: 20_000 })
  expect(await isSolved(request, 'loginAdminSqliChallenge')).toBe(true)
  await notice(page).getByRole('button', { name: 'Close' }).click()
  await expect(notice(page)).toHaveCount(0)
})

test('a fresh shop takes over the progress saved by another, and clear-all forgets it', async ({ page, context, playwright }) => {
  // Starts a shop twice: a loaded machine needs more than the default 30 s.
  test.slow()
  await loginWithInjection(page)
  await expect(toasts(page).filter({ hasText: ADMIN_BY_APOSTROPHE })).toBeVisible()
  await expect.poll(() => cookieValue(context, 'continueCode')).toBeTruthy()
  await context.addCookies([{ name: 'welcomebanner_status', value: 'dismiss', url: page.url() }])

  // Cookies belong to the host, not the port (RFC 6265): a new shop on 127.0.0.1 sees them.
  const fresh = await spawnShop()
  const freshApi = await playwright.request.newContext({ baseURL: fresh.baseURL })
  try {
    expect(await isSolved(freshApi, 'loginAdminSqliChallenge')).toBe(false)
    await page.goto(`${fresh.baseURL}/#/search`)

    await expect(notice(page)).toContainText(RESTORED, { timeout: 15_000 })
    await expectSolved(freshApi, 'loginAdminSqliChallenge')

    const clear = notice(page).getByRole('button', { name: 'Clear all progress' })
    await clear.click()
    await expect(clear).toBeDisabled()
    expect(await cookieValue(context, 'continueCode')).toBeUndefined()
    expect(await cookieValue(context, 'welcomebanner_status')).toBeUndefined()
  } finally {
    await freshApi.dispose()
    await fresh.dispose()
  }
})

test('a saved code the shop cannot read is reported as a failed restore', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'continueCode', value: 'not-a-progress-code', url: baseURL }])

  await page.goto('/#/search')

  await expect(notice(page)).toContainText('Restoring your previous hacking progress failed:')
})

import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { expectSolved, isSolved } from '../support/shop'
import { closePrivateShop, openPrivateShop, postLogin, type PrivateShop } from '../support/private-shop'
import { realtimeConnected } from '../support/realtime'

/*
 * Challenge-solved toasts, the Clean Sweep gesture and the server-started notice (spec 001 §4).
 * Every test runs on a fresh private shop: a challenge notifies only the first time it is solved,
 * and the restart journeys stop the server, which the shared shop must never do.
 */

const INJECTION = "' OR 1=1--"
const ADMIN_BY_APOSTROPHE = 'You successfully solved a challenge: Admin by Apostrophe'
const LOUD_FAILURE = 'You successfully solved a challenge: Loud Failure'
const CLEAN_SWEEP = 'You successfully solved a challenge: Clean Sweep'
const RESTORED = 'Your previous hacking progress has been restored automatically.'

let shops: PrivateShop[] = []

async function privateShop (): Promise<PrivateShop> {
  const shop = await openPrivateShop()
  shops.push(shop)
  return shop
}

test.afterEach(async () => {
  for (const shop of shops) await closePrivateShop(shop)
  shops = []
})

function toasts (page: Page) {
  return page.getByTestId('challenge-solved-toast')
}

async function loginWithInjection (page: Page, shop: PrivateShop): Promise<void> {
  await page.goto(shop.url('#/login'))
  await page.getByLabel('Email').fill(INJECTION)
  await page.getByLabel('Password', { exact: true }).fill('surely-not-the-password')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

/** Opens a route and waits until the page's socket has joined the shop's realtime room. */
async function openListening (page: Page, shop: PrivateShop, route: string): Promise<void> {
  const connected = realtimeConnected(page)
  await page.goto(shop.url(route))
  await connected
}

async function cookieValue (context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find(cookie => cookie.name === name)?.value
}

test('solving a challenge in the browser shows its toast and fires confetti', async ({ page }) => {
  const shop = await privateShop()

  await loginWithInjection(page, shop)

  await expect(toasts(page).filter({ hasText: ADMIN_BY_APOSTROPHE })).toBeVisible()
  // canvas-confetti draws on a canvas of its own and removes it when the animation ends.
  await expect(page.locator('body > canvas')).toBeAttached()
  await expectSolved(shop.api, 'loginAdminSqliChallenge')
})

test('Clean Sweep: a shift-click on one close button closes every toast', async ({ page }) => {
  const shop = await privateShop()
  await openListening(page, shop, '#/search')

  // Two solves from crafted requests while the page is open: each pushes a toast to it.
  expect(await postLogin(shop.api, "'")).toBe(500)
  await expect(toasts(page).filter({ hasText: LOUD_FAILURE })).toBeVisible()
  expect(await postLogin(shop.api, INJECTION)).toBe(200)
  await expect(toasts(page).filter({ hasText: ADMIN_BY_APOSTROPHE })).toBeVisible()
  expect(await isSolved(shop.api, 'closeNotificationsChallenge')).toBe(false)

  await toasts(page).first().getByRole('button', { name: 'Close' }).click({ modifiers: ['Shift'] })

  await expect(toasts(page).filter({ hasText: LOUD_FAILURE })).toHaveCount(0)
  await expect(toasts(page).filter({ hasText: ADMIN_BY_APOSTROPHE })).toHaveCount(0)
  await expectSolved(shop.api, 'closeNotificationsChallenge')
  // The sweep's own solve arrives live as the next toast.
  await expect(toasts(page).filter({ hasText: CLEAN_SWEEP })).toBeVisible()
})

test('a plain click closes only its own toast and solves nothing', async ({ page }) => {
  const shop = await privateShop()
  await openListening(page, shop, '#/search')
  expect(await postLogin(shop.api, "'")).toBe(500)
  expect(await postLogin(shop.api, INJECTION)).toBe(200)
  await expect(toasts(page)).toHaveCount(2)

  await toasts(page).filter({ hasText: LOUD_FAILURE }).getByRole('button', { name: 'Close' }).click()

  await expect(toasts(page)).toHaveCount(1)
  await expect(toasts(page)).toContainText(ADMIN_BY_APOSTROPHE)
  expect(await isSolved(shop.api, 'closeNotificationsChallenge')).toBe(false)
})

test('after a restart the open page restores progress from its cookies and says so', async ({ page, context }) => {
  const shop = await privateShop()
  await loginWithInjection(page, shop)
  await expect(toasts(page).filter({ hasText: ADMIN_BY_APOSTROPHE })).toBeVisible()
  await expect.poll(() => cookieValue(context, 'continueCode'), { message: 'progress code saved in a cookie' }).toBeTruthy()

  await shop.shop.stop()
  await shop.shop.start()

  // socket.io reconnects on its own; as the first socket after the start it hears 'server started'.
  const notice = page.getByTestId('server-started-notice')
  await expect(notice).toContainText(RESTORED, { timeout: 20_000 })
  expect(await isSolved(shop.api, 'loginAdminSqliChallenge')).toBe(true)

  await notice.getByRole('button', { name: 'Close' }).click()
  await expect(notice).toHaveCount(0)
})

test('a fresh shop takes over the progress saved by another one, and clear-all forgets it', async ({ page, context }) => {
  const first = await privateShop()
  await loginWithInjection(page, first)
  await expect(toasts(page).filter({ hasText: ADMIN_BY_APOSTROPHE })).toBeVisible()
  await expect.poll(() => cookieValue(context, 'continueCode')).toBeTruthy()

  // Cookies belong to the host, not the port (RFC 6265), so a new shop on 127.0.0.1 sees them.
  const fresh = await privateShop()
  expect(await isSolved(fresh.api, 'loginAdminSqliChallenge')).toBe(false)
  await page.goto(fresh.url('#/search'))

  const notice = page.getByTestId('server-started-notice')
  await expect(notice).toContainText(RESTORED)
  await expectSolved(fresh.api, 'loginAdminSqliChallenge')

  const clear = notice.getByRole('button', { name: 'Clear all progress' })
  await clear.click()
  await expect(clear).toBeDisabled()
  expect(await cookieValue(context, 'continueCode')).toBeUndefined()
})

test('a saved code the shop cannot read is reported as a failed restore', async ({ page, context }) => {
  const shop = await privateShop()
  await context.addCookies([{ name: 'continueCode', value: 'not-a-progress-code', url: shop.shop.baseURL }])

  await page.goto(shop.url('#/search'))

  await expect(page.getByTestId('server-started-notice')).toContainText('Restoring your previous hacking progress failed:')
})

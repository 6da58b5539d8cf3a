import { randomBytes } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

/*
 * Helpers shared by the journeys. All tests run against one shop, so every test makes its own
 * customers with unique e-mail addresses and never depends on what another test did.
 */

export interface Account {
  email: string
  password: string
}

export interface LoggedInAccount extends Account {
  token: string
  bid: number
}

/** An address no other test (or earlier retry) has used. */
export function uniqueEmail (prefix = 'shopper'): string {
  return `${prefix}.${Date.now().toString(36)}.${randomBytes(4).toString('hex')}@juice.shop.test`
}

/** Registers a customer through the API, for tests whose journey starts after registration. */
export async function registerCustomer (request: APIRequestContext, prefix = 'shopper'): Promise<Account> {
  const account = { email: uniqueEmail(prefix), password: 'Fresh-Juice-42' }
  const response = await request.post('/api/Users/', {
    data: { email: account.email, password: account.password, passwordRepeat: account.password }
  })
  expect(response.status(), await response.text()).toBe(201)
  return account
}

/** Logs in through the API and returns the token and basket id the login screen would store. */
export async function logInByApi (request: APIRequestContext, account: Account): Promise<LoggedInAccount> {
  const response = await request.post('/rest/user/login', { data: { email: account.email, password: account.password } })
  expect(response.status(), await response.text()).toBe(200)
  const body = await response.json() as { authentication: { token: string; bid: number } }
  return { ...account, token: body.authentication.token, bid: body.authentication.bid }
}

/*
 * A screen opened by address is drawn well after the page's load event: the app fetches its texts,
 * then the screen's chunk, then a nested screen's chunk, each after a render. On two cores shared
 * with a second worker and the shops that is several seconds, and it belongs to opening the
 * screen, not to the first action on it (whose 10 s it used up: a fill that "timed out" on a field
 * that had only just appeared).
 */
const FIRST_DRAW_TIMEOUT = 15_000

/** The welcome dialog a fresh shop shows a first visitor, drawn and dismissed: the first thing a visit by address does. */
export async function dismissWelcome (page: Page): Promise<void> {
  const dismiss = page.getByRole('dialog').getByRole('button', { name: 'Dismiss' })
  await expect(dismiss).toBeVisible({ timeout: FIRST_DRAW_TIMEOUT })
  await dismiss.click()
}

/** Waits until the screen opened last has drawn its heading. */
export async function expectScreenDrawn (page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: FIRST_DRAW_TIMEOUT })
}

/**
 * Puts a login into the browser the way the login screen leaves it (token in local
 * storage and cookie, basket id in session storage), then opens `route` and waits for its first
 * draw. The storage is written on a same-origin JSON page first, so the app starts already logged in.
 */
export async function openLoggedIn (page: Page, login: LoggedInAccount, route: string): Promise<void> {
  await page.goto('/rest/admin/application-version')
  await page.evaluate(({ token, bid }) => {
    localStorage.setItem('token', token)
    sessionStorage.setItem('bid', String(bid))
    document.cookie = `token=${token}; path=/; max-age=${8 * 60 * 60}`
  }, { token: login.token, bid: login.bid })
  await page.goto(route)
  await expectScreenDrawn(page)
}

interface ChallengeRecord { key: string; name: string; solved: boolean }

/**
 * Whether one challenge is solved, read with a key filter. Never list /api/Challenges/ without a
 * filter here: that full listing is itself the Score Board challenge's exploit.
 */
export async function isSolved (request: APIRequestContext, key: string): Promise<boolean> {
  const response = await request.get('/api/Challenges/', { params: { key } })
  expect(response.status()).toBe(200)
  const body = await response.json() as { data: ChallengeRecord[] }
  expect(body.data, `challenge ${key} is in the catalogue`).toHaveLength(1)
  return body.data[0].solved
}

/** Waits until the server reports the challenge solved (client-reported ones travel by socket). */
export async function expectSolved (request: APIRequestContext, key: string): Promise<void> {
  await expect.poll(() => isSolved(request, key), { message: `${key} is solved`, timeout: 10_000 }).toBe(true)
}

/**
 * Checks that nothing solved the challenge before the exploit, so the later "solved" proves the
 * exploit did it. Retries run against the same shop, where the first attempt may have solved it.
 */
export async function expectUnsolvedOnFirstAttempt (request: APIRequestContext, key: string, retry: number): Promise<void> {
  if (retry === 0) expect(await isSolved(request, key), `${key} is not solved before the exploit`).toBe(false)
}

/** The top-bar search box (form role="search", input labelled LABEL_SEARCH_QUERY; a textbox or searchbox). */
export function searchBox (page: Page) {
  return page.getByRole('search').getByLabel('Search', { exact: true })
}

/** Runs a search the way a shopper does: type into the top-bar box and press Enter. */
export async function searchFor (page: Page, text: string): Promise<void> {
  const box = searchBox(page)
  await box.fill(text)
  await box.press('Enter')
}

/** The login-form injection that signs in as the first user, the administrator (Admin by Apostrophe). */
export const INJECTION = "' OR 1=1--"

/** Fills and submits the login form, as a player types it. */
export async function submitLogin (page: Page, email: string, password: string): Promise<void> {
  await page.goto('/#/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

/** A crafted login request from outside the browser, as a player's proxy would send it; its status. */
export async function postLogin (request: APIRequestContext, email: string, password = 'not-the-password'): Promise<number> {
  return (await request.post('/rest/user/login', { data: { email, password } })).status()
}

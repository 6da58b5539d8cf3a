import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test'

/*
 * Steps that checks of the classroom screens share (axe, phone width): a shop in classroom mode is
 * spawned by the test (`spawnShop({ NODE_ENV: 'test,classroom', TRAINER_PASSWORD })`).
 */

/** A visitor with no cookies, as a player or trainer arriving for the first time. */
export async function newVisitor (browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL })
  return await context.newPage()
}

/** The join page, where a new visitor is sent; a busy machine may take a while to load its chunk. */
export async function expectJoinPage (page: Page): Promise<void> {
  await page.goto('/#/search')
  await expect(page).toHaveURL(/#\/classroom\/join$/, { timeout: 20_000 })
  await expect(page.getByLabel('Team name')).toBeVisible({ timeout: 20_000 })
}

/** Founds a team from the join page and stops at its passcode card. */
export async function foundTeam (page: Page, team: string): Promise<void> {
  await page.getByLabel('Team name').fill(team)
  await page.getByRole('button', { name: 'Join team' }).click()
  await expect(page.getByTestId('passcode')).toBeVisible({ timeout: 20_000 })
}

/** Signs the trainer in and waits for the console's first team. */
export async function signInTrainer (page: Page, password: string, team: string): Promise<void> {
  await page.goto('/#/classroom/trainer')
  await expect(page.getByLabel('Trainer password')).toBeVisible({ timeout: 20_000 })
  await page.getByLabel('Trainer password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: `Reset shop: ${team}` })).toBeVisible({ timeout: 20_000 })
}

/** Pins the first learning path for the class, so the projector shows its progress. */
export async function pinFirstPath (page: Page): Promise<void> {
  const pin = page.getByRole('region', { name: 'Learning path for the class' })
  await pin.getByLabel('Learning path').selectOption({ index: 1 })
  await pin.getByRole('button', { name: 'Pin for the class' }).click()
  await expect(pin).toContainText('Pinned: ')
}

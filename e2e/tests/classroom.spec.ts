import { expect as baseExpect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { INJECTION, submitLogin } from '../support/shop'
import { challengeRow, showDifficulty } from '../support/score-board'
import { spawnShop, type SpawnedShop } from '../support/spawn-shop'

/*
 * Issue 22 end to end: a shop in classroom mode of its own (the shared test shop is not one), two
 * teams in two browser contexts and the trainer in a third.
 */
const TRAINER_PASSWORD = 'trainer-e2e-password'
// Three browsers and two team shops share a busy machine: every step may take longer than 7 s.
const expect = baseExpect.configure({ timeout: 20_000 })
let shop: SpawnedShop

test.beforeAll(async () => {
  shop = await spawnShop({ NODE_ENV: 'test,classroom', TRAINER_PASSWORD })
})
test.afterAll(async () => { await shop?.dispose() })

async function newPlayer (browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: shop.baseURL })
  await context.addCookies([{ name: 'cookieconsent_status', value: 'dismiss', url: shop.baseURL }])
  return { context, page: await context.newPage() }
}

/** Opens the shop, is sent to the join page, founds the team and starts playing. */
async function foundTeam (page: Page, team: string): Promise<void> {
  await page.goto('/#/search')
  // The guard loads with the classroom chunk after the configuration: allow a busy machine its time.
  await expect(page).toHaveURL(/#\/classroom\/join$/, { timeout: 20_000 })
  await page.getByLabel('Team name').fill(team)
  await page.getByRole('button', { name: 'Join team' }).click()
  await expect(page.getByTestId('passcode')).toHaveText(/^[A-Za-z0-9]{12}$/)
  await page.getByRole('button', { name: 'Start playing' }).click()
  await expect(page).toHaveURL(/#\/search$/)
}

/**
 * Opens the score board; its 117 rows take a while with three browsers and two team shops on a
 * busy machine, so this waits longer than the shared helper.
 */
async function openScoreBoard (page: Page): Promise<void> {
  await page.goto('/#/score-board')
  await expect(page.getByRole('heading', { name: 'Score Board', level: 1 })).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('tr[data-challenge]:visible').first()).toBeVisible({ timeout: 20_000 })
}

const leaderboardRows = (page: Page) => page.getByTestId('leaderboard').locator('tbody tr')

/** Team and score of every leaderboard row, best first. */
async function ranking (page: Page): Promise<string[]> {
  return await leaderboardRows(page).evaluateAll(rows => rows.map(row => {
    const cells = [...row.querySelectorAll('td')].map(cell => cell.textContent ?? '')
    return `${cells[1]}:${cells[2]}`
  }))
}

test('two isolated teams, a live leaderboard, the trainer resets, notifies and freezes the ranking', async ({ browser }) => {
  // Three browsers and two team shops on a shared machine: the journey takes minutes, not seconds.
  test.setTimeout(360_000)
  const apple = await newPlayer(browser)
  const banana = await newPlayer(browser)
  const trainer = await newPlayer(browser)

  await foundTeam(apple.page, 'Team Apple')
  await foundTeam(banana.page, 'Team Banana')

  // Banana watches the leaderboard while Apple plays: it must follow without a reload.
  await banana.page.goto('/#/classroom/leaderboard')
  await expect(leaderboardRows(banana.page)).toHaveCount(2)

  await openScoreBoard(apple.page)
  await expect(challengeRow(apple.page, 'scoreBoardChallenge')).toHaveAttribute('data-solved', 'true')
  await submitLogin(apple.page, INJECTION, 'anything')
  await expect(apple.page).toHaveURL(/#\/search$/)

  await expect(leaderboardRows(banana.page).first()).toContainText('Team Apple')
  await expect(leaderboardRows(banana.page).first().locator('td').nth(3)).toHaveText('2')
  await expect(leaderboardRows(banana.page).nth(1).locator('td').nth(3)).toHaveText('0')

  // Banana's own shop: Apple's injection solved nothing there.
  await openScoreBoard(banana.page)
  await showDifficulty(banana.page, 2)
  await expect(challengeRow(banana.page, 'loginAdminSqliChallenge')).toHaveAttribute('data-solved', 'false')
  await expect(banana.page.locator('tr[data-challenge][data-solved="true"]')).toHaveCount(1)

  // The trainer signs in and resets Apple's shop while Apple looks at its score board.
  await openScoreBoard(apple.page)
  await showDifficulty(apple.page, 2)
  await expect(challengeRow(apple.page, 'loginAdminSqliChallenge')).toHaveAttribute('data-solved', 'true')
  await trainer.page.goto('/#/classroom/trainer')
  await trainer.page.getByLabel('Trainer password').fill(TRAINER_PASSWORD)
  await trainer.page.getByRole('button', { name: 'Sign in' }).click()
  await trainer.page.getByRole('button', { name: 'Reset shop: Team Apple' }).click()
  await trainer.page.getByRole('dialog').getByRole('button', { name: 'Reset shop' }).click()
  await expect(trainer.page.getByText('The shop of Team Apple was reset.')).toBeVisible()
  await expect(challengeRow(apple.page, 'loginAdminSqliChallenge')).toHaveAttribute('data-solved', 'false')

  // A notice reaches both teams' screens.
  await trainer.page.getByLabel('Message').fill('Ten minutes left!')
  await trainer.page.getByRole('button', { name: 'Send notice' }).click()
  for (const page of [apple.page, banana.page]) await expect(page.getByTestId('classroom-notice')).toContainText('Ten minutes left!')

  // The event ends now: a later solve is listed for Apple but does not change the ranking.
  const ended = await trainer.page.request.put('/rest/classroom/trainer/event-end', { data: { eventEnd: new Date().toISOString() } })
  expect(ended.status()).toBe(200)
  await banana.page.goto('/#/classroom/leaderboard')
  await expect(banana.page.getByTestId('frozen-banner')).toBeVisible()
  const frozen = await ranking(banana.page)

  await submitLogin(apple.page, INJECTION, 'anything')
  await expect(apple.page).toHaveURL(/#\/search$/)
  await apple.page.goto(`/#/classroom/leaderboard/teams/${encodeURIComponent('Team Apple')}`)
  await expect(apple.page.getByTestId('team-solves').getByRole('row').filter({ hasText: 'Admin by Apostrophe' })).toContainText('not counted')
  await banana.page.reload()
  await expect(leaderboardRows(banana.page)).toHaveCount(frozen.length)
  expect(await ranking(banana.page)).toEqual(frozen)

  for (const player of [apple, banana, trainer]) await player.context.close()
})

import { test as baseTest } from '@playwright/test'
import { expectNoViolations, OPEN_MODAL, reportTable, type AxeRow } from '../support/axe'
import { expectJoinPage, foundTeam, newVisitor, pinFirstPath, signInTrainer } from '../support/classroom'
import { expect, test } from '../support/private-shop'
import { ADMIN, loginAs, openScreen, settle } from '../support/screens'
import { spawnShop } from '../support/spawn-shop'

/*
 * axe (WCAG 2.x A/AA, zero violations) on what accessibility.spec.ts cannot reach in the shared
 * test shop: the welcome dialog (test.yml turns it off, and it shows only until its cookie says
 * 'dismiss'), the score board with its filters in use and the trainer's solution dialog
 * (`challenges.showSolutions`), and the classroom screens (a shop in classroom mode).
 * The shop has no cookie-consent notice of its own: only a backup carries that cookie's status.
 */
test.describe.configure({ timeout: 240_000 })

const noViolations = (table: AxeRow[]) => table.filter(row => row.nodes > 0).map(row => `${row.screen}: ${row.rules}`)

test.describe('welcome dialog on a first visit', () => {
  test.use({ shopEnv: { NODE_CONFIG: JSON.stringify({ application: { welcomeBanner: { showOnFirstStart: true } } }) } })

  test('shows for a visitor without the cookie and passes axe, in English and in Arabic', async ({ page, context, baseURL }, testInfo) => {
    const table: AxeRow[] = []
    await page.goto('/#/search')
    const dialog = page.getByRole('dialog', { name: 'Welcome to the Juice Shop!' })
    await expect(dialog).toBeVisible({ timeout: 15_000 })
    // A keyboard user starts inside the dialog, not behind it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.MuiDialog-root') != null)).toBe(true)
    await expectNoViolations(page, 'welcome dialog', table)
    await dialog.getByRole('button', { name: 'Dismiss' }).click()
    await expect(dialog).toBeHidden()

    // A new visitor reading right to left: the same dialog, mirrored.
    await context.clearCookies()
    await context.addCookies([{ name: 'language', value: 'ar', url: baseURL }])
    // Same address: only a reload starts the app again.
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 })
    await expectNoViolations(page, 'welcome dialog (ar)', table)
    await reportTable('welcome dialog', table, testInfo)
    expect(noViolations(table)).toEqual([])
  })
})

test.describe('score board with the trainer\'s solutions shown', () => {
  test.use({ shopEnv: { NODE_CONFIG: JSON.stringify({ challenges: { showSolutions: true } }) } })

  test('filters in use, a learning path chosen, the solution dialog open', async ({ page, request }, testInfo) => {
    const table: AxeRow[] = []
    await loginAs(page, request, ADMIN, 'score-board')
    await expect(page.locator('tr[data-challenge]:visible').first()).toBeVisible({ timeout: 15_000 })

    await page.getByRole('button', { name: /^Difficulty 3,/ }).click()
    await page.getByRole('group', { name: 'Categories' }).getByRole('button').first().click()
    await page.getByLabel('Learning path').selectOption({ index: 1 })
    await expect(page.getByTestId('learning-path')).toContainText(/of \d+ solved/)
    await expectNoViolations(page, 'score board: filters in use, path chosen', table)

    await page.getByRole('button', { name: /^Solution for / }).first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible({ timeout: 15_000 })
    await expect(dialog.getByRole('heading', { name: 'Steps' })).toBeVisible({ timeout: 15_000 })
    await expectNoViolations(page, 'score board: solution dialog', table, OPEN_MODAL)
    await page.keyboard.press('Escape')
    await reportTable('score board overlays', table, testInfo)
    expect(noViolations(table)).toEqual([])
  })
})

const TRAINER_PASSWORD = 'trainer-axe-password'

baseTest('classroom: join, team menu, leaderboard, projector, trainer console and its dialogs', async ({ browser }, testInfo) => {
  baseTest.setTimeout(300_000)
  const shop = await spawnShop({ NODE_ENV: 'test,classroom', TRAINER_PASSWORD })
  const table: AxeRow[] = []
  try {
    const player = await newVisitor(browser, shop.baseURL)
    await expectJoinPage(player)
    await settle(player)
    await expectNoViolations(player, 'classroom: join', table)
    await foundTeam(player, 'Team Axe')
    await expectNoViolations(player, 'classroom: team ready (passcode)', table)
    await player.getByRole('button', { name: 'Start playing' }).click()
    await expect(player).toHaveURL(/#\/search$/)
    await player.locator('#sideMenuButton').click()
    await expect(player.getByText('Your team')).toBeVisible()
    await expectNoViolations(player, 'classroom: side menu with the team section', table)
    await player.keyboard.press('Escape')

    const trainer = await newVisitor(browser, shop.baseURL)
    await trainer.goto('/#/classroom/trainer')
    await expect(trainer.getByLabel('Trainer password')).toBeVisible({ timeout: 20_000 })
    await expectNoViolations(trainer, 'classroom: trainer sign-in', table)
    await signInTrainer(trainer, TRAINER_PASSWORD, 'Team Axe')
    await pinFirstPath(trainer)
    await expectNoViolations(trainer, 'classroom: trainer console', table)
    await trainer.getByRole('button', { name: 'Reset shop: Team Axe' }).click()
    await expect(trainer.getByRole('dialog')).toBeVisible()
    await expectNoViolations(trainer, 'classroom: trainer reset dialog', table, OPEN_MODAL)
    await trainer.keyboard.press('Escape')
    await trainer.goto('/#/classroom/trainer/solutions')
    await settle(trainer)
    await expectNoViolations(trainer, 'classroom: trainer solutions', table)

    for (const route of ['classroom/leaderboard', `classroom/leaderboard/teams/${encodeURIComponent('Team Axe')}`, 'classroom/leaderboard/challenges/scoreBoardChallenge']) {
      await openScreen(player, route)
      await expectNoViolations(player, route, table)
    }
    await player.goto('/#/classroom/projector')
    await expect(player.getByTestId('pinned-progress')).toBeVisible({ timeout: 20_000 })
    await expectNoViolations(player, 'classroom: projector with the pinned path', table)
    await reportTable('classroom', table, testInfo)
    expect(noViolations(table)).toEqual([])
  } finally {
    await shop.dispose()
  }
})

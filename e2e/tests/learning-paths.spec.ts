import { expect, test } from '../support/private-shop'
import { challengeRow, openScoreBoard, showDifficulty } from '../support/score-board'

/* Issue 27: learning paths and the OWASP Top 10 filter on the score board. */

test.describe.configure({ timeout: 60_000 })

const SHOTS = process.env.SCREENSHOT_DIR

test('a chosen learning path shows its progress and next challenge, and is remembered', async ({ page }) => {
  await openScoreBoard(page)
  const panel = page.getByTestId('learning-path')
  await expect(panel.getByText('Pick a path')).toBeVisible()
  await panel.getByRole('combobox', { name: 'Learning path' }).selectOption({ label: 'First hour' })
  // Opening the board solved its first step, the Score Board challenge.
  await expect(page.getByTestId('learning-path-progress')).toHaveText('1 of 13 solved')
  await expect(page.getByTestId('learning-path-next')).toContainText('Fine Print')

  await page.reload()
  await expect(page.getByTestId('learning-path-next')).toContainText('Fine Print')
  await expect(panel.getByRole('combobox', { name: 'Learning path' })).toHaveValue('first-hour')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-en.png`, fullPage: false })
})

test('the OWASP Top 10 filter hides the categories switched off, and stays off after a reload', async ({ page }) => {
  await openScoreBoard(page)
  await showDifficulty(page, 2)
  await expect(challengeRow(page, 'loginAdminSqliChallenge')).toBeVisible()
  const injection = page.getByRole('group', { name: 'OWASP Top 10 (2021)' }).getByRole('button', { name: 'A03 Injection' })
  await expect(injection).toHaveAttribute('aria-pressed', 'true')
  await injection.click()
  await expect(injection).toHaveAttribute('aria-pressed', 'false')
  await expect(challengeRow(page, 'loginAdminSqliChallenge')).toBeHidden()
  await expect(challengeRow(page, 'adminSectionChallenge')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'A03 Injection' })).toHaveAttribute('aria-pressed', 'false')
  await expect(challengeRow(page, 'loginAdminSqliChallenge')).toBeHidden()
})

test('screenshots of the path panel: phone in English, desktop and phone in German', async ({ page, context, baseURL }) => {
  test.skip(!SHOTS, 'only when SCREENSHOT_DIR is set')
  await page.setViewportSize({ width: 390, height: 844 })
  await openScoreBoard(page)
  await page.getByRole('combobox', { name: 'Learning path' }).selectOption({ label: 'API security' })
  await expect(page.getByTestId('learning-path-progress')).toHaveText('0 of 20 solved')
  await page.getByTestId('learning-path').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/phone-en.png` })
  await page.getByRole('group', { name: 'OWASP Top 10 (2021)' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/phone-en-top10.png` })

  await context.addCookies([{ name: 'language', value: 'de', url: baseURL! }])
  await page.reload()
  await expect(page.getByTestId('learning-path-progress')).toHaveText('0 von 20 gelöst')
  await page.getByTestId('learning-path').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/phone-de.png` })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: `${SHOTS}/desktop-de.png` })
  await page.getByRole('group', { name: 'OWASP Top 10 (2021)' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/desktop-de-top10.png` })
})

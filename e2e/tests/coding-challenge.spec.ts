import { expect, test } from '../support/private-shop'
import { challengeRow, openScoreBoard } from '../support/score-board'

/*
 * Coding status: Find it, then Fix it, on the Score Board challenge's snippet (the
 * default mode `solved` opens it once the board itself has been found). The vulnerable line is the
 * score-board route in the front-end router.
 */
const VULNERABLE_LINE = "page('score-board'"

test('a find-it then fix-it round raises the coding status to 2', async ({ page, request }) => {
  // A fresh shop, a dialog and up to four verdict round trips: more than the default 30 s on a busy machine.
  test.setTimeout(90_000)
  await openScoreBoard(page)
  const row = challengeRow(page, 'scoreBoardChallenge')
  await expect(row).toHaveAttribute('data-solved', 'true')
  await row.getByRole('button', { name: /^Coding challenge for Score Board/ }).click()

  const dialog = page.getByRole('dialog')
  const findIt = dialog.getByRole('tab', { name: /Find it/ })
  const fixIt = dialog.getByRole('tab', { name: /Fix it/ })
  await expect(findIt).toHaveAttribute('aria-selected', 'true')
  await expect(fixIt).toBeDisabled()

  // A wrong pick first: the first line of the snippet is not the vulnerable one.
  const findPanel = dialog.getByRole('tabpanel', { name: /Find it/ })
  const lines = findPanel.locator('[data-line]')
  await expect(lines.first()).toBeVisible()
  const vulnerable = lines.filter({ hasText: VULNERABLE_LINE })
  await expect(vulnerable).toHaveCount(1)
  await lines.first().getByRole('checkbox').check()
  await findPanel.getByRole('button', { name: 'Submit' }).click()
  await expect(findIt).toHaveAttribute('data-result', 'wrong')
  await expect(dialog.getByText('Not quite. Have another look.')).toBeVisible()
  await expect(fixIt).toBeDisabled()

  await lines.first().getByRole('checkbox').uncheck()
  await vulnerable.getByRole('checkbox').check()
  await findPanel.getByRole('button', { name: 'Submit' }).click()
  await expect(findIt).toHaveAttribute('data-result', 'right')
  // Confetti celebrates, and the dialog moves on to Fix it.
  await expect(page.locator('canvas').last()).toBeAttached()
  await expect(fixIt).toBeEnabled()
  await expect(fixIt).toHaveAttribute('aria-selected', 'true')

  // Try the options one after another until the right one; a wrong one shows its explanation.
  const fixPanel = dialog.getByRole('tabpanel', { name: /Fix it/ })
  const options = fixPanel.locator('[data-fix]')
  const count = await options.count()
  expect(count).toBeGreaterThan(1)
  for (let i = 0; i < count; i++) {
    await options.nth(i).click()
    await fixPanel.getByRole('button', { name: 'Submit' }).click()
    const result = fixPanel.locator('[role="status"][data-result]')
    await expect(result).toBeVisible()
    if (await fixIt.getAttribute('data-result') === 'right') break
    await expect(result).toHaveAttribute('data-result', 'wrong')
  }
  await expect(fixIt).toHaveAttribute('data-result', 'right')
  await expect(dialog.getByText('Right! This fix closes the hole.')).toBeVisible()

  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(row.getByRole('button', { name: /^Coding challenge for Score Board/ })).toHaveAttribute('data-coding-status', '2')
  const listing = await request.get('/api/Challenges/', { params: { key: 'scoreBoardChallenge' } })
  const body = await listing.json() as { data: Array<{ codingChallengeStatus: number }> }
  expect(body.data[0].codingChallengeStatus).toBe(2)
  // The progress cookies were refreshed after the verdicts.
  const cookies = await page.context().cookies()
  expect(cookies.find(c => c.name === 'continueCodeFixIt')?.value).toMatch(/^[a-zA-Z0-9]{60,}$/)

  // Reopened, both tabs start out right.
  await row.getByRole('button', { name: /^Coding challenge for Score Board/ }).click()
  await expect(page.getByRole('tab', { name: /Find it/ })).toHaveAttribute('data-result', 'right')
  await expect(page.getByRole('tab', { name: /Fix it/ })).toHaveAttribute('data-result', 'right')
})

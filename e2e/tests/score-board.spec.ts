import { expect, test } from '../support/private-shop'
import { challengeRow, difficultyToggle, openScoreBoard, showDifficulty } from '../support/score-board'
import { INJECTION, postLogin } from '../support/shop'

/* Filters kept in local storage, live updates from realtime events. */

// Each test starts a private shop first.
test.describe.configure({ timeout: 60_000 })

test('opening the score board lists the challenges and solves the Score Board challenge', async ({ page }) => {
  await openScoreBoard(page)
  const row = challengeRow(page, 'scoreBoardChallenge')
  await expect(row).toHaveAttribute('data-solved', 'true')
  await expect(row.getByText('solved', { exact: true })).toBeVisible()
  // Default filters: difficulty 1 only.
  await expect(difficultyToggle(page, 1)).toHaveAttribute('aria-pressed', 'true')
  await expect(difficultyToggle(page, 2)).toHaveAttribute('aria-pressed', 'false')
  await expect(challengeRow(page, 'loginAdminSqliChallenge')).toBeHidden()
  await expect(page.getByTestId('hacking-progress-percent')).not.toHaveText('0%')

  // A tutorial challenge's school button hands over to the hacking instructor, by key: the name
  // on the board may be translated.
  await challengeRow(page, 'verboseErrorChallenge').getByRole('button', { name: 'Start the tutorial for Loud Failure' }).click()
  await expect(page).toHaveURL(/#\/hacking-instructor\?challenge=verboseErrorChallenge$/)
})

test('filters persist across a reload', async ({ page }) => {
  await openScoreBoard(page)
  await showDifficulty(page, 2)
  await expect(challengeRow(page, 'loginAdminSqliChallenge')).toBeVisible()

  const injection = page.getByRole('button', { name: 'Injection', exact: true })
  await expect(injection).toHaveAttribute('aria-pressed', 'true')
  await injection.click()
  await expect(injection).toHaveAttribute('aria-pressed', 'false')
  await expect(challengeRow(page, 'loginAdminSqliChallenge')).toBeHidden()

  const showSolved = page.getByRole('switch', { name: 'Show solved' }).or(page.getByRole('checkbox', { name: 'Show solved' }))
  await showSolved.uncheck()
  await expect(challengeRow(page, 'scoreBoardChallenge')).toBeHidden()

  await page.reload()
  await expect(page.locator('tr[data-challenge]:visible').first()).toBeVisible()
  await expect(difficultyToggle(page, 1)).toHaveAttribute('aria-pressed', 'true')
  await expect(difficultyToggle(page, 2)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: 'Injection', exact: true })).toHaveAttribute('aria-pressed', 'false')
  await expect(showSolved).not.toBeChecked()
  await expect(challengeRow(page, 'scoreBoardChallenge')).toBeHidden()
  await expect(challengeRow(page, 'loginAdminSqliChallenge')).toBeHidden()

  const stored = await page.evaluate(() => ({
    displayedDifficulties: localStorage.getItem('displayedDifficulties'),
    showSolvedChallenges: localStorage.getItem('showSolvedChallenges'),
    displayedChallengeCategories: JSON.parse(localStorage.getItem('displayedChallengeCategories') ?? 'null') as string[] | null
  }))
  expect(stored.displayedDifficulties).toBe('[1,2]')
  expect(stored.showSolvedChallenges).toBe('false')
  expect(stored.displayedChallengeCategories).not.toContain('Injection')
  expect(stored.displayedChallengeCategories).toContain('Miscellaneous')
})

test('a challenge solved elsewhere shows its toast and confetti and turns solved on the open board without a reload', async ({ page, request }) => {
  await openScoreBoard(page)
  await showDifficulty(page, 2)
  const row = challengeRow(page, 'loginAdminSqliChallenge')
  await expect(row).toHaveAttribute('data-solved', 'false')
  const progress = await page.getByTestId('hacking-progress-percent').textContent()
  // Survives only as long as the page is not reloaded.
  await page.evaluate(() => { (window as unknown as { boardMarker: boolean }).boardMarker = true })

  expect(await postLogin(request, INJECTION)).toBe(200)

  await expect(page.getByTestId('challenge-solved-toast').filter({ hasText: 'Admin by Apostrophe' })).toBeVisible()
  // canvas-confetti draws on a canvas of its own and removes it when the animation ends.
  await expect(page.locator('body > canvas')).toBeAttached()
  await expect(row).toHaveAttribute('data-solved', 'true')
  await expect(row.getByText('solved', { exact: true })).toBeVisible()
  await expect(page.getByTestId('hacking-progress-percent')).not.toHaveText(progress ?? '')
  expect(await page.evaluate(() => (window as unknown as { boardMarker?: boolean }).boardMarker)).toBe(true)
})

test('a first visit shows a loading state, never "No challenge matches", until the list is drawn', async ({ page }) => {
  // Watches the page from its first node: any moment the empty-filter text appeared is recorded.
  await page.addInitScript(() => {
    const seen = { empty: false }
    ;(window as unknown as { emptySeen: typeof seen }).emptySeen = seen
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('No challenge matches') === true) seen.empty = true
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  await openScoreBoard(page)
  expect(await page.evaluate(() => (window as unknown as { emptySeen: { empty: boolean } }).emptySeen.empty)).toBe(false)
})

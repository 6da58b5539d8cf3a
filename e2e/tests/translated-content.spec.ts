import { expect, test } from '../support/private-shop'
import { challengeRow } from '../support/score-board'

/* Server content in the player's language: the score board's challenge texts follow the language menu. */

// A private shop starts first, and the board's first fill is slow on a busy machine.
test.describe.configure({ timeout: 120_000 })

test('the score board shows challenge texts in German after switching, and back in English', async ({ page }) => {
  await page.goto('/#/score-board')
  const row = challengeRow(page, 'scoreBoardChallenge')
  // A first visit fills the table late (a walk defect another change fixes); wait for it, not for a time.
  await expect(row).toContainText('Track down the shop\'s score board', { timeout: 30_000 })

  await page.getByRole('button', { name: 'Language' }).click()
  await page.getByRole('menuitemradio', { name: /Deutsch/ }).click()
  // The listing is refetched in the new language, without a reload.
  await expect(row).toContainText('Spüre die Punkteübersicht des Shops auf')
  await expect(row).toHaveAttribute('data-solved', 'true')

  // A tutorial started from a translated row still finds its English script.
  await challengeRow(page, 'verboseErrorChallenge').getByRole('button', { name: 'Tutorial zu Lautes Scheitern starten' }).click()
  await expect(page).toHaveURL(/#\/hacking-instructor\?challenge=verboseErrorChallenge$/)

  await page.goto('/#/score-board')
  await expect(row).toContainText('Spüre die Punkteübersicht des Shops auf')
  await page.getByRole('button', { name: 'Sprache' }).click()
  await page.getByRole('menuitemradio', { name: /English/ }).click()
  await expect(row).toContainText('Track down the shop\'s score board')
})

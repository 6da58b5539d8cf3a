import { expect, type Locator, type Page } from '@playwright/test'

/*
 * Helpers for journeys on the score board. Opening the board sends the unfiltered challenge
 * listing, which solves the Score Board challenge: use these only against a private shop.
 */

/** Opens the score board and waits until its challenge table is filled. */
export async function openScoreBoard (page: Page): Promise<void> {
  await page.goto('/#/score-board')
  await expect(page.getByRole('heading', { name: 'Score Board', level: 1 })).toBeVisible()
  await expect(page.locator('tr[data-challenge]:visible').first()).toBeVisible()
}

/** The table row of one challenge (rows carry the challenge key and solved state as data attributes). */
export function challengeRow (page: Page, key: string): Locator {
  return page.locator(`tr[data-challenge="${key}"]`)
}

/** A difficulty toggle; its accessible name starts "Difficulty n,". */
export function difficultyToggle (page: Page, difficulty: number): Locator {
  return page.getByRole('button', { name: new RegExp(`^Difficulty ${difficulty},`) })
}

export async function showDifficulty (page: Page, difficulty: number): Promise<void> {
  const toggle = difficultyToggle(page, difficulty)
  if (await toggle.getAttribute('aria-pressed') !== 'true') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
}


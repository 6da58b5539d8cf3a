import type { Locator, Page } from '@playwright/test'

/**
 * A click as a person makes it: press, hold for a moment, release at the same spot. Playwright's own
 * click releases at once, before anything that the press set off (a field losing focus and showing
 * its message) can move the page; a person's click is slow enough to be hit by such a shift.
 */
export async function humanClick (page: Page, target: Locator, holdMs = 200): Promise<void> {
  const box = await target.boundingBox()
  if (!box) throw new Error('the click target is not on screen')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.waitForTimeout(holdMs)
  await page.mouse.up()
}

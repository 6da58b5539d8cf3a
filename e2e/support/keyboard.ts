import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test'

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through a
 * page; fails when it is not reached within `limit` presses (then it is not in the tab order).
 */
export async function tabTo (page: Page, target: Locator, { limit = 60, backwards = false } = {}): Promise<void> {
  /*
   * The target is resolved once and checked through its handle: resolving a role locator anew after
   * every press costs the accessibility names of the whole page (a score board has hundreds of
   * buttons), which on a loaded machine turned a 150-press walk into minutes.
   */
  let handle: ElementHandle | null = null
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    handle ??= await target.elementHandle()
    const state = await handle.evaluate(element => !element.isConnected
      ? 'replaced'
      : document.activeElement === element || element.contains(document.activeElement) ? 'focused' : 'elsewhere')
    if (state === 'focused') return
    // A list that re-renders (search results) replaces its elements: the next press resolves it again.
    if (state === 'replaced') {
      await handle.dispose()
      handle = null
      if (await target.evaluate(element => document.activeElement === element || element.contains(document.activeElement))) return
    }
  }
  throw new Error(`${target.toString()} not reached in ${limit} presses of Tab`)
}

/** The focus sits on the screen's main heading (where a route change puts it). */
export async function expectHeadingFocused (page: Page, name: string | RegExp): Promise<void> {
  // By CSS, not by role: while a closing menu's backdrop fades out, MUI still hides the page from the accessibility tree.
  const heading = page.locator('main h1').first()
  await expect(heading).toHaveText(name)
  await expect(heading).toBeFocused()
}

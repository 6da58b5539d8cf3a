import { expect, test } from '@playwright/test'

/* Twelve languages in the menu, Arabic laid out right to left, prices in the reader's number format. */

const SHIPPED = ['English', 'Deutsch', 'Français', 'Español', 'Italiano', 'Português (Brasil)', 'Nederlands', 'Polski', 'Türkçe', '日本語', '中文（简体）', 'العربية']

test('the language menu offers twelve fully translated languages and no hidden one', async ({ page }) => {
  await page.goto('/#/search')
  await page.getByRole('button', { name: 'Language' }).click()
  const items = page.getByRole('menuitemradio')
  await expect(items).toHaveCount(SHIPPED.length)
  for (const name of SHIPPED) {
    const item = items.filter({ hasText: name })
    await expect(item).toHaveCount(1)
    await expect(item.getByRole('progressbar', { name: '100% translated' })).toBeVisible()
  }
  await expect(items.filter({ hasText: 'Esperanto' })).toHaveCount(0)
})

test('choosing Arabic lays the shop out right to left, and English brings it back', async ({ page }) => {
  // Two full page loads (into and out of right to left) on a shared machine.
  test.slow()
  await page.goto('/#/search')
  const menuButton = page.getByRole('button', { name: 'Open side menu' })
  const leftToRightX = (await menuButton.boundingBox())!.x
  await page.getByRole('button', { name: 'Language' }).click()
  await page.getByRole('menuitemradio', { name: /العربية/ }).click()

  // Switching direction reloads the page with the right-to-left styles.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  const arabicMenu = page.getByRole('button', { name: 'فتح القائمة الجانبية' })
  await expect(arabicMenu).toBeVisible()
  // The menu button moves from the left edge to the right edge of the top bar.
  await expect.poll(async () => (await arabicMenu.boundingBox())!.x).toBeGreaterThan(leftToRightX + 600)

  await arabicMenu.click()
  const drawer = page.getByRole('navigation', { name: 'فتح القائمة الجانبية' })
  await expect(drawer).toBeVisible()
  const drawerBox = (await drawer.boundingBox())!
  expect(drawerBox.x + drawerBox.width).toBeGreaterThan(page.viewportSize()!.width - 2)
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'اللغة' }).click()
  await page.getByRole('menuitemradio', { name: /English/ }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('button', { name: 'Open side menu' })).toBeVisible()
})

test('German shows prices with a decimal comma and the sign after them', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'de', url: baseURL! }])
  await page.goto('/#/search')
  const price = page.locator('main').getByText(/¤$/).first()
  await expect(price).toHaveText(/^\d+,\d{2}¤$/)
})

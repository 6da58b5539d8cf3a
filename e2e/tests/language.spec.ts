import { expect, test } from '@playwright/test'

/* The language menu switches every visible text; the 'language' cookie keeps it. */

test('switching to Deutsch translates the shop and survives a reload', async ({ page, context }) => {
  await page.goto('/#/search')
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible()
  await expect(page.getByRole('search').getByLabel('Search', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Language' }).click()
  await page.getByRole('menuitemradio', { name: /Deutsch/ }).click()

  await expect(page.getByText('Die Sprache wurde auf Deutsch umgestellt')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Konto' })).toBeVisible()
  await expect(page.getByRole('search').getByLabel('Suche', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')

  const cookies = await context.cookies()
  expect(cookies.find(cookie => cookie.name === 'language')?.value).toBe('de')

  await page.reload()
  await expect(page.getByRole('button', { name: 'Konto' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sprache' })).toBeVisible()
  await expect(page.getByRole('search').getByLabel('Suche', { exact: true })).toBeVisible()
})

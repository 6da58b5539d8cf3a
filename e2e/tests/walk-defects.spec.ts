import { expect, test } from '@playwright/test'
import { logInByApi, openLoggedIn, registerCustomer, uniqueEmail } from '../support/shop'

/* The defects a walk through every screen found, one journey each (issue 26). */

const DELUXE = { email: 'mateo.rossi@juice.shop.test', password: 'Limoncello-Vespa-Piazza-8' }

test('after data erasure the shop shows itself logged out', async ({ page, request }) => {
  const questions = (await (await request.get('/api/SecurityQuestions/')).json() as { data: Array<{ id: number }> }).data
  const account = { email: uniqueEmail('erase'), password: 'Erase-Me-42' }
  const created = await request.post('/api/Users/', {
    data: { ...account, passwordRepeat: account.password, securityQuestion: { id: questions[0].id }, securityAnswer: 'Clementine' }
  })
  expect(created.status()).toBe(201)
  await openLoggedIn(page, await logInByApi(request, account), '/#/search')
  await expect(page.locator('#basketButton')).toBeVisible()

  await page.goto('/dataerasure')
  await page.locator('#securityAnswer').fill('Clementine')
  await page.getByRole('button', { name: 'Erase my data' }).click()
  await expect(page.getByRole('heading', { name: 'Your data is being erased' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the shop' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('#basketButton')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  // The account menu offers the login again, and a screen behind the login guard sends there.
  await page.locator('#navbarAccount').click()
  await expect(page.locator('#navbarLoginButton')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.goto('/#/order-history')
  await expect(page.getByRole('main')).toContainText('Please log in to view this page.')
  await expect(page.getByText('User not found')).toHaveCount(0)
})

test('"Write a review" in Order History opens that product with its review field focused', async ({ page, request }) => {
  await openLoggedIn(page, await logInByApi(request, DELUXE), '/#/order-history')
  const order = page.locator('main .MuiPaper-root').filter({ has: page.getByRole('button', { name: 'Write a review' }) }).first()
  const product = (await order.locator('tr').first().locator('td').first().textContent()) ?? ''
  expect(product).not.toBe('')
  await order.getByRole('button', { name: 'Write a review' }).first().click()

  const dialog = page.getByRole('dialog', { name: product })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Review' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  // Closed is closed: the address no longer asks for the review form.
  await expect(page).not.toHaveURL(/review=/)
})

test('the top bar shows the version without opening the side menu', async ({ page, request }) => {
  const { version } = await (await request.get('/rest/admin/application-version')).json() as { version: string }
  await page.goto('/#/search')
  await expect(page.getByRole('banner').getByText(`v${version}`, { exact: true })).toBeVisible({ timeout: 15_000 })
})

test('the About slideshow shows its pictures whole instead of cropping them', async ({ page }) => {
  await page.goto('/#/about')
  const picture = page.locator('#feedback-slideshow img').first()
  await expect(picture).toBeVisible()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  // "contain" scales the whole picture into the box; "cover" cut off most of a square picture.
  expect(await picture.evaluate(img => getComputedStyle(img).objectFit)).toBe('contain')
})

test('/profile logs no Content-Security-Policy error', async ({ page, request }) => {
  const account = await logInByApi(request, await registerCustomer(request, 'csp'))
  const problems: string[] = []
  page.on('console', message => { if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text()) })
  await openLoggedIn(page, account, '/#/search')
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('img').first()).toBeVisible()
  // A reload is a second full page load: any policy report of the first has been printed by then.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(problems.filter(text => /Content[ -]Security[ -]Policy/i.test(text))).toEqual([])
})

test('the track-result screen without an order id explains where to find one', async ({ page }) => {
  await page.goto('/#/track-result')
  const empty = page.getByTestId('track-no-order-id')
  await expect(empty).toContainText('No order to track yet')
  await expect(empty).toContainText('Order History')
  await expect(empty.getByRole('link', { name: 'Order History' })).toBeVisible()
})

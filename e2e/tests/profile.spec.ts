import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { logInByApi, openLoggedIn, registerCustomer } from '../support/shop'

const picture = fileURLToPath(new URL('../../web/public/assets/public/images/uploads/first-job-2009.jpg', import.meta.url))

test('a customer opens the profile from the account menu, renames, sets a picture by upload and by URL, and goes back', async ({ page, request, baseURL }) => {
  const account = await registerCustomer(request, 'profiler')
  await openLoggedIn(page, await logInByApi(request, account), '/#/search')

  await page.locator('#navbarAccount').click()
  await page.locator('#profileMenuItem').click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible()
  await expect(page.locator('#email')).toHaveText(account.email)

  await page.getByLabel('Username').fill('Juice Lover')
  await page.getByRole('button', { name: 'Set Username' }).click()
  await expect(page.getByRole('status')).toHaveText('Your username was saved.')
  await expect(page.locator('#shownUsername')).toHaveText('Juice Lover')
  await expect(page.getByLabel('Username')).toHaveValue('Juice Lover')

  await page.locator('#picture').setInputFiles(picture)
  await page.getByRole('button', { name: 'Upload Picture' }).click()
  await expect(page.getByRole('status')).toHaveText('Your profile image was updated.')
  const uploaded = await page.locator('#profileImage').getAttribute('src')
  expect(uploaded).toMatch(/uploads\/profile-[0-9a-f]+\.jpg$/)
  await expect.poll(() => page.locator('#profileImage').evaluate(img => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)

  await page.getByLabel('Or link an image').fill(`${baseURL}/assets/public/images/uploads/first-job-2009.jpg`)
  await page.getByRole('button', { name: 'Link Image' }).click()
  await expect(page.getByRole('status')).toHaveText('Your profile image was updated.')
  const linked = await page.locator('#profileImage').getAttribute('src')
  expect(linked).toMatch(/uploads\/profile-[0-9a-f]+\.jpg$/)
  expect(linked).not.toBe(uploaded)

  await page.locator('#backToShop').click()
  await expect(page).toHaveURL(/#\/search/)
  await expect(page.locator('#navbarAccount')).toBeVisible()
})

test('the profile page asks a visitor without a login to log in', async ({ page }) => {
  const response = await page.goto('/profile')
  expect(response?.status()).toBe(401)
  await expect(page.getByRole('heading', { name: 'Please log in first' })).toBeVisible()
  await page.getByRole('link', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/#\/login/)
})

import { expect, test } from '@playwright/test'
import { expectSolved, logInByApi, openLoggedIn, registerCustomer, submitLogin } from '../support/shop'

test('a visitor reads the privacy policy and follows the words that light up', async ({ page, request }) => {
  await page.goto('/#/privacy-security/privacy-policy')
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible()
  for (const section of ['A. Who we are', 'H. Children', 'Contact']) await expect(page.getByRole('heading', { name: section })).toBeVisible()
  await expect(page.getByText('Effective date: March 15, 2019')).toBeVisible()
  await expect(page.getByText(/under the age of 18/)).toBeVisible()
  await expectSolved(request, 'privacyPolicyChallenge')

  const words = await page.locator('.hover-word').allTextContents()
  expect(words).toEqual(['we', 'only', 'squeeze', 'fruit', 'never', 'people'])
  await page.goto(`/${words.join('/')}`)
  await expect(page.getByRole('heading', { name: 'You read between the lines.' })).toBeVisible()
  await expectSolved(request, 'privacyPolicyProofChallenge')
})

test('a customer changes the password and logs in with the new one', async ({ page, request }) => {
  const account = await registerCustomer(request, 'changer')
  await openLoggedIn(page, await logInByApi(request, account), '/#/privacy-security/change-password')

  await page.getByLabel('Current Password').fill('wrong-one')
  await page.getByLabel('New Password', { exact: true }).fill('Brand-New-77')
  await page.getByLabel('Repeat New Password').fill('Brand-New-77')
  await page.getByLabel('Repeat New Password').press('Enter')
  await expect(page.getByRole('alert')).toContainText('Current password is not correct')
  await expect(page.getByLabel('Current Password')).toHaveValue('')

  await page.getByLabel('Current Password').fill(account.password)
  await page.getByLabel('New Password', { exact: true }).fill('Brand-New-77')
  await page.getByLabel('Repeat New Password').fill('Brand-New-77')
  await page.getByRole('button', { name: 'Change' }).click()
  await expect(page.getByText('Your password was successfully changed.')).toBeVisible()

  await page.evaluate(() => { localStorage.clear() })
  await submitLogin(page, account.email, 'Brand-New-77')
  await expect(page).toHaveURL(/#\/search/)
})

test('a customer files a complaint with a PDF invoice', async ({ page, request }) => {
  const account = await registerCustomer(request, 'complainer')
  await openLoggedIn(page, await logInByApi(request, account), '/#/complain')
  await expect(page.getByLabel('Customer')).toHaveValue(account.email)
  await page.getByLabel('Message').fill('The bottle of Banana Juice was leaking.')
  await page.locator('#complaintFile').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% invoice 42\n') })
  await expect(page.getByText('invoice.pdf')).toBeVisible()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(/Your complaint reference is #\d+/)).toBeVisible()
  await expect(page.getByLabel('Message')).toHaveValue('')

  await page.locator('#complaintFile').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') })
  await expect(page.getByText('Forbidden file type. Only PDF, ZIP allowed.')).toBeVisible()
})

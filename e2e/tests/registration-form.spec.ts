import { expect, test } from '@playwright/test'
import { humanClick } from '../support/human-click'
import { logInByApi, uniqueEmail } from '../support/shop'

/* The registration screen as a new customer meets it: its messages, its links and its two calls. */

test.beforeEach(async ({ page }) => {
  await page.goto('/#/register')
  // The screen is a lazy chunk: on a busy machine it may take a while to arrive.
  await expect(page.locator('#emailControl')).toBeVisible({ timeout: 20_000 })
  // The e-mail field takes the focus on arrival, so the first click elsewhere makes it lose it.
  await expect(page.locator('#emailControl')).toBeFocused()
})

test('an empty form submitted with one click shows every field\'s message at once', async ({ page }) => {
  await humanClick(page, page.getByRole('button', { name: 'Register' }))
  for (const message of [
    'Please provide an email address.',
    'Please provide a password.',
    'Please repeat your password.',
    'Please select a security question.',
    'Please provide an answer to your security question.'
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
})

test('the first click on "Log in here" opens the login page', async ({ page }) => {
  await humanClick(page, page.getByRole('link', { name: 'Log in here' }))
  await expect(page).toHaveURL(/#\/login$/)
})

test('registering sends the account, then its security answer, and the new customer can log in', async ({ page, request }) => {
  const email = uniqueEmail('register')
  await page.locator('#emailControl').fill(email)
  await page.locator('#passwordControl').fill('Fresh-Juice-42')
  await page.locator('#repeatPasswordControl').fill('Fresh-Juice-42')
  await page.locator('#securityQuestion').click()
  await page.getByRole('option').first().click()
  await page.locator('#securityAnswerControl').fill('Mango')

  const answer = page.waitForResponse(response => response.url().endsWith('/api/SecurityAnswers/') && response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Register' }).click()
  const answered = await answer
  expect(answered.status()).toBe(201)
  expect(answered.request().postDataJSON()).toMatchObject({ answer: 'Mango', UserId: expect.any(Number), SecurityQuestionId: expect.any(Number) })
  await expect(page).toHaveURL(/#\/login$/)
  await logInByApi(request, { email, password: 'Fresh-Juice-42' })
})

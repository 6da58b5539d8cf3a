import { expect, test } from '@playwright/test'
import { authenticator } from 'otplib'
import { logInByApi, openLoggedIn, registerCustomer, submitLogin } from '../support/shop'

/** The code an authenticator app shows `steps` periods from now (each code is accepted once). */
const codeFor = (secret: string, steps = 0) => authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret)

test('a customer turns on two-factor authentication, logs in with a code, and turns it off', async ({ page, request }) => {
  // A long journey: setup, logout, two-step login, removal.
  test.slow()
  const account = await registerCustomer(request, 'twofactor')
  await openLoggedIn(page, await logInByApi(request, account), '/#/privacy-security/two-factor-authentication')

  // The first visit loads the screen's chunk (with the QR library) and a fresh secret; allow a busy machine time.
  await expect(page.locator('#twoFactorQrCode')).toBeVisible({ timeout: 15_000 })
  const secret = (await page.locator('#twoFactorSecret').textContent())?.trim() ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  await page.getByLabel('Current Password').fill(account.password)
  await page.getByLabel('Code from the app').fill(codeFor(secret))
  await page.getByRole('button', { name: 'Set up' }).click()
  await expect(page.getByText('Setup of two-factor authentication successfully completed.')).toBeVisible()
  await expect(page.locator('#twoFactorEnabled')).toBeVisible()

  await page.evaluate(() => { localStorage.removeItem('token') })
  await submitLogin(page, account.email, account.password)
  await expect(page).toHaveURL(/#\/2fa\/enter/)
  await page.getByLabel('Token').fill('123')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled()
  await page.getByLabel('Token').fill(codeFor(secret, 1))
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/#\/search/)

  await page.goto('/#/privacy-security/two-factor-authentication')
  await page.getByLabel('Current Password').fill(account.password)
  await page.getByRole('button', { name: 'Remove two-factor authentication' }).click()
  await expect(page.getByText('Two-factor authentication has been removed.')).toBeVisible()
  await expect(page.locator('#twoFactorQrCode')).toBeVisible()
})

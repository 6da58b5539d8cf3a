import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, test } from '@playwright/test'
import { logInByApi, openLoggedIn, registerCustomer } from '../support/shop'

/** The answer of the picture captcha, read from the shop's database as a person reads the picture. */
function latestCaptchaAnswer (email: string): string {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'default', 'shop.db'), { readonly: true, fileMustExist: true })
  try {
    const row = db.prepare('SELECT c.answer FROM ImageCaptchas c JOIN Users u ON u.id = c.UserId WHERE u.email = ? ORDER BY c.id DESC LIMIT 1').get(email) as { answer: string } | undefined
    return row?.answer ?? ''
  } finally {
    db.close()
  }
}

test('a customer exports their data, and again with the picture captcha', async ({ page, request, context }) => {
  // Two exports, a wrong captcha and a right one: a long journey on a busy machine.
  test.slow()
  const account = await registerCustomer(request, 'exporter')
  await openLoggedIn(page, await logInByApi(request, account), '/#/privacy-security/data-export')
  await expect(page.getByLabel('PDF')).toBeDisabled({ timeout: 15_000 })
  await expect(page.getByLabel('JSON')).toBeChecked()
  await expect(page.locator('#captchaImage')).toHaveCount(0)

  const popup = context.waitForEvent('page')
  await page.getByRole('button', { name: 'Request' }).click()
  await (await popup).close()
  await expect(page.locator('#dataExportResult')).toContainText(account.email)

  await expect(page.locator('#captchaImage')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Request' })).toBeDisabled()
  await page.getByLabel('Characters in the picture').fill('wrong')
  // A wrong answer brings a new picture; wait for it before reading its answer.
  const newPicture = page.waitForResponse(response => response.url().includes('/rest/image-captcha'))
  await page.getByRole('button', { name: 'Request' }).click()
  await expect(page.getByText('Wrong answer to CAPTCHA')).toBeVisible()
  await newPicture
  await page.getByLabel('Characters in the picture').fill(latestCaptchaAnswer(account.email))
  const second = context.waitForEvent('page')
  await page.getByRole('button', { name: 'Request' }).click()
  await (await second).close()
  await expect(page.getByText('Your data export will open in a new browser window.')).toBeVisible()
})

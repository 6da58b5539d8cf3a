import fs from 'node:fs'
import { expect, test } from '../support/private-shop'
import { openScoreBoard } from '../support/score-board'

/* The backup file carries the language the shop is shown in, and a restore brings it back. */

test('a backup made in the default language restores English in a browser switched to German', async ({ page, context, baseURL }, testInfo) => {
  await openScoreBoard(page)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Save Backup' }).click()
  const file = testInfo.outputPath('backup.json')
  await (await downloading).saveAs(file)
  // Nobody chose a language yet: the file still says which one was in use.
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ version: 1, language: 'en' })

  await context.addCookies([{ name: 'language', value: 'de', url: baseURL! }])
  await page.reload()
  await expect(page.getByRole('button', { name: 'Sicherung speichern' })).toBeVisible()

  await page.getByTestId('restore-backup-input').setInputFiles(file)
  await expect(page.getByRole('button', { name: 'Save Backup' })).toBeVisible()
  expect((await context.cookies()).find(cookie => cookie.name === 'language')?.value).toBe('en')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Save Backup' })).toBeVisible()
})

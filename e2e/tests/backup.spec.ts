import fs from 'node:fs'
import Hashids from 'hashids'
import { expect, test } from '../support/private-shop'
import { challengeRow, difficultyToggle, openScoreBoard, showDifficulty } from '../support/score-board'
import { INJECTION, postLogin } from '../support/shop'
import { spawnShop } from '../support/spawn-shop'

/* The score board's local backup file and its restore: save in one shop, restore into a fresh one. */

test('a backup saved in one shop restores settings and progress into a fresh shop', async ({ page, request, browser }, testInfo) => {
  test.setTimeout(90_000)
  expect(await postLogin(request, INJECTION)).toBe(200)
  await openScoreBoard(page)
  await showDifficulty(page, 2)
  await expect(challengeRow(page, 'loginAdminSqliChallenge')).toHaveAttribute('data-solved', 'true')

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Save Backup' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^Juice Shop-\d{4}-\d{2}-\d{2}\.json$/)
  const file = testInfo.outputPath('backup.json')
  await download.saveAs(file)
  const backup = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>
  expect(backup).toMatchObject({ version: 1, scoreBoard: { displayedDifficulties: [1, 2], showSolvedChallenges: true } })
  expect(backup.continueCode).toMatch(/^[a-zA-Z0-9]{60,}$/)

  const fresh = await spawnShop()
  // A context of its own: cookies do not tell ports apart, and the fresh shop must start clean.
  const context = await browser.newContext({ baseURL: fresh.baseURL })
  try {
    const other = await context.newPage()
    await openScoreBoard(other)
    await expect(difficultyToggle(other, 2)).toHaveAttribute('aria-pressed', 'false')

    await other.getByTestId('restore-backup-input').setInputFiles(file)
    await expect(other.getByText('Your backup has been restored.')).toBeVisible()
    await other.getByRole('button', { name: 'Apply changes now' }).click()

    // The page reloads with the restored filters and the other shop's progress.
    await expect(difficultyToggle(other, 2)).toHaveAttribute('aria-pressed', 'true')
    await expect(challengeRow(other, 'loginAdminSqliChallenge')).toHaveAttribute('data-solved', 'true')
    const check = await context.request.get('/api/Challenges/', { params: { key: 'loginAdminSqliChallenge' } })
    expect((await check.json() as { data: Array<{ solved: boolean }> }).data[0].solved).toBe(true)
  } finally {
    await context.close()
    await fresh.dispose()
  }
})

test('a backup of another version is refused with the spec message', async ({ page }, testInfo) => {
  await openScoreBoard(page)
  const file = testInfo.outputPath('future.json')
  fs.writeFileSync(file, JSON.stringify({ version: 2 }))
  await page.getByTestId('restore-backup-input').setInputFiles(file)
  await expect(page.getByRole('alert').filter({ hasText: 'Version 2 is incompatible with expected version 1' })).toBeVisible()

  fs.writeFileSync(file, '{ not json')
  await page.getByTestId('restore-backup-input').setInputFiles(file)
  await expect(page.getByRole('alert').filter({ hasText: /^Backup restore operation failed: / })).toBeVisible()
})

test('without a click, a restored backup applies itself when its 10-second notice runs out', async ({ page }, testInfo) => {
  test.setTimeout(60_000)
  // A controllable clock, so that the test need not sit through the ten seconds.
  await page.clock.install()
  await openScoreBoard(page)
  await showDifficulty(page, 2)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Save Backup' }).click()
  const file = testInfo.outputPath('backup.json')
  await (await downloading).saveAs(file)

  await difficultyToggle(page, 2).click()
  await expect(difficultyToggle(page, 2)).toHaveAttribute('aria-pressed', 'false')
  await page.evaluate(() => { (window as unknown as { beforeRestore: boolean }).beforeRestore = true })

  // A refused file first, so the lazily loaded snack bar is in place: React reveals a suspended
  // component on a timer, which would never fire on the paused clock below.
  const refused = testInfo.outputPath('refused.json')
  fs.writeFileSync(refused, JSON.stringify({ version: 2 }))
  await page.getByTestId('restore-backup-input').setInputFiles(refused)
  await expect(page.getByRole('alert')).toBeVisible()

  // From here the page's clock stands still and moves only when the test moves it: a busy machine
  // may take seconds between two steps without the 10-second notice running out in between.
  await page.clock.pauseAt(await page.evaluate(() => Date.now()) + 1_000)
  await page.getByTestId('restore-backup-input').setInputFiles(file)
  await expect(page.getByText('Your backup has been restored.')).toBeVisible()
  await page.clock.runFor(9_000)
  expect(await page.evaluate(() => (window as unknown as { beforeRestore?: boolean }).beforeRestore)).toBe(true)
  const reloaded = page.waitForEvent('load')
  await page.clock.runFor(1_500)

  await reloaded
  await page.clock.resume()
  expect(await page.evaluate(() => (window as unknown as { beforeRestore?: boolean }).beforeRestore)).toBeUndefined()
  await expect(difficultyToggle(page, 2)).toHaveAttribute('aria-pressed', 'true')
})

test('Impossible Progress: a backup carrying a self-made progress code solves it', async ({ page }, testInfo) => {
  await openScoreBoard(page)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Save Backup' }).click()
  const file = testInfo.outputPath('backup.json')
  await (await downloading).saveAs(file)

  // The player decodes their own code, finds no salt at all, and encodes an id that no challenge has.
  const backup = JSON.parse(fs.readFileSync(file, 'utf8')) as { continueCode: string }
  const codec = new Hashids('', 60)
  expect(codec.decode(backup.continueCode).length).toBeGreaterThan(0)
  fs.writeFileSync(file, JSON.stringify({ ...backup, continueCode: codec.encode([999]) }))

  await page.getByTestId('restore-backup-input').setInputFiles(file)
  // The restore reaches the server first; the wait for the reload starts when it can be asked for.
  const apply = page.getByRole('button', { name: 'Apply changes now' })
  await expect(apply).toBeVisible()
  const reloaded = page.waitForEvent('load')
  await apply.click()
  await reloaded

  await showDifficulty(page, 5)
  await expect(challengeRow(page, 'progressCodeForgeChallenge')).toHaveAttribute('data-solved', 'true')
})

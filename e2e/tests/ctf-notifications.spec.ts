import { createHmac } from 'node:crypto'
import { expect, test } from '../support/private-shop'
import { realtimeConnected } from '../support/realtime'
import { INJECTION, postLogin } from '../support/shop'

/*
 * A shop set up for a CTF event (ctf.* settings): the solved toast carries the
 * challenge's flag with a copy button, and its country by flag and name.
 */

const CTF_KEY = 'e2e-ctf-key'

test.use({
  shopEnv: {
    CTF_KEY,
    NODE_CONFIG: JSON.stringify({ ctf: { showFlagsInNotifications: true, showCountryDetailsInNotifications: 'both' } })
  }
})

test('the solved toast shows the flag, copies it, and names the country', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const connected = realtimeConnected(page)
  await page.goto('/#/search')
  await connected
  // A crafted login from outside the browser solves the challenge; the open page is told.
  expect(await postLogin(request, INJECTION)).toBe(200)

  const toast = page.getByTestId('challenge-solved-toast').filter({ hasText: 'Admin by Apostrophe' })
  await expect(toast).toBeVisible()
  const expectedFlag = createHmac('sha1', CTF_KEY).update('Admin by Apostrophe').digest('hex')
  await expect(toast.getByTestId('toast-flag')).toHaveText(expectedFlag)
  await expect(toast.getByTestId('toast-country')).toContainText('Iceland')
  await expect(toast.getByLabel('Iceland')).toBeVisible()

  await toast.getByRole('button', { name: 'Copy flag' }).click()
  await expect(toast.getByRole('button', { name: 'Copied!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expectedFlag)
})

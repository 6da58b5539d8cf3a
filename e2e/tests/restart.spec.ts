import { expect, test } from '../support/private-shop'
import { INJECTION, expectSolved, postLogin } from '../support/shop'

/*
 * Progress lives in the shop's own database, so a restart keeps it without any help from the
 * browser's progress-code cookies: a brand-new browser context sees it too.
 */
test('solved challenges survive a restart of the server', async ({ privateShop, request, browser }) => {
  expect(await postLogin(request, INJECTION)).toBe(200)
  await expectSolved(request, 'loginAdminSqliChallenge')

  await privateShop.stop()
  await privateShop.start()

  const context = await browser.newContext({ baseURL: privateShop.baseURL })
  const page = await context.newPage()
  await page.goto('/#/search')
  await expectSolved(context.request, 'loginAdminSqliChallenge')
  await context.close()
})

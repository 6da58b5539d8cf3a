import { expect, test } from '@playwright/test'
import { logInByApi, openLoggedIn, registerCustomer } from '../support/shop'

/*
 * Guarded routes show the 403 page in place (the address bar keeps the route)
 * with UNAUTHORIZED_ACCESS_ERROR for a missing login or UNAUTHORIZED_PAGE_ACCESS_ERROR for a
 * missing role; any unknown route goes to search.
 */

test.describe('route guards', () => {
  for (const route of ['administration', 'accounting']) {
    test(`a customer opening #/${route} sees the 403 page and keeps the address`, async ({ page, request }) => {
      const customer = await logInByApi(request, await registerCustomer(request, 'guarded'))
      await openLoggedIn(page, customer, `/#/${route}`)

      await expect(page.getByRole('heading', { name: '403' })).toBeVisible()
      await expect(page.getByText('You are not allowed to access this page!')).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`#/${route}$`))
      // Still a logged-in customer: the shell shows the basket, so the 403 comes from the role.
      await expect(page.getByRole('link', { name: /Basket ?(,| with) \d+ item/ })).toBeVisible()
    })
  }

  test('an anonymous visitor on #/order-history is asked to log in', async ({ page }) => {
    await page.goto('/#/order-history')

    await expect(page.getByRole('heading', { name: '403' })).toBeVisible()
    await expect(page.getByText('Please log in to view this page.')).toBeVisible()
    await expect(page).toHaveURL(/#\/order-history$/)
  })

  test('an unknown route lands on search', async ({ page }) => {
    await page.goto('/#/no-such-page-anywhere')

    await expect(page).toHaveURL(/#\/search$/)
    await expect(page.getByRole('search').getByLabel('Search', { exact: true })).toBeVisible()
  })
})

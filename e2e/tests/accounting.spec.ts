import { expect, test } from '@playwright/test'
import { logInByApi, openLoggedIn } from '../support/shop'

const accountant = { email: 'finance.desk@juice.shop.test', password: 'Welcome-Aboard1' }

test('an accountant changes a price and a stock quantity', async ({ page, request }) => {
  await openLoggedIn(page, await logInByApi(request, accountant), '/#/accounting')
  await expect(page.getByRole('heading', { name: 'Accounting' })).toBeVisible()
  const products = page.getByRole('table', { name: 'Products' })
  const firstName = (await products.locator('tbody tr').first().locator('td').first().textContent()) ?? ''

  const price = products.getByLabel(`Price of ${firstName}`)
  await price.fill('-3')
  await price.press('Enter')
  await expect(page.getByText(`Price for ${firstName} has been updated.`)).toBeVisible()
  await expect(price).toHaveValue('0')

  await price.fill('2.75')
  await products.getByRole('row', { name: new RegExp(firstName) }).getByRole('button', { name: 'Save' }).first().click()
  await expect.poll(async () => {
    const res = await request.get('/api/Products/')
    const body = await res.json() as { data: Array<{ name: string, price: number }> }
    return body.data.find(p => p.name === firstName)?.price
  }).toBe(2.75)

  const stock = products.getByLabel(`Stock of ${firstName}`)
  await stock.fill('42')
  await stock.press('Enter')
  await expect(page.getByText(`Quantity for ${firstName} has been updated.`)).toBeVisible()
})

test('an accountant marks an order delivered and back in transit', async ({ page, request }) => {
  test.slow()
  await openLoggedIn(page, await logInByApi(request, accountant), '/#/accounting')
  const orders = page.getByRole('table', { name: 'Orders' })
  const row = orders.getByRole('row', { name: /0010-000003/ })
  await expect(row).toBeVisible({ timeout: 15_000 })
  const before = await row.getByRole('button').textContent()
  await row.getByRole('button').click()
  await expect(row.getByRole('button')).not.toHaveText(before ?? '')
  await row.getByRole('button').click()
  await expect(row.getByRole('button')).toHaveText(before ?? '')
})

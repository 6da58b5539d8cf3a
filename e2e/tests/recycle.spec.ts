import { expect, test } from '@playwright/test'
import { logInByApi, openLoggedIn, registerCustomer } from '../support/shop'

test('a customer requests a pomace pickup at a saved address', async ({ page, request }) => {
  const login = await logInByApi(request, await registerCustomer(request, 'recycler'))
  const saved = await request.post('/api/Addresss/', {
    headers: { Authorization: `Bearer ${login.token}` },
    data: { country: 'Norway', fullName: 'Rita Recycler', mobileNum: 4712345678, zipCode: '0150', streetAddress: 'Pressveien 3', city: 'Oslo' }
  })
  expect(saved.status()).toBe(201)
  await openLoggedIn(page, login, '/#/recycle')

  await expect(page.getByLabel('Requestor')).toHaveValue(login.email)
  const quantity = page.getByLabel('Quantity (liters)')
  await quantity.fill('5')
  await quantity.blur()
  await expect(page.getByText('Quantity must be between 10-1000 liters.')).toBeVisible()
  await quantity.fill('250')
  await page.getByLabel(/Rita Recycler/).check()
  await page.getByLabel('Pick it up at my address').check()
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled()
  await page.getByLabel('Pickup date').fill('2030-05-17')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('We will pick up your pomace on May 17, 2030.')).toBeVisible()
})

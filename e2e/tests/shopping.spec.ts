import { expect, test, type APIRequestContext } from '@playwright/test'
import { searchFor, uniqueEmail } from '../support/shop'

/*
 * The shopper's main journey: register, log in, search, read and review a
 * product, put it in the basket and find it there.
 */

interface Product { id: number; name: string }
interface Stock { ProductId: number; quantity: number }

/** Any product that is comfortably in stock, so the journey never depends on one catalogue entry. */
async function productInStock (request: APIRequestContext): Promise<Product> {
  const products = (await (await request.get('/api/Products/')).json() as { data: Product[] }).data
  const stock = (await (await request.get('/api/Quantitys/')).json() as { data: Stock[] }).data
  const inStock = products.find(product => (stock.find(s => s.ProductId === product.id)?.quantity ?? 0) > 5)
  expect(inStock, 'the seeded catalogue has a product in stock').toBeDefined()
  return inStock as Product
}

test('a new customer registers, logs in, reviews a product and puts it in the basket', async ({ page, request }) => {
  const product = await productInStock(request)
  const email = uniqueEmail('journey')
  const password = 'Fresh-Juice-42'
  const review = `Tastes like more (${Date.now().toString(36)})`

  // Register.
  await page.goto('/#/register')
  await expect(page.getByRole('heading', { name: 'User Registration' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Repeat Password').fill(password)
  await page.getByRole('combobox', { name: 'Security Question' }).click()
  await page.getByRole('option').first().click()
  await page.getByLabel('Answer').fill('Orange')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Registration completed successfully. You can now log in.')).toBeVisible()

  // Log in.
  await expect(page).toHaveURL(/#\/login/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/#\/search/)
  const basketButton = page.getByRole('link', { name: /Basket ?(,| with) \d+ items?/ })
  await expect(basketButton).toHaveAccessibleName(/Basket ?(,| with) 0 items?/)

  // Search through the top bar.
  await searchFor(page, product.name)
  await expect(page).toHaveURL(new RegExp(`#/search\\?q=${encodeURIComponent(product.name).replace(/[()]/g, '\\$&')}`))
  const main = page.getByRole('main')
  await expect(main.getByText(product.name, { exact: true })).toBeVisible()

  // Open the product, write a review and see it listed.
  await main.getByText(product.name, { exact: true }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: product.name })).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Review' }).fill(review)
  await dialog.getByRole('button', { name: 'Submit review' }).click()
  await expect(dialog.getByText(review)).toBeVisible()
  await expect(dialog.getByText(email).first()).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()

  // Add it to the basket from its own card (the innermost block holding its name and a button).
  const card = main.locator('div')
    .filter({ has: page.getByText(product.name, { exact: true }) })
    .filter({ has: page.getByRole('button', { name: 'Add to Basket' }) })
    .last()
  await card.getByRole('button', { name: 'Add to Basket' }).click()
  await expect(page.getByText(`Placed ${product.name} into basket.`)).toBeVisible()
  await expect(basketButton).toHaveAccessibleName(/Basket ?(,| with) 1 items?/)

  // The basket lists it.
  await basketButton.click()
  await expect(page).toHaveURL(/#\/basket/)
  await expect(page.getByRole('heading', { name: `Your Basket (${email})` })).toBeVisible()
  const rows = page.getByRole('table', { name: 'Your Basket' }).getByRole('row').filter({ hasText: product.name })
  await expect(rows).toHaveCount(1)
  await expect(rows.getByText(product.name, { exact: true })).toBeVisible()
  await expect(rows.getByText('1', { exact: true }), 'quantity 1').toBeVisible()
})

import { expect, test } from '@playwright/test'
import { logInByApi, openLoggedIn, registerCustomer } from '../support/shop'

/* The basket on a phone: every price and every remove button on screen, without sideways scrolling. */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('on a 390 px phone the basket shows each line whole and lets the shopper remove one', async ({ page, request }) => {
  const login = await logInByApi(request, await registerCustomer(request, 'phone'))
  const products = (await (await request.get('/api/Products/')).json() as { data: Array<{ id: number, name: string }> }).data.slice(0, 3)
  for (const product of products) {
    const added = await request.post('/api/BasketItems/', {
      headers: { Authorization: `Bearer ${login.token}` },
      data: { ProductId: product.id, BasketId: login.bid, quantity: 1 }
    })
    expect(added.status(), await added.text()).toBeLessThan(300)
  }
  await openLoggedIn(page, login, '/#/basket')
  await expect(page.getByText('Total Price', { exact: false })).toBeVisible()

  const onScreen = async (name: string, locator: ReturnType<typeof page.locator>): Promise<void> => {
    await expect(locator, name).toBeVisible()
    const box = (await locator.boundingBox())!
    expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(390)
  }
  const basket = page.getByRole('list', { name: 'Your Basket' })
  for (const product of products) {
    const line = basket.getByRole('listitem', { name: product.name })
    await onScreen(`${product.name} price`, line.getByText(/¤/))
    await onScreen(`${product.name} remove button`, line.getByRole('button', { name: new RegExp(`^Remove ${product.name}`) }))
  }
  // Nothing is hidden to the right: neither the page nor any block on it scrolls sideways.
  const overflowing = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('body *')]
    .filter(element => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible' && getComputedStyle(element).overflowX !== 'hidden')
    .map(element => element.tagName + '.' + element.className))
  expect(overflowing).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await basket.getByRole('listitem', { name: products[0].name }).getByRole('button', { name: new RegExp(`^Remove ${products[0].name}`) }).click()
  await expect(basket.getByRole('listitem', { name: products[0].name })).toHaveCount(0)
  await expect(basket.getByRole('listitem')).toHaveCount(2)
})

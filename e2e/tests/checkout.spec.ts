import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { logInByApi, openLoggedIn, registerCustomer, type LoggedInAccount } from '../support/shop'

/*
 * The money path: from an empty basket to a tracked order, a wallet payment
 * after a top-up, and a deluxe membership. Campaign coupons are checked against the browser's
 * date, so the browser clock is set to the campaign's day instead of waiting for it.
 */

const bearer = (login: LoggedInAccount) => ({ Authorization: `Bearer ${login.token}` })

async function saveCardByApi (request: APIRequestContext, login: LoggedInAccount): Promise<void> {
  const res = await request.post('/api/Cards', { headers: bearer(login), data: { fullName: 'Ines Duarte', cardNum: 4111222233334444, expMonth: 4, expYear: 2085 } })
  expect(res.status()).toBe(201)
}

async function chooseRow (page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('radio', { name }).check()
}

test('a customer buys two products with a campaign coupon, pays by card, gets the PDF and tracks the order', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.clock.setFixedTime(new Date('2023-03-08T12:00:00Z'))
  const login = await logInByApi(request, await registerCustomer(request, 'checkout'))
  await openLoggedIn(page, login, '/#/search')

  // Two products into the basket from the search results.
  const addButtons = page.getByRole('main').getByRole('button', { name: 'Add to Basket' })
  await addButtons.nth(0).click()
  await expect(page.getByText(/Placed .+ into basket\./).first()).toBeVisible()
  await addButtons.nth(1).click()
  await expect(page.getByRole('link', { name: /Basket ?(,| with) 2 items/ })).toBeVisible()

  // The campaign coupon of the day.
  await page.goto('/#/basket')
  await page.getByText('Add a coupon').click()
  await page.getByRole('textbox', { name: 'Coupon' }).fill('WMNSDY2023')
  await page.getByRole('button', { name: 'Redeem' }).click()
  await expect(page.getByText('Your discount of 60% will be applied during checkout.')).toBeVisible()
  // Back to today: the rest of the journey needs a running clock (animations, snack bars).
  await page.clock.resume()
  await page.clock.setSystemTime(new Date())
  await page.getByRole('button', { name: 'Checkout' }).click()

  // A new address, then choose it.
  await expect(page).toHaveURL(/#\/address\/select/)
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled()
  await page.getByRole('button', { name: 'Add New Address' }).click()
  await page.getByRole('textbox', { name: 'Country' }).fill('Portugal')
  await page.getByRole('textbox', { name: 'Name' }).fill('Ines Duarte')
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill('912345678')
  await page.getByRole('textbox', { name: 'ZIP Code' }).fill('1100-148')
  await page.getByRole('textbox', { name: 'Address' }).fill('Rua Augusta 120')
  await page.getByRole('textbox', { name: 'City' }).fill('Lisbon')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('The address at Lisbon has been successfully added to your addresses.')).toBeVisible()
  await chooseRow(page, 'Ines Duarte')
  await page.getByRole('button', { name: 'Continue' }).click()

  // Delivery.
  await expect(page).toHaveURL(/#\/delivery-method/)
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled()
  await chooseRow(page, 'Standard Delivery')
  await page.getByRole('button', { name: 'Continue' }).click()

  // A new card on the payment screen, then pay with it.
  await expect(page).toHaveURL(/#\/payment\/shop/)
  await page.getByText('Add new card').click()
  await page.getByRole('textbox', { name: 'Name' }).fill('Ines Duarte')
  await page.getByRole('textbox', { name: 'Card Number' }).fill('4111222233334444')
  await page.getByRole('combobox', { name: 'Expiry Month' }).click()
  await page.getByRole('option', { name: '4', exact: true }).click()
  await page.getByRole('combobox', { name: 'Expiry Year' }).click()
  await page.getByRole('option', { name: '2085' }).click()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Your card ending with 4444 has been saved for your convenience.')).toBeVisible()
  await chooseRow(page, '4444')
  await page.getByRole('button', { name: 'Continue' }).click()

  // Summary with the promotion, then place the order.
  await expect(page).toHaveURL(/#\/order-summary/)
  await expect(page.getByText('•••• 4444 · Ines Duarte')).toBeVisible()
  await expect(page.getByLabel('Price summary').getByText('Promotion')).toBeVisible()
  await page.getByRole('button', { name: 'Place your order and pay' }).click()

  // Completion with the PDF confirmation.
  await expect(page).toHaveURL(/#\/order-completion\//)
  const orderId = (await page.locator('#orderId').textContent()) ?? ''
  expect(orderId).toMatch(/^\d{4}-\d{6}$/)
  await expect(page.getByText(/bonus points with this order; they are now in your wallet/)).toBeVisible()
  const pdfLink = await page.getByRole('link', { name: 'Print order confirmation' }).getAttribute('href')
  expect(pdfLink).toBe(`./ftp/order_${orderId}.pdf`)
  const pdf = await request.get(`/ftp/order_${orderId}.pdf`)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const bytes = (await pdf.body()).toString('latin1')
  expect(bytes.startsWith('%PDF-')).toBe(true)
  expect(bytes).toContain(`Order ${orderId}`)
  const storage = await page.evaluate(() => ['addressId', 'deliveryMethodId', 'paymentId', 'couponDetails'].map(key => sessionStorage.getItem(key)))
  expect(storage).toEqual([null, null, null, null])

  // History, then tracking.
  await page.goto('/#/order-history')
  // A new customer has exactly this one order.
  await expect(page.getByText(`#${orderId}`)).toBeVisible()
  await page.getByRole('button', { name: 'Track Order' }).click()
  await expect(page).toHaveURL(new RegExp(`#/track-result\\?id=${orderId}`))
  await expect(page.locator('#orderStatus')).toHaveText('Packing')
})

test('a customer tops up the wallet and pays an order with it', async ({ page, request }) => {
  const login = await logInByApi(request, await registerCustomer(request, 'wallet'))
  await saveCardByApi(request, login)
  const address = await request.post('/api/Addresss', { headers: bearer(login), data: { country: 'Chile', fullName: 'Tomas Vidal', mobileNum: 987654321, zipCode: '8320000', streetAddress: 'Av. Providencia 1234', city: 'Santiago' } })
  expect(address.status()).toBe(201)
  await request.post('/api/BasketItems', { headers: bearer(login), data: { ProductId: 3, BasketId: login.bid, quantity: 2 } })

  await openLoggedIn(page, login, '/#/wallet')
  await expect(page.locator('#walletBalance')).toHaveText('0.00¤')
  await page.getByRole('spinbutton', { name: 'Amount' }).fill('5')
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled()
  await page.getByRole('spinbutton', { name: 'Amount' }).fill('50')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/#\/payment\/wallet/)
  await expect(page.getByText('You will be redirected back to your wallet.')).toBeVisible()
  await chooseRow(page, '4444')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Wallet successfully charged.')).toBeVisible()
  await expect(page.locator('#walletBalance')).toHaveText('50.00¤')

  await page.goto('/#/basket')
  await page.getByRole('button', { name: 'Checkout' }).click()
  await chooseRow(page, 'Tomas Vidal')
  await page.getByRole('button', { name: 'Continue' }).click()
  await chooseRow(page, 'Green Saver Route')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page).toHaveURL(/#\/order-summary/)
  await expect(page.getByText('Digital wallet')).toBeVisible()
  await page.getByRole('button', { name: 'Place your order and pay' }).click()
  await expect(page).toHaveURL(/#\/order-completion\//)
  await page.goto('/#/wallet')
  await expect(page.locator('#walletBalance')).toHaveText('42.02¤')
})

test('a customer becomes a deluxe member and then sees deluxe prices', async ({ page, request }) => {
  const login = await logInByApi(request, await registerCustomer(request, 'deluxe'))
  await saveCardByApi(request, login)
  await openLoggedIn(page, login, '/#/deluxe-membership')
  await expect(page.locator('#membershipCost')).toHaveText('Only 49.00¤')
  await expect(page.getByText('Free fast delivery')).toBeVisible()
  await page.getByRole('button', { name: 'Become a member' }).click()
  await expect(page).toHaveURL(/#\/payment\/deluxe/)
  await chooseRow(page, '4444')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/#\/deluxe-membership/)
  await expect(page.getByText('You are a deluxe member. Enjoy your benefits!')).toBeVisible()
  const role = await page.evaluate(() => JSON.parse(atob((localStorage.getItem('token') ?? '').split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).data.role as string)
  expect(role).toBe('deluxe')
  await page.goto('/#/search')
  // Deluxe members see their price with the normal one struck through.
  await expect(page.getByRole('main').locator('s').first()).toBeVisible()
})

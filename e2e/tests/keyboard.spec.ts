import { expectHeadingFocused, tabTo } from '../support/keyboard'
import { expect, test } from '../support/private-shop'
import { registerCustomer } from '../support/shop'

/* Journeys without a mouse: Tab, Enter, Space and Escape only. */
test.describe.configure({ timeout: 90_000 })

test('log in, search, fill the basket and reach the checkout with the keyboard', async ({ page, request }) => {
  const account = await registerCustomer(request, 'keys')
  await page.goto('/#/search')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()

  // To the login: through the account menu.
  await tabTo(page, page.locator('#navbarAccount'))
  await page.keyboard.press('Enter')
  await expect(page.locator('#navbarLoginButton')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/login/)
  await expectHeadingFocused(page, 'Login')

  await tabTo(page, page.getByLabel('Email'))
  await page.keyboard.type(account.email)
  await tabTo(page, page.getByLabel('Password', { exact: true }))
  await page.keyboard.type(account.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/search/)
  await expectHeadingFocused(page, /.+/)

  // Search from the top bar.
  await tabTo(page, page.getByRole('search').getByLabel('Search', { exact: true }), { backwards: true })
  await page.keyboard.type('Apple')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/search\?q=Apple/)
  const add = page.getByRole('main').getByRole('button', { name: 'Add to Basket' }).first()
  await tabTo(page, add)
  await page.keyboard.press('Enter')
  await expect(page.getByText(/^Placed .* into basket\.$/)).toBeVisible()

  await tabTo(page, page.locator('#basketButton'), { backwards: true })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/basket/)
  await expectHeadingFocused(page, /Your Basket/)
  await tabTo(page, page.getByRole('button', { name: 'Checkout' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/address\/select/)
  await expectHeadingFocused(page, /.+/)
})

test('the score board: filters by keyboard and a dialog that closes with Escape', async ({ page }) => {
  await page.goto('/#/score-board')
  // Not the first row of the page: filtered-out rows are mounted too, hidden, once the shown ones are on screen.
  await expect(page.locator('tr[data-challenge]:visible').first()).toBeVisible({ timeout: 30_000 })

  const toggle = page.getByRole('button', { name: /^Difficulty 2,/ })
  await tabTo(page, toggle)
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')

  // The tutorial button of a challenge takes the player to the hacking instructor.
  const tutorial = page.getByRole('button', { name: 'Start the tutorial for Loud Failure' })
  await tabTo(page, tutorial, { limit: 200 })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/hacking-instructor\?challenge=verboseErrorChallenge$/)
  // The instructor's bubble is reachable and its buttons answer to the keyboard.
  const bubble = page.locator('[data-testid="hacking-instructor-bubble"], [role="dialog"], [role="status"]').filter({ hasText: /./ }).first()
  await expect(bubble).toBeVisible({ timeout: 15_000 })
})

test('the hacking instructor: started from the score board, followed and closed with the keyboard', async ({ page }) => {
  await page.goto('/#/score-board')
  // Filtered-out rows are mounted too, hidden, once the shown ones are on screen: wait for the row this test needs.
  const start = page.getByRole('button', { name: 'Start the tutorial for Loud Failure' })
  await expect(start).toBeVisible({ timeout: 30_000 })
  await tabTo(page, start, { limit: 200 })
  await page.keyboard.press('Enter')
  const bubble = page.locator('#hackingInstructorBubble')
  await expect(bubble).toContainText('step 1 of 5', { timeout: 15_000 })

  // Step 1: the login page, through the account menu (back from the new screen's heading, where the focus went).
  await tabTo(page, page.locator('#navbarAccount'), { backwards: true })
  await page.keyboard.press('Enter')
  const login = page.getByRole('menuitem', { name: 'Login' })
  await expect(login).toBeVisible()
  for (let presses = 0; presses < 10 && !await login.evaluate(item => item === document.activeElement); presses++) await page.keyboard.press('ArrowDown')
  await expect(login).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/login/)
  await expect(bubble).toContainText('step 2 of 5')

  // Step 2: an apostrophe in the e-mail field; step 3: any password.
  await tabTo(page, page.locator('#email'))
  await page.keyboard.type("'")
  await expect(bubble).toContainText('step 3 of 5')
  await tabTo(page, page.locator('#password'))
  await page.keyboard.type('x')
  await expect(bubble).toContainText('step 4 of 5')

  // Closing the tutorial from its bubble.
  await tabTo(page, bubble.getByRole('button', { name: 'Cancel tutorial' }), { limit: 200 })
  await page.keyboard.press('Enter')
  await expect(bubble).toHaveCount(0)
})

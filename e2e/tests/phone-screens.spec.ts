import fs from 'node:fs'
import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from '../support/private-shop'
import { ACCOUNTANT, ADMIN, CUSTOMER_ROUTES, DELUXE, DELUXE_ROUTES, PUBLIC_ROUTES, loginAs, openScreen } from '../support/screens'
import { expectJoinPage, foundTeam, newVisitor, pinFirstPath, signInTrainer } from '../support/classroom'
import { registerCustomer } from '../support/shop'
import { spawnShop } from '../support/spawn-shop'

/*
 * At 390 × 844 every screen fits: nothing scrolls sideways. Each screen is photographed
 * (attached to the test; PHONE_SHOTS=<folder> also writes them there to look through).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
test.describe.configure({ timeout: 180_000 })

async function expectFits (page: Page, screen: string, testInfo: TestInfo): Promise<void> {
  // Against the phone's width, not innerWidth: a mobile browser widens its layout viewport to fit what overflows.
  const innerWidth = page.viewportSize()?.width ?? 390
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  if (scrollWidth > innerWidth) {
    // Names the widest elements that reach past the phone's edge, to say what to fix.
    const culprits = await page.evaluate(width => [...document.querySelectorAll('body *')]
      .filter(element => element.getBoundingClientRect().right > width + 1)
      .slice(-3).map(element => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`), innerWidth)
    console.log(`${screen}: ${culprits.join(', ')}`)
  }
  const name = `phone-${screen.replace(/[^\w-]+/g, '_')}.png`
  const shot = await page.screenshot({ fullPage: true })
  await testInfo.attach(name, { body: shot, contentType: 'image/png' })
  if (process.env.PHONE_SHOTS) fs.writeFileSync(path.join(process.env.PHONE_SHOTS, name), shot)
  expect.soft(scrollWidth, `${screen} is ${scrollWidth - innerWidth} px wider than the phone`).toBeLessThanOrEqual(innerWidth)
}

async function walk (page: Page, routes: string[], label: string, testInfo: TestInfo): Promise<void> {
  for (const route of routes) {
    await openScreen(page, route)
    await expectFits(page, `${label}-${route}`, testInfo)
  }
}

test('logged out and as a customer: every screen fits, and a search reaches the checkout', async ({ page, request }, testInfo) => {
  await walk(page, PUBLIC_ROUTES, 'guest', testInfo)
  await page.locator('#sideMenuButton').click()
  await expect(page.getByRole('navigation').locator('a').first()).toBeVisible()
  await expectFits(page, 'guest-side-menu', testInfo)
  await page.keyboard.press('Escape')

  await loginAs(page, request, await registerCustomer(request, 'phone'), 'search')
  await walk(page, CUSTOMER_ROUTES, 'customer', testInfo)

  // Search, basket and the first checkout step with a thumb.
  await openScreen(page, 'search?q=Apple')
  const add = page.getByRole('main').getByRole('button', { name: 'Add to Basket' }).first()
  await add.tap()
  await expect(page.getByText(/^Placed .* into basket\.$/)).toBeVisible()
  await page.locator('#basketButton').tap()
  await expect(page).toHaveURL(/#\/basket/)
  await expectFits(page, 'customer-basket-filled', testInfo)
  await page.getByRole('button', { name: 'Checkout' }).tap()
  await expect(page).toHaveURL(/#\/address\/select/)
  await expectFits(page, 'customer-checkout-address', testInfo)
})

test('deluxe: orders and the checkout steps fit', async ({ page, request }, testInfo) => {
  await loginAs(page, request, DELUXE, 'search')
  await walk(page, DELUXE_ROUTES, 'deluxe', testInfo)
})

test('staff: accounting and administration fit, as cards, with every control reachable', async ({ page, request }, testInfo) => {
  await loginAs(page, request, ACCOUNTANT, 'accounting')
  await expect(page.getByText('0010-000003').first()).toBeVisible({ timeout: 15_000 })
  await expectFits(page, 'accounting', testInfo)

  await loginAs(page, request, ADMIN, 'administration')
  await expect(page.getByText('admin@juice.shop.test', { exact: true }).first()).toBeVisible({ timeout: 15_000 })
  await expectFits(page, 'administration', testInfo)
  // The user details open from a user's entry, within the phone's width.
  await page.getByRole('button', { name: /admin@juice\.shop\.test/ }).or(page.getByRole('row', { name: /admin@juice\.shop\.test/ }).getByRole('button')).first().tap()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectFits(page, 'administration-user-dialog', testInfo)
  await page.keyboard.press('Escape')

  await openScreen(page, 'score-board')
  await expect(page.locator('tr[data-challenge]:visible').first()).toBeVisible()
  await expectFits(page, 'score-board', testInfo)
  const toggle = page.getByRole('button', { name: /^Difficulty 2,/ })
  await toggle.tap()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
})

test('score board in Arabic and Polish: no badge or button label is cut to an ellipsis', async ({ page, context, baseURL }, testInfo) => {
  for (const language of ['ar', 'pl']) {
    await context.addCookies([{ name: 'language', value: language, url: baseURL }, { name: 'welcomebanner_status', value: 'dismiss', url: baseURL }])
    await openScreen(page, 'score-board')
    await expect(page.locator('tr[data-challenge]:visible').first()).toBeVisible({ timeout: 15_000 })
    await expectFits(page, `score-board-${language}`, testInfo)
    // A label cut by `text-overflow: ellipsis` is wider inside than its box.
    const cut = await page.locator('main .MuiChip-label:visible, main .MuiButton-root:visible').evaluateAll(nodes => nodes
      .filter(node => node.scrollWidth > node.clientWidth).map(node => node.textContent))
    expect(cut, `labels cut in ${language}`).toEqual([])
  }
})

test('classroom: join, leaderboard, projector and the trainer console fit', async ({ browser }, testInfo) => {
  const shop = await spawnShop({ NODE_ENV: 'test,classroom', TRAINER_PASSWORD: 'trainer-phone-password' })
  try {
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
    const player = await newVisitor(browser, shop.baseURL, phone)
    await expectJoinPage(player)
    await expectFits(player, 'classroom-join', testInfo)
    await foundTeam(player, 'A team with a rather long name')
    await expectFits(player, 'classroom-passcode', testInfo)

    const trainer = await newVisitor(browser, shop.baseURL, phone)
    await signInTrainer(trainer, 'trainer-phone-password', 'A team with a rather long name')
    await pinFirstPath(trainer)
    await expectFits(trainer, 'classroom-trainer-console', testInfo)
    await trainer.getByRole('button', { name: 'Reset shop: A team with a rather long name' }).tap()
    await expect(trainer.getByRole('dialog')).toBeVisible()
    await expectFits(trainer, 'classroom-trainer-reset-dialog', testInfo)
    await trainer.keyboard.press('Escape')
    await openScreen(trainer, 'classroom/trainer/solutions')
    await expectFits(trainer, 'classroom-trainer-solutions', testInfo)

    for (const route of ['classroom/leaderboard', 'classroom/leaderboard/challenges/scoreBoardChallenge']) {
      await openScreen(player, route)
      await expectFits(player, route, testInfo)
    }
    await player.goto('/#/classroom/projector')
    await expect(player.getByTestId('pinned-progress')).toBeVisible({ timeout: 20_000 })
    await expectFits(player, 'classroom-projector', testInfo)
  } finally {
    await shop.dispose()
  }
})

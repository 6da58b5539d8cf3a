import type { Page } from '@playwright/test'
import { expectNoViolations, OPEN_MODAL, reportTable, type AxeRow } from '../support/axe'
import { expect, test } from '../support/private-shop'
import { ACCOUNTANT, ADMIN, CUSTOMER_ROUTES, DELUXE, DELUXE_ROUTES, PUBLIC_ROUTES, loginAs, openScreen as open } from '../support/screens'
import { registerCustomer } from '../support/shop'

/*
 * Every screen of both specification documents, checked with axe-core (WCAG 2.x A/AA, zero
 * violations), once per kind of visitor, with its dialogs and menus open. Each visitor gets a
 * private shop: the staff screens solve challenges on sight.
 */
test.describe.configure({ timeout: 180_000 })

async function check (page: Page, screen: string, table: AxeRow[]): Promise<void> {
  await expectNoViolations(page, screen, table)
}

/** An open dialog, menu or drawer, over a screen checked before it opened. */
async function checkOverlay (page: Page, screen: string, table: AxeRow[]): Promise<void> {
  await expectNoViolations(page, screen, table, OPEN_MODAL)
}

async function checkRoutes (page: Page, routes: string[], table: AxeRow[]): Promise<void> {
  for (const route of routes) {
    await open(page, route)
    await check(page, route, table)
  }
}

/** The shell's menus, open one after the other on the current screen (checked before). */
async function checkMenus (page: Page, table: AxeRow[], label: string): Promise<void> {
  await page.getByRole('button', { name: 'Open side menu' }).or(page.locator('#sideMenuButton')).first().click()
  await expect(page.getByRole('navigation').locator('a').first()).toBeVisible()
  await checkOverlay(page, `${label}: side menu`, table)
  await page.keyboard.press('Escape')
  await expect(page.locator('.MuiDrawer-root')).toBeHidden()

  await page.locator('#navbarLanguageButton').click()
  await expect(page.getByRole('menu')).toBeVisible()
  await checkOverlay(page, `${label}: language menu`, table)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()

  const account = page.locator('#navbarAccount')
  if (await account.isVisible()) {
    await account.click()
    await expect(page.getByRole('menu')).toBeVisible()
    await checkOverlay(page, `${label}: account menu`, table)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toBeHidden()
  }
}

test('logged out: every open screen, the product dialog and the menus', async ({ page }, testInfo) => {
  const table: AxeRow[] = []
  await checkRoutes(page, PUBLIC_ROUTES, table)
  await open(page, 'search')
  await checkMenus(page, table, 'search')
  await page.locator('main').getByRole('button').filter({ hasText: /./ }).first().waitFor()
  await page.locator('mat-card, main [data-product], main .MuiCard-root').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await checkOverlay(page, 'search: product dialog', table)
  await page.keyboard.press('Escape')
  await reportTable('logged out', table, testInfo)
  expect(table.filter(row => row.nodes > 0).map(row => row.screen)).toEqual([])
})

test('customer: account, checkout and community screens', async ({ page, request }, testInfo) => {
  const table: AxeRow[] = []
  await loginAs(page, request, await registerCustomer(request, 'axe'), 'search')
  await check(page, 'customer search', table)
  await checkMenus(page, table, 'customer search')
  await checkRoutes(page, CUSTOMER_ROUTES, table)
  await reportTable('customer', table, testInfo)
  expect(table.filter(row => row.nodes > 0).map(row => row.screen)).toEqual([])
})

test('deluxe: orders, checkout steps and the deluxe page', async ({ page, request }, testInfo) => {
  const table: AxeRow[] = []
  await loginAs(page, request, DELUXE, 'search')
  await checkRoutes(page, DELUXE_ROUTES, table)
  await reportTable('deluxe', table, testInfo)
  expect(table.filter(row => row.nodes > 0).map(row => row.screen)).toEqual([])
})

test('accounting: the accounting screen', async ({ page, request }, testInfo) => {
  const table: AxeRow[] = []
  await loginAs(page, request, ACCOUNTANT, 'accounting')
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 })
  await check(page, 'accounting', table)
  await reportTable('accounting', table, testInfo)
  expect(table.filter(row => row.nodes > 0).map(row => row.screen)).toEqual([])
})

test('admin: administration with its dialogs, the score board with its dialogs', async ({ page, request }, testInfo) => {
  const table: AxeRow[] = []
  await loginAs(page, request, ADMIN, 'administration')
  await expect(page.getByRole('cell', { name: 'admin@juice.shop.test', exact: true })).toBeVisible({ timeout: 15_000 })
  await check(page, 'administration', table)
  await page.getByRole('row', { name: /admin@juice\.shop\.test/ }).getByRole('button').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await checkOverlay(page, 'administration: user details', table)
  await page.keyboard.press('Escape')
  await open(page, 'score-board')
  await expect(page.locator('tr[data-challenge]:visible').first()).toBeVisible()
  await check(page, 'score-board (admin)', table)
  await page.locator('tr[data-challenge]:visible').first().getByRole('button').first().click()
  if (await page.getByRole('dialog').isVisible()) {
    await checkOverlay(page, 'score-board: dialog', table)
    await page.keyboard.press('Escape')
  }
  await reportTable('admin', table, testInfo)
  expect(table.filter(row => row.nodes > 0).map(row => row.screen)).toEqual([])
})

test('score board dialogs: hints and the coding challenge', async ({ page, request }, testInfo) => {
  const table: AxeRow[] = []
  await loginAs(page, request, ADMIN, 'score-board')
  await expect(page.locator('tr[data-challenge]:visible').first()).toBeVisible()
  await page.getByRole('button', { name: /^Show hints for / }).first().click()
  await expect(page.locator('.MuiPopover-paper').first()).toBeVisible()
  await checkOverlay(page, 'score-board: hints', table)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: /^Coding challenge for / }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 })
  await checkOverlay(page, 'score-board: coding challenge', table)
  await page.keyboard.press('Escape')
  await reportTable('score board dialogs', table, testInfo)
  expect(table.filter(row => row.nodes > 0).map(row => `${row.screen}: ${row.rules}`)).toEqual([])
})

import type { Page } from '@playwright/test'
import { expect, test } from '../support/private-shop'
import { INJECTION, expectSolved, expectUnsolvedOnFirstAttempt, searchFor, submitLogin } from '../support/shop'

/*
 * Each challenge is exploited through the shop's own screens as a player would, then checked with
 * GET /api/Challenges/?key=<key>. A filter is always given: the unfiltered listing is itself the
 * Score Board exploit. Before the exploit each test checks the challenge is still open (on the
 * first attempt), so "solved" afterwards proves this exploit solved it.
 */

const ADMIN_EMAIL = 'admin@juice.shop.test'

/** The account menu names the logged-in user. */
async function expectLoggedInAs (page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Account' }).click()
  await expect(page.getByRole('menu').getByText(email)).toBeVisible()
  await page.keyboard.press('Escape')
}

test.describe('challenges solved through the UI', () => {
  test('Admin by Apostrophe: the login form accepts an injected email', async ({ page, request }, testInfo) => {
    await expectUnsolvedOnFirstAttempt(request, 'loginAdminSqliChallenge', testInfo.retry)

    await submitLogin(page, INJECTION, 'surely-not-the-password')

    await expect(page).toHaveURL(/#\/search/)
    await expectLoggedInAs(page, ADMIN_EMAIL)
    await expectSolved(request, 'loginAdminSqliChallenge')
  })

  test('Loud Failure: a lone apostrophe shows the database error above the form', async ({ page, request }, testInfo) => {
    await expectUnsolvedOnFirstAttempt(request, 'verboseErrorChallenge', testInfo.retry)

    await submitLogin(page, "'", 'whatever')

    // The verbose body names the failing statement; the form shows it and stays on the login page.
    await expect(page.getByRole('main').getByRole('alert')).toContainText(/SELECT .* FROM Users/)
    await expect(page).toHaveURL(/#\/login/)
    await expectSolved(request, 'verboseErrorChallenge')
  })

  test('Search Box Script: an iframe with a javascript: source runs from the search box', async ({ page, request }, testInfo) => {
    await expectUnsolvedOnFirstAttempt(request, 'localXssChallenge', testInfo.retry)
    const alerts: string[] = []
    page.on('dialog', dialog => {
      alerts.push(dialog.message())
      void dialog.accept()
    })

    await page.goto('/#/search')
    await searchFor(page, '<iframe src="javascript:alert(`xss`)">')

    await expect.poll(() => alerts, { message: 'the injected script ran' }).toContain('xss')
    await expectSolved(request, 'localXssChallenge')
  })

  test('Back Office: an admin login reaches the unlinked administration screen', async ({ page, request }, testInfo) => {
    await expectUnsolvedOnFirstAttempt(request, 'adminSectionChallenge', testInfo.retry)

    await submitLogin(page, INJECTION, 'surely-not-the-password')
    await expect(page).toHaveURL(/#\/search/)
    // No menu links to it: the player types the route into the address bar.
    await page.goto('/#/administration')

    await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible()
    // The user table is filled from GET rest/user/authentication-details/, the detector's signal.
    await expect(page.getByRole('cell', { name: ADMIN_EMAIL, exact: true })).toBeVisible()
    await expectSolved(request, 'adminSectionChallenge')
  })

  test('Score Board: finding the full challenge listing unlocks the menu entry', async ({ page, request }, testInfo) => {
    const sideMenu = page.getByRole('navigation', { name: 'Open side menu' })
    const openSideMenu = async () => {
      await page.getByRole('button', { name: 'Open side menu' }).click()
      await expect(sideMenu.getByRole('link', { name: 'About Us' })).toBeVisible()
    }

    await page.goto('/#/search')
    if (testInfo.retry === 0) {
      await expectUnsolvedOnFirstAttempt(request, 'scoreBoardChallenge', testInfo.retry)
      await openSideMenu()
      await expect(sideMenu.getByRole('link', { name: 'Score Board' })).toHaveCount(0)
      await page.keyboard.press('Escape')
    }

    // The route is in the bundle though no menu links to it: the player types it in.
    await page.goto('/#/score-board')
    await expect(page.getByRole('heading', { name: 'Score Board' })).toBeVisible()

    await expectSolved(request, 'scoreBoardChallenge')
    await page.reload()
    await openSideMenu()
    await expect(sideMenu.getByRole('link', { name: 'Score Board' })).toBeVisible()
  })
})

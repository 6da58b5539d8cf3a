import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { expectScreenDrawn, logInByApi, openLoggedIn, type Account } from './shop'

/*
 * The screens of both specification documents, by the kind of visitor who reaches them, for the
 * checks that walk them all (axe, phone width). Staff screens solve challenges on sight: walk them
 * only against a private shop.
 */

export const ADMIN = { email: 'support@juice.shop.test', password: 'Citrus!Desk#2024pulp' }
export const ACCOUNTANT = { email: 'finance.desk@juice.shop.test', password: 'Welcome-Aboard1' }
export const DELUXE = { email: 'mateo.rossi@juice.shop.test', password: 'Limoncello-Vespa-Piazza-8' }

export const PUBLIC_ROUTES = ['search', 'login', 'register', 'forgot-password', 'privacy-security/privacy-policy', 'basket',
  'track-result', 'contact', 'about', 'photo-wall', '403', 'score-board', 'presale-pulp-x7']

export const CUSTOMER_ROUTES = ['privacy-security/change-password', 'privacy-security/two-factor-authentication',
  'privacy-security/data-export', 'privacy-security/last-login-ip', 'address/select', 'address/create',
  'saved-payment-methods', 'wallet', 'order-history', 'complain', 'chatbot', 'recycle', 'deluxe-membership',
  'photo-wall', 'basket']

export const DELUXE_ROUTES = ['order-history', 'deluxe-membership', 'address/select', 'delivery-method', 'payment/shop',
  'order-summary', 'track-result?id=0010-000003']

/** Waits until the screen has drawn its heading and no indeterminate progress bar is left. */
export async function settle (page: Page): Promise<void> {
  await expectScreenDrawn(page)
  await expect(page.locator('main [role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 15_000 })
}

export async function openScreen (page: Page, route: string): Promise<void> {
  await page.goto(`/#/${route}`)
  await settle(page)
}

export async function loginAs (page: Page, request: APIRequestContext, account: Account, route: string): Promise<void> {
  await openLoggedIn(page, await logInByApi(request, account), `/#/${route}`)
  await settle(page)
}

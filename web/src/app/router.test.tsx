// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { AppRoutes } from './router'
import { logIn, serveShell } from './test-fixtures'
import { tokenSalePath } from './token-sale-route'

vi.mock('@/lib/socket', async () => (await import('./test-fixtures')).fakeSocketModule)
vi.mock('@/features/catalogue/search-results/search-results', async () => (await import('./test-fixtures')).screenStub('Search results'))
vi.mock('@/features/auth/oauth-return/oauth-return', async () => (await import('./test-fixtures')).screenStub('Signing in with Google'))
vi.mock('@/features/account/privacy-security/privacy-security', async () => (await import('./test-fixtures')).layoutStub('Privacy & Security'))
vi.mock('@/features/account/privacy-policy/privacy-policy', async () => (await import('./test-fixtures')).screenStub('Privacy Policy'))
vi.mock('@/features/account/change-password/change-password', async () => (await import('./test-fixtures')).screenStub('Change Password'))
vi.mock('@/features/staff/administration/administration', async () => (await import('./test-fixtures')).screenStub('Administration'))
vi.mock('@/features/staff/accounting/accounting', async () => (await import('./test-fixtures')).screenStub('Accounting'))
vi.mock('@/features/checkout/wallet/wallet', async () => (await import('./test-fixtures')).screenStub('Digital Wallet'))
vi.mock('@/features/catalogue/token-sale/token-sale', async () => (await import('./test-fixtures')).screenStub('Token sale'))
vi.mock('@/features/classroom/leaderboard/leaderboard', async () => (await import('./test-fixtures')).screenStub('Leaderboard'))

const server = mockShopServer()

beforeEach(() => { Cookies.set('welcomebanner_status', 'dismiss') })
afterEach(() => { Cookies.remove('welcomebanner_status') })

function open (at: string) {
  serveShell(server)
  return renderScreen(<AppRoutes />, { at, path: '*' })
}

const LOGIN_NEEDED = 'Please log in to view this page.'
const NOT_ALLOWED = 'You are not allowed to access this page!'

describe('the routes', COMPONENT_TEST, () => {
  it('open the search screen at the root, inside the shell', async () => {
    const view = open('/')
    expect(await screen.findByRole('heading', { name: 'Search results' })).toBeTruthy()
    expect(view.path()).toBe('/search')
    expect(screen.getByRole('banner')).toBeTruthy()
  })

  it('send an unknown address to the search screen', async () => {
    const view = open('/no-such-screen')
    await waitFor(() => { expect(view.path()).toBe('/search') })
  })

  it('hand a sign-in provider\'s return to the sign-in screen', async () => {
    const view = open('/access_token=ya29.a0Af&token_type=Bearer&expires_in=3599')
    expect(await screen.findByRole('heading', { name: 'Signing in with Google' })).toBeTruthy()
    expect(view.path()).toBe('/access_token=ya29.a0Af&token_type=Bearer&expires_in=3599')
  })

  it('open the privacy policy first in privacy and security', async () => {
    const view = open('/privacy-security')
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeTruthy()
    expect(view.path()).toBe('/privacy-security/privacy-policy')
  })

  it.each([
    '/privacy-security/change-password', '/privacy-security/two-factor-authentication', '/privacy-security/data-export',
    '/privacy-security/last-login-ip', '/address/select', '/address/saved', '/address/create', '/address/edit/3', '/delivery-method',
    '/payment/shop', '/saved-payment-methods', '/order-summary', '/order-completion/5267-f9cd5882f54c75a3', '/wallet',
    '/order-history', '/complain', '/chatbot', '/recycle', '/deluxe-membership'
  ])('ask a visitor to log in for %s, keeping the address', async at => {
    const view = open(at)
    expect(await screen.findByText(LOGIN_NEEDED)).toBeTruthy()
    expect(view.path()).toBe(at)
  })

  it('let a logged-in customer in', async () => {
    logIn()
    open('/wallet')
    expect(await screen.findByRole('heading', { name: 'Digital Wallet' })).toBeTruthy()
    expect(screen.queryByText(LOGIN_NEEDED)).toBeNull()
  })

  it('keep administration to admins and accounting to the accounting role', async () => {
    logIn('customer')
    const first = open('/administration')
    expect(await screen.findByText(NOT_ALLOWED)).toBeTruthy()
    first.unmount()

    logIn('admin')
    const second = open('/administration')
    expect(await screen.findByRole('heading', { name: 'Administration' })).toBeTruthy()
    second.unmount()

    const third = open('/accounting')
    expect(await screen.findByText(NOT_ALLOWED)).toBeTruthy()
    third.unmount()

    logIn('accounting')
    open('/accounting')
    expect(await screen.findByRole('heading', { name: 'Accounting' })).toBeTruthy()
  })

  it('show the forbidden page at /403', async () => {
    open('/403')
    expect(await screen.findByRole('heading', { name: '403' })).toBeTruthy()
  })

  it('open classroom mode\'s screens below /classroom/', async () => {
    open('/classroom/leaderboard')
    expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeTruthy()
  })
})

describe('the unannounced token sale', COMPONENT_TEST, () => {
  it('has a path that is nowhere in the code as text', async () => {
    expect(tokenSalePath()).toBe('presale-pulp-x7')
    open('/presale-pulp-x7')
    expect(await screen.findByRole('heading', { name: 'Token sale' })).toBeTruthy()
  })
})

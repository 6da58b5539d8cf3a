// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { AppRoutes } from './router'
import { logIn } from '@/test-support/shell-fixtures'
import { tokenSalePath } from './token-sale-route'

// The shell has tests of its own; here it only frames the screen, which keeps each route cheap to open.
vi.mock('./shell/app-shell', async () => (await import('@/test-support/shell-fixtures')).shellStub)
vi.mock('@/features/auth/oauth-return/oauth-return', async () => (await import('@/test-support/shell-fixtures')).screenStub('Signing in with Google'))
// Every screen is a stand-in named after it: these tests are about which screen an address opens.
vi.mock('@/features/catalogue/search-results/search-results', async () => (await import('@/test-support/shell-fixtures')).screenStub('SearchResults'))
vi.mock('@/features/account/login/login', async () => (await import('@/test-support/shell-fixtures')).screenStub('Login'))
vi.mock('@/features/account/register/register', async () => (await import('@/test-support/shell-fixtures')).screenStub('Register'))
vi.mock('@/features/account/forgot-password/forgot-password', async () => (await import('@/test-support/shell-fixtures')).screenStub('ForgotPassword'))
vi.mock('@/features/account/two-factor-entry/two-factor-entry', async () => (await import('@/test-support/shell-fixtures')).screenStub('TwoFactorEntry'))
vi.mock('@/features/account/privacy-security/privacy-security', async () => (await import('@/test-support/shell-fixtures')).layoutStub('PrivacySecurity'))
vi.mock('@/features/account/privacy-policy/privacy-policy', async () => (await import('@/test-support/shell-fixtures')).screenStub('PrivacyPolicy'))
vi.mock('@/features/account/change-password/change-password', async () => (await import('@/test-support/shell-fixtures')).screenStub('ChangePassword'))
vi.mock('@/features/account/two-factor-setup/two-factor-setup', async () => (await import('@/test-support/shell-fixtures')).screenStub('TwoFactorSetup'))
vi.mock('@/features/account/data-export/data-export', async () => (await import('@/test-support/shell-fixtures')).screenStub('DataExport'))
vi.mock('@/features/account/last-login-ip/last-login-ip', async () => (await import('@/test-support/shell-fixtures')).screenStub('LastLoginIp'))
vi.mock('@/features/basket/basket-page/basket-page', async () => (await import('@/test-support/shell-fixtures')).screenStub('BasketPage'))
vi.mock('@/features/checkout/address-select/address-select', async () => (await import('@/test-support/shell-fixtures')).screenStub('AddressSelect'))
vi.mock('@/features/checkout/address-saved/address-saved', async () => (await import('@/test-support/shell-fixtures')).screenStub('AddressSaved'))
vi.mock('@/features/checkout/address-form/address-form', async () => (await import('@/test-support/shell-fixtures')).screenStub('AddressForm'))
vi.mock('@/features/checkout/delivery-method/delivery-method', async () => (await import('@/test-support/shell-fixtures')).screenStub('DeliveryMethod'))
vi.mock('@/features/checkout/payment/payment', async () => (await import('@/test-support/shell-fixtures')).screenStub('Payment'))
vi.mock('@/features/checkout/saved-payment-methods/saved-payment-methods', async () => (await import('@/test-support/shell-fixtures')).screenStub('SavedPaymentMethods'))
vi.mock('@/features/checkout/order-summary/order-summary', async () => (await import('@/test-support/shell-fixtures')).screenStub('OrderSummary'))
vi.mock('@/features/checkout/order-completion/order-completion', async () => (await import('@/test-support/shell-fixtures')).screenStub('OrderCompletion'))
vi.mock('@/features/checkout/wallet/wallet', async () => (await import('@/test-support/shell-fixtures')).screenStub('Wallet'))
vi.mock('@/features/orders/order-history/order-history', async () => (await import('@/test-support/shell-fixtures')).screenStub('OrderHistory'))
vi.mock('@/features/orders/track-result/track-result', async () => (await import('@/test-support/shell-fixtures')).screenStub('TrackResult'))
vi.mock('@/features/support/contact/contact', async () => (await import('@/test-support/shell-fixtures')).screenStub('Contact'))
vi.mock('@/features/about/about/about', async () => (await import('@/test-support/shell-fixtures')).screenStub('About'))
vi.mock('@/features/support/complain/complain', async () => (await import('@/test-support/shell-fixtures')).screenStub('Complain'))
vi.mock('@/features/support/chatbot/chatbot', async () => (await import('@/test-support/shell-fixtures')).screenStub('Chatbot'))
vi.mock('@/features/about/photo-wall/photo-wall', async () => (await import('@/test-support/shell-fixtures')).screenStub('PhotoWall'))
vi.mock('@/features/recycle/recycle/recycle', async () => (await import('@/test-support/shell-fixtures')).screenStub('Recycle'))
vi.mock('@/features/deluxe/deluxe-membership/deluxe-membership', async () => (await import('@/test-support/shell-fixtures')).screenStub('DeluxeMembership'))
vi.mock('@/features/staff/administration/administration', async () => (await import('@/test-support/shell-fixtures')).screenStub('Administration'))
vi.mock('@/features/staff/accounting/accounting', async () => (await import('@/test-support/shell-fixtures')).screenStub('Accounting'))
vi.mock('@/features/scoreboard/score-board/score-board', async () => (await import('@/test-support/shell-fixtures')).screenStub('ScoreBoard'))
vi.mock('@/features/catalogue/token-sale/token-sale', async () => (await import('@/test-support/shell-fixtures')).screenStub('TokenSale'))
vi.mock('./classroom', async () => (await import('@/test-support/shell-fixtures')).screenStub('Classroom'))

function open (at: string) {
  return renderScreen(<AppRoutes />, { at, path: '*' })
}

const LOGIN_NEEDED = 'Please log in to view this page.'
const NOT_ALLOWED = 'You are not allowed to access this page!'

describe('the routes', COMPONENT_TEST, () => {
  it('open the search screen at the root, inside the shell', async () => {
    const view = open('/')
    expect(await screen.findByRole('heading', { name: 'SearchResults' })).toBeTruthy()
    expect(view.path()).toBe('/search')
    expect(screen.getByRole('banner').textContent).toBe('Shop shell')
    expect(screen.getByRole('main').textContent).toBe('SearchResults')
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
    expect(await screen.findByRole('heading', { name: 'PrivacyPolicy' })).toBeTruthy()
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
    expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeTruthy()
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

  it.each([
    ['/search', 'SearchResults'], ['/hacking-instructor', 'SearchResults'], ['/login', 'Login'], ['/register', 'Register'],
    ['/forgot-password', 'ForgotPassword'], ['/2fa/enter', 'TwoFactorEntry'], ['/privacy-security/privacy-policy', 'PrivacyPolicy'],
    ['/privacy-security/change-password', 'ChangePassword'], ['/privacy-security/two-factor-authentication', 'TwoFactorSetup'],
    ['/privacy-security/data-export', 'DataExport'], ['/privacy-security/last-login-ip', 'LastLoginIp'], ['/basket', 'BasketPage'],
    ['/address/select', 'AddressSelect'], ['/address/saved', 'AddressSaved'], ['/address/create', 'AddressForm'],
    ['/address/edit/3', 'AddressForm'], ['/delivery-method', 'DeliveryMethod'], ['/payment/deluxe', 'Payment'],
    ['/saved-payment-methods', 'SavedPaymentMethods'], ['/order-summary', 'OrderSummary'],
    ['/order-completion/5267-f9cd5882f54c75a3', 'OrderCompletion'], ['/wallet', 'Wallet'], ['/order-history', 'OrderHistory'],
    ['/track-result', 'TrackResult'], ['/track-result/new', 'TrackResult'], ['/contact', 'Contact'], ['/about', 'About'],
    ['/complain', 'Complain'], ['/chatbot', 'Chatbot'], ['/photo-wall', 'PhotoWall'], ['/recycle', 'Recycle'],
    ['/deluxe-membership', 'DeluxeMembership'], ['/administration', 'Administration'], ['/score-board', 'ScoreBoard']
  ])('open %s as the %s screen for an admin', async (at, heading) => {
    logIn('admin')
    const view = open(at)
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy()
    expect(view.path()).toBe(at)
  })

  it('show the forbidden page at /403', async () => {
    open('/403')
    expect(await screen.findByRole('heading', { name: '403' })).toBeTruthy()
  })

  it('open classroom mode\'s screens below /classroom/', async () => {
    open('/classroom/leaderboard')
    expect(await screen.findByRole('heading', { name: 'Classroom' })).toBeTruthy()
  })
})

describe('the unannounced token sale', COMPONENT_TEST, () => {
  it('has a path that is nowhere in the code as text', async () => {
    expect(tokenSalePath()).toBe('presale-pulp-x7')
    open('/presale-pulp-x7')
    expect(await screen.findByRole('heading', { name: 'TokenSale' })).toBeTruthy()
  })
})

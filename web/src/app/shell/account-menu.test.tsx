// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { CUSTOMER_EMAIL, logIn, serveShell } from '@/test-support/shell-fixtures'
import { AccountMenu } from './account-menu'

const server = mockShopServer()

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 })

async function openMenu (role?: string) {
  if (role !== undefined) logIn(role)
  const log = serveShell(server)
  const view = renderScreen(<AccountMenu />, { at: '/search' })
  const button = screen.getByRole('button', { name: 'Account' })
  expect([button.getAttribute('aria-haspopup'), button.getAttribute('aria-expanded')]).toEqual(['menu', 'false'])
  await user().click(button)
  const menu = await screen.findByRole('menu')
  expect(button.getAttribute('aria-expanded')).toBe('true')
  return { view, log, menu, button }
}

const entries = (menu: HTMLElement): string[] => within(menu).getAllByRole('menuitem').map(item => item.textContent ?? '')
const menus = (): HTMLElement[] => screen.getAllByRole('menu', { hidden: true })

/** Opens a submenu; the account menu behind it is then hidden from assistive technology. */
async function openSubmenu (entry: HTMLElement): Promise<HTMLElement> {
  await user().click(entry)
  await waitFor(() => { expect(menus()).toHaveLength(2) })
  return menus()[1]
}

const target = (name: string): string | null => screen.getByRole('menuitem', { name }).getAttribute('href')

describe('the account menu', COMPONENT_TEST, () => {
  it('offers a visitor only the login', async () => {
    const { view, menu, button } = await openMenu()
    expect(entries(menu)).toEqual(['Login'])
    expect(target('Login')).toBe('/login')
    // The tutorials and end-to-end tests find the entries by their ids.
    expect(screen.getByRole('menuitem', { name: 'Login' }).id).toBe('navbarLoginButton')
    fireEvent.click(screen.getByRole('menuitem', { name: 'Login' }))
    expect(view.path()).toBe('/login')
    await waitFor(() => { expect(screen.queryByRole('menu')).toBeNull() })
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('offers a customer the profile, two submenus and the logout', async () => {
    const { menu } = await openMenu('customer')
    expect(entries(menu)).toEqual([`${CUSTOMER_EMAIL}Profile`, 'Orders & Payment', 'Privacy & Security', 'Logout'])
    // The profile page is rendered by the server: a full page load, not a route.
    expect(target(`${CUSTOMER_EMAIL} Profile`)).toBe('./profile')
    expect(screen.getByRole('menuitem', { name: `${CUSTOMER_EMAIL} Profile` }).id).toBe('profileMenuItem')
  })

  it('names the profile plainly when the stored token cannot be read, and offers no role\'s screens', async () => {
    // A token edited by hand still counts as logged in; the server decides what it may do.
    localStorage.setItem('token', 'edited-by-hand')
    const { menu } = await openMenu()
    expect(entries(menu)).toEqual(['ProfileProfile', 'Orders & Payment', 'Privacy & Security', 'Logout'])
  })

  it('adds the accounting screen for the accounting role', async () => {
    const { menu, view } = await openMenu('accounting')
    expect(entries(menu)).toContain('Accounting')
    expect(target('Accounting')).toBe('/accounting')
    fireEvent.click(screen.getByRole('menuitem', { name: 'Accounting' }))
    expect(view.path()).toBe('/accounting')
    await waitFor(() => { expect(screen.queryByRole('menu')).toBeNull() })
  })

  it('closes with Escape', async () => {
    const { menu, button } = await openMenu('customer')
    fireEvent.keyDown(menu, { key: 'Escape' })
    await waitFor(() => { expect(button.getAttribute('aria-expanded')).toBe('false') })
  })

  it('opens the orders-and-payment entries beside it, and closes both on a choice', async () => {
    const { view } = await openMenu('customer')
    const submenuEntry = screen.getByRole('menuitem', { name: 'Orders & Payment' })
    expect([submenuEntry.getAttribute('aria-haspopup'), submenuEntry.getAttribute('aria-expanded')]).toEqual(['menu', 'false'])
    const submenu = await openSubmenu(submenuEntry)
    expect(submenuEntry.getAttribute('aria-expanded')).toBe('true')
    expect(entries(submenu)).toEqual(['Order History', 'Recycle', 'My saved addresses', 'My Payment Options', 'Digital Wallet'])
    expect(['Order History', 'Recycle', 'My saved addresses', 'My Payment Options', 'Digital Wallet'].map(target))
      .toEqual(['/order-history', '/recycle', '/address/saved', '/saved-payment-methods', '/wallet'])

    fireEvent.click(screen.getByRole('menuitem', { name: 'My saved addresses' }))
    expect(view.path()).toBe('/address/saved')
    await waitFor(() => { expect(screen.queryByRole('menu')).toBeNull() })
  })

  it('opens the privacy-and-security entries, data erasure as a server page', async () => {
    await openMenu('customer')
    const submenu = await openSubmenu(screen.getByRole('menuitem', { name: 'Privacy & Security' }))
    const names = ['Privacy Policy', 'Request Data Export', 'Request Data Erasure', 'Change Password', '2FA Configuration', 'Last Login IP']
    expect(entries(submenu)).toEqual(names)
    expect(names.map(target)).toEqual([
      '/privacy-security/privacy-policy', '/privacy-security/data-export', './dataerasure',
      '/privacy-security/change-password', '/privacy-security/two-factor-authentication', '/privacy-security/last-login-ip'
    ])
  })

  it('closes only the submenu with Escape', async () => {
    await openMenu('customer')
    const submenuEntry = screen.getByRole('menuitem', { name: 'Privacy & Security' })
    fireEvent.keyDown(await openSubmenu(submenuEntry), { key: 'Escape' })
    await waitFor(() => { expect(submenuEntry.getAttribute('aria-expanded')).toBe('false') })
    await waitFor(() => { expect(menus()).toHaveLength(1) })
    expect(screen.getByRole('button', { name: 'Account', hidden: true }).getAttribute('aria-expanded')).toBe('true')
  })

  it('logs out: records the login IP, forgets token and basket, and returns to the start', async () => {
    const { view, log } = await openMenu('customer')
    view.queryClient.setQueryData(['basket', 1], { id: 1, Products: [] })
    view.queryClient.setQueryData(['application-version'], '19.0.0')
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))
    await waitFor(() => { expect(view.path()).toBe('/') })
    expect(log).toContain('GET /rest/saveLoginIp')
    expect(localStorage.getItem('token')).toBeNull()
    expect(view.queryClient.getQueryData(['basket', 1])).toBeUndefined()
    expect(view.queryClient.getQueryData(['application-version'])).toBe('19.0.0')
    await waitFor(() => { expect(screen.queryByRole('menu')).toBeNull() })
  })
})

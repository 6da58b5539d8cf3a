// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentTutorial, endTutorial } from '@/features/hacking-instructor/tutorial-store'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { CUSTOMER_EMAIL, DESKTOP, PHONE, logIn, serveShell, setScreenWidth, shopConfig, type ShellAnswers } from '@/test-support/shell-fixtures'
import SideMenu from './side-menu'

vi.mock('@/lib/socket', async () => (await import('@/test-support/shell-fixtures')).fakeSocketModule)

const server = mockShopServer()

afterEach(() => {
  setScreenWidth(DESKTOP)
  endTutorial()
})

async function openMenu (answers: ShellAnswers = {}) {
  const log = serveShell(server, answers)
  const onClose = vi.fn()
  const view = renderScreen(<SideMenu open onClose={onClose} />, { at: '/search' })
  const nav = await screen.findByRole('navigation', { name: 'Open side menu' })
  // The shop's name in the footer is there once the configuration is.
  await within(nav).findByText(answers.config?.application.name ?? 'OWASP Juice Shop')
  await waitFor(() => { expect(log).toContain('GET /api/Challenges/?name=Score%20Board') })
  await waitFor(() => { expect(view.queryClient.isFetching()).toBe(0) })
  return { view, log, onClose, nav }
}

/** Section headings and entries, top to bottom. */
const outline = (nav: HTMLElement): string[] =>
  [...nav.querySelectorAll('.MuiListSubheader-root, .MuiListItemButton-root')].map(entry => entry.textContent ?? '')

const target = (name: string | RegExp): string | null => screen.getByRole('link', { name }).getAttribute('href')
// The tutorials and end-to-end tests find the entries by their ids.
const ids = (nav: HTMLElement): string[] => within(nav).getAllByRole('link').map(link => link.id)

describe('the side menu', COMPONENT_TEST, () => {
  it('offers a visitor contact, the company pages, the tutorial and GitHub', async () => {
    const { nav } = await openMenu()
    expect(outline(nav)).toEqual(['Contact', 'Customer Feedback', 'Company', 'About Us', 'Photo Wall', 'Challenges', 'Hacking Tutorial', 'GitHub'])
    expect(target('Customer Feedback')).toBe('/contact')
    expect(target('About Us')).toBe('/about')
    expect(target('Photo Wall')).toBe('/photo-wall')
    expect(target('Hacking Tutorial')).toBe('/search')
    // The tutorials and end-to-end tests find these entries by their ids.
    expect([screen.getByRole('link', { name: 'About Us' }).id, screen.getByRole('link', { name: 'Hacking Tutorial' }).id]).toEqual(['aboutMenuItem', 'tutorialMenuItem'])
    // Through the shop's redirect, which only lets allow-listed addresses through.
    expect(target('GitHub')).toBe('./redirect?to=https%3A%2F%2Fgithub.com%2Fjuice-shop%2Fjuice-shop')
  })

  it('adds complaint, support chat and deluxe membership for a customer', async () => {
    logIn()
    const { nav } = await openMenu()
    expect(outline(nav)).toEqual(['Contact', 'Customer Feedback', 'Complaint', 'Support Chat', 'Company', 'About Us', 'Photo Wall', 'Deluxe Membership', 'Challenges', 'Hacking Tutorial', 'GitHub'])
    expect(target('Complaint')).toBe('/complain')
    expect(target('Support Chat')).toBe('/chatbot')
    expect(target('Deluxe Membership')).toBe('/deluxe-membership')
    expect(ids(nav)).toEqual(['contactMenuItem', 'complainMenuItem', 'chatbotMenuItem', 'aboutMenuItem', 'photoWallMenuItem', 'deluxeMenuItem', 'tutorialMenuItem', 'gitHubMenuItem'])
  })

  it('closes and goes where an entry leads', async () => {
    const { view, onClose } = await openMenu()
    fireEvent.click(screen.getByRole('link', { name: 'About Us' }))
    expect(view.path()).toBe('/about')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('closes with Escape', async () => {
    const { nav, onClose } = await openMenu()
    fireEvent.keyDown(nav, { key: 'Escape' })
    expect(onClose).toHaveBeenCalled()
  })

  it('starts the first open tutorial from its entry', async () => {
    const { view, onClose } = await openMenu()
    fireEvent.click(screen.getByRole('link', { name: 'Hacking Tutorial' }))
    expect(currentTutorial()).toMatchObject({ next: true })
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(view.path()).toBe('/search')
  })

  it('links the score board once it is found, instead of the tutorial', async () => {
    const { nav } = await openMenu({ scoreBoardSolved: true })
    expect(outline(nav)).toEqual(['Contact', 'Customer Feedback', 'Company', 'About Us', 'Photo Wall', 'Challenges', 'Score Board', 'GitHub'])
    expect(target('Score Board')).toBe('/score-board')
    expect(ids(nav)).toContain('scoreBoardMenuItem')
  })

  it.each([
    ['the welcome banner is off', shopConfig({ application: { welcomeBanner: { showOnFirstStart: false, title: 'Welcome', message: '' } } })],
    ['the hacking instructor is off', shopConfig({ hackingInstructor: { isEnabled: false } })]
  ])('has no challenges section when %s and the score board is not found', async (_, config) => {
    const { nav } = await openMenu({ config })
    expect(outline(nav)).toEqual(['Contact', 'Customer Feedback', 'Company', 'About Us', 'Photo Wall', 'GitHub'])
  })

  it('leaves GitHub out when the shop hides its links', async () => {
    const { nav } = await openMenu({ config: shopConfig({ application: { showGitHubLinks: false } }) })
    expect(outline(nav)).not.toContain('GitHub')
  })

  it('names the shop and its version in the footer', async () => {
    const { nav } = await openMenu({ config: shopConfig({ application: { name: 'Bjoern Juice' } }) })
    const footer = within(nav).getByRole('contentinfo')
    await waitFor(() => { expect(footer.textContent).toBe('Bjoern Juicev19.0.0') })
  })

  it('names only the shop when its version is unknown', async () => {
    const { nav } = await openMenu({ version: null })
    expect(within(nav).getByRole('contentinfo').textContent).toBe('OWASP Juice Shop')
  })

  it('shows the classroom section in classroom mode', async () => {
    server.use(http.get(shopUrl('rest/classroom/status'), () => HttpResponse.json({ team: { name: 'Blue Kiwis', id: 't-0123456789' }, trainer: false, eventEnd: null, frozen: false, pinnedPath: null, notice: null })))
    const { onClose } = await openMenu({ config: shopConfig({ classroom: { enabled: true } }) })
    const leaderboard = await screen.findByRole('link', { name: 'Leaderboard' })
    expect(await screen.findByText('Blue Kiwis')).toBeTruthy()
    fireEvent.click(leaderboard)
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe('the side menu on a phone', COMPONENT_TEST, () => {
  it('offers a visitor the login first', async () => {
    setScreenWidth(PHONE)
    const { nav, view, onClose } = await openMenu()
    expect(outline(nav).slice(0, 3)).toEqual(['Login', 'Contact', 'Customer Feedback'])
    expect(ids(nav)[0]).toBe('sideNavLoginButton')
    fireEvent.click(screen.getByRole('link', { name: 'Login' }))
    expect(view.path()).toBe('/login')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('carries the whole account menu for a customer', async () => {
    setScreenWidth(PHONE)
    logIn()
    const { nav } = await openMenu()
    expect(outline(nav).slice(0, 18)).toEqual([
      'Your Account', `${CUSTOMER_EMAIL}Profile`,
      'Orders & Payment', 'Order History', 'Recycle', 'My saved addresses', 'My Payment Options', 'Digital Wallet',
      'Privacy & Security', 'Privacy Policy', 'Request Data Export', 'Request Data Erasure', 'Change Password', '2FA Configuration', 'Last Login IP',
      'Logout', 'Contact', 'Customer Feedback'
    ])
    expect(target(/Profile/)).toBe('./profile')
    // A long e-mail address is cut to one line rather than pushing the menu wider.
    expect(within(screen.getByRole('link', { name: /Profile/ })).getByText(CUSTOMER_EMAIL).className).toContain('MuiTypography-noWrap')
    expect(['Order History', 'Recycle', 'My saved addresses', 'My Payment Options', 'Digital Wallet'].map(target))
      .toEqual(['/order-history', '/recycle', '/address/saved', '/saved-payment-methods', '/wallet'])
    expect(['Privacy Policy', 'Request Data Export', 'Request Data Erasure', 'Change Password', '2FA Configuration', 'Last Login IP'].map(target)).toEqual([
      '/privacy-security/privacy-policy', '/privacy-security/data-export', './dataerasure',
      '/privacy-security/change-password', '/privacy-security/two-factor-authentication', '/privacy-security/last-login-ip'
    ])
  })

  it('closes on the profile and on a server page', async () => {
    setScreenWidth(PHONE)
    logIn()
    const { onClose } = await openMenu()
    // happy-dom would load the server page; the menu only has to let go.
    const stay = (event: MouseEvent) => { event.preventDefault() }
    document.addEventListener('click', stay)
    try {
      fireEvent.click(screen.getByRole('link', { name: /Profile/ }))
      fireEvent.click(screen.getByRole('link', { name: 'Request Data Erasure' }))
    } finally {
      document.removeEventListener('click', stay)
    }
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('names the profile plainly when the stored token cannot be read', async () => {
    setScreenWidth(PHONE)
    localStorage.setItem('token', 'edited-by-hand')
    const { nav } = await openMenu()
    expect(outline(nav).slice(0, 3)).toEqual(['Your Account', 'ProfileProfile', 'Orders & Payment'])
  })

  it('adds the accounting screen for the accounting role', async () => {
    setScreenWidth(PHONE)
    logIn('accounting')
    const { nav } = await openMenu()
    expect(outline(nav).slice(0, 3)).toEqual(['Your Account', `${CUSTOMER_EMAIL}Profile`, 'Accounting'])
    expect(target('Accounting')).toBe('/accounting')
    expect(screen.getByRole('link', { name: 'Accounting' }).id).toBe('sideNavAccounting')
  })

  it('logs out from the menu', async () => {
    setScreenWidth(PHONE)
    logIn()
    const { view, log, onClose } = await openMenu()
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => { expect(view.path()).toBe('/') })
    expect(log).toContain('GET /rest/saveLoginIp')
    expect(localStorage.getItem('token')).toBeNull()
  })
})

// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import { Link, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { serveShell, shopConfig, type ShellAnswers } from '@/test-support/shell-fixtures'
import { AppShell } from './app-shell'

vi.mock('@/lib/socket', async () => (await import('@/test-support/shell-fixtures')).fakeSocketModule)

const server = mockShopServer()

afterEach(() => { Cookies.remove('welcomebanner_status') })

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 })

function renderShell (answers: ShellAnswers = {}, at = '/search') {
  const log = serveShell(server, answers)
  const view = renderScreen(
    <Routes>
      <Route element={<AppShell />}>
        <Route path="search" element={<><h1>All Products</h1><Link to="/about">to the company</Link></>} />
        <Route path="about" element={<h1>About Us</h1>} />
        <Route path="classroom/join" element={<h1>Join a team</h1>} />
        <Route path="*" element={<h1>Another screen</h1>} />
      </Route>
    </Routes>,
    { at, path: '*' }
  )
  return { view, log }
}

const dismissed = () => { Cookies.set('welcomebanner_status', 'dismiss') }

describe('the app shell', COMPONENT_TEST, () => {
  it('frames the routed screen with the top bar, and greets a first-time visitor', async () => {
    const { log } = renderShell()
    const main = screen.getByRole('main')
    expect(within(main).getByRole('heading', { name: 'All Products' })).toBeTruthy()
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(await screen.findByRole('dialog', { name: 'Welcome to OWASP Juice Shop!' })).toBeTruthy()
    // The side menu is not even loaded before it is asked for.
    expect(screen.queryByRole('navigation', { hidden: true })).toBeNull()
    expect(log).not.toContain('GET /rest/classroom/status')
  })

  it('does not greet a visitor who dismissed the welcome before', async () => {
    dismissed()
    renderShell()
    await screen.findByText('v19.0.0')
    await screen.findByRole('link', { name: 'OWASP Juice Shop' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens the side menu from the top bar and closes it when an entry is chosen', async () => {
    dismissed()
    const { view } = renderShell()
    await user().click(screen.getByRole('button', { name: 'Open side menu' }))
    const nav = await screen.findByRole('navigation', { name: 'Open side menu' })
    fireEvent.click(within(nav).getByRole('link', { name: 'Photo Wall' }))
    expect(view.path()).toBe('/photo-wall')
    await waitFor(() => { expect(screen.queryByRole('navigation', { name: 'Open side menu' })).toBeNull() })

    await user().click(screen.getByRole('button', { name: 'Open side menu' }))
    expect(await screen.findByRole('navigation', { name: 'Open side menu' })).toBeTruthy()
  })

  it('moves the focus to the new screen\'s heading on a route change, not on the first screen', async () => {
    dismissed()
    renderShell()
    await screen.findByText('v19.0.0')
    expect(document.activeElement).toBe(document.body)
    await user().click(screen.getByRole('link', { name: 'to the company' }))
    const heading = await screen.findByRole('heading', { name: 'About Us' })
    await waitFor(() => { expect(document.activeElement).toBe(heading) })
  })

  it('adds classroom mode when the shop runs it: a visitor without a team is sent to join one', async () => {
    dismissed()
    server.use(http.get(shopUrl('rest/classroom/status'), () => HttpResponse.json({ team: null, trainer: false, eventEnd: null, frozen: false, pinnedPath: null, notice: null })))
    const { view, log } = renderShell({ config: shopConfig({ classroom: { enabled: true } }) })
    await waitFor(() => { expect(view.path()).toBe('/classroom/join') })
    expect(log).toContain('GET /rest/classroom/status')
    expect(await screen.findByRole('heading', { name: 'Join a team' })).toBeTruthy()
  })
})

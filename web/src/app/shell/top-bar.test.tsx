// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { DESKTOP, PHONE, expectRouteLink, logIn, serveShell, setScreenWidth, shellSocket, type ShellAnswers } from '@/test-support/shell-fixtures'
import { TopBar } from './top-bar'

vi.mock('@/lib/socket', async () => (await import('@/test-support/shell-fixtures')).fakeSocketModule)

const server = mockShopServer()

afterEach(() => { setScreenWidth(DESKTOP) })

function renderBar (answers: ShellAnswers = {}) {
  const log = serveShell(server, answers)
  const onMenuClick = vi.fn()
  const view = renderScreen(<TopBar onMenuClick={onMenuClick} />)
  return { view, log, onMenuClick }
}

const trophy = () => screen.queryByRole('link', { name: 'Score Board' })

describe('the top bar', COMPONENT_TEST, () => {
  it('shows a visitor the menu button, logo, search, account, language and version', async () => {
    const { log, onMenuClick } = renderBar()
    expect(await screen.findByText('v19.0.0')).toBeTruthy()
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'OWASP Juice Shop' })).toBeTruthy()
    expect(screen.getByRole('search')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^EN\s*Language$/ })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Basket/ })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Open side menu' }))
    expect(onMenuClick).toHaveBeenCalledTimes(1)
    await waitFor(() => { expect(log).toContain('GET /api/Challenges/?name=Score%20Board') })
    // Asking for every challenge would solve the Score Board challenge for the player.
    expect(log).not.toContain('GET /api/Challenges/')
    expect(trophy()).toBeNull()
  })

  it('shows a logged-in customer the basket', async () => {
    logIn()
    renderBar({ basket: [2] })
    expect(await screen.findByRole('link', { name: /^Your Basket\s*, 2 items$/ })).toBeTruthy()
  })

  // The hacking instructor's tutorials and the end-to-end tests find these controls by their ids.
  it('gives the controls the tutorials point at their ids', async () => {
    logIn()
    renderBar({ basket: [2] })
    const basket = await screen.findByRole('link', { name: /^Your Basket/ })
    expect(['sideMenuButton', 'navbarAccount', 'searchQuery', 'basketButton', 'navbarLanguageButton'].map(id => document.getElementById(id))).toEqual([
      screen.getByRole('button', { name: 'Open side menu' }),
      screen.getByRole('button', { name: 'Account' }),
      screen.getByRole('searchbox', { name: 'Search' }),
      basket,
      screen.getByRole('button', { name: /Language$/ })
    ])
  })

  it('leaves the account menu to the side menu on a phone, and shows the basket as a badge', async () => {
    setScreenWidth(PHONE)
    logIn()
    renderBar({ basket: [1, 1] })
    expect(await screen.findByRole('link', { name: 'Basket with 2 items' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull()
  })

  it('links to the score board once it is found', async () => {
    const { view } = renderBar({ scoreBoardSolved: true })
    const link = await screen.findByRole('link', { name: 'Score Board' })
    expect(link.getAttribute('title')).toBe('Score Board')
    expectRouteLink(link, '/score-board', view)
  })

  it('shows the score board link the moment the challenge is solved', async () => {
    const { log } = renderBar()
    await waitFor(() => { expect(log).toContain('GET /api/Challenges/?name=Score%20Board') })
    await screen.findByText('v19.0.0')
    act(() => { shellSocket.emit('challenge solved', { key: 'loginAdminChallenge', challenge: 'Login Admin' }) })
    expect(trophy()).toBeNull()
    act(() => { shellSocket.emit('challenge solved', { key: 'scoreBoardChallenge', challenge: 'Score Board' }) })
    expect(await screen.findByRole('link', { name: 'Score Board' })).toBeTruthy()
  })

  it('leaves the version out when the shop does not tell it', async () => {
    const { view } = renderBar({ version: null })
    await waitFor(() => { expect(view.queryClient.getQueryState(['application-version'])?.status).toBe('error') })
    expect(screen.queryByText(/^v\d/)).toBeNull()
  })
})

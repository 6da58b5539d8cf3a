// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentTutorial, endTutorial } from '@/features/hacking-instructor/tutorial-store'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { useApplicationConfiguration } from '@/features/meta/api/get-application-configuration'
import { serveShell, shopConfig } from '@/test-support/shell-fixtures'
import WelcomeDialog from './welcome-dialog'

const server = mockShopServer()

afterEach(() => {
  Cookies.remove('welcomebanner_status')
  endTutorial()
  vi.restoreAllMocks()
})

/** Shows once the configuration has reached the screen: the dialog would open in the same render. */
function ConfigurationShown () {
  const { data } = useApplicationConfiguration()
  return data === undefined ? null : <p>configuration shown</p>
}

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 })

async function openDialog (config = shopConfig()) {
  const log = serveShell(server, { config })
  const view = renderScreen(<WelcomeDialog />)
  const dialog = await screen.findByRole('dialog', { name: config.application.welcomeBanner.title || 'Welcome!' })
  return { view, dialog, log }
}

describe('the welcome dialog', COMPONENT_TEST, () => {
  it('greets a first-time visitor with the configured title and message', async () => {
    const { dialog } = await openDialog()
    expect(dialog.textContent).toContain('Being a web application with a vast number of intended vulnerabilities…')
    // The message is the shop's own HTML, rendered as such.
    expect(dialog.querySelector('em')?.textContent).toBe('intended')
    expect(screen.getByRole('button', { name: 'Help getting started' })).toBeTruthy()
    // Both buttons show their words, not only name them to screen readers.
    expect(screen.getAllByRole('button').map(button => button.textContent)).toEqual(['Help getting started', 'Dismiss'])
  })

  it('remembers being dismissed for a year and goes away', async () => {
    const set = vi.spyOn(Cookies, 'set')
    await openDialog()
    await user().click(screen.getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull() })
    expect(Cookies.get('welcomebanner_status')).toBe('dismiss')
    expect(set).toHaveBeenCalledWith('welcomebanner_status', 'dismiss', { expires: 365 })
    expect(currentTutorial()).toBeNull()
  })

  it('is dismissed by Escape too, when it is not mandatory', async () => {
    const { dialog } = await openDialog()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull() })
    expect(Cookies.get('welcomebanner_status')).toBe('dismiss')
  })

  it('starts the Score Board tutorial on "Help getting started", and stays away afterwards', async () => {
    await openDialog()
    await user().click(screen.getByRole('button', { name: 'Help getting started' }))
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull() })
    expect(currentTutorial()).toMatchObject({ challenge: 'Score Board' })
    expect(Cookies.get('welcomebanner_status')).toBe('dismiss')
  })

  it('stays away for a visitor who dismissed it before', async () => {
    Cookies.set('welcomebanner_status', 'dismiss')
    serveShell(server)
    renderScreen(<><WelcomeDialog /><ConfigurationShown /></>)
    await screen.findByText('configuration shown')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows for any other value of the cookie', async () => {
    Cookies.set('welcomebanner_status', 'later')
    await openDialog()
  })

  it('stays away when the shop turns it off, or its configuration cannot be read', async () => {
    serveShell(server, { config: shopConfig({ application: { welcomeBanner: { showOnFirstStart: false, title: 'Hi', message: 'there' } } }) })
    const first = renderScreen(<><WelcomeDialog /><ConfigurationShown /></>)
    await screen.findByText('configuration shown')
    expect(screen.queryByRole('dialog')).toBeNull()
    first.unmount()

    serveShell(server, { config: null })
    const second = renderScreen(<WelcomeDialog />)
    await waitFor(() => { expect(second.queryClient.getQueryState(['application-configuration'])?.status).toBe('error') })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('falls back to a default title and leaves out an empty message', async () => {
    const { dialog } = await openDialog(shopConfig({ application: { welcomeBanner: { showOnFirstStart: true, title: '', message: '' } } }))
    expect(dialog.querySelector('.MuiDialogContent-root')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Welcome!' })).toBeTruthy()
  })

  it('offers no tutorial when the hacking instructor is off', async () => {
    await openDialog(shopConfig({ hackingInstructor: { isEnabled: false }, challenges: { restrictToTutorialsFirst: true } }))
    expect(screen.queryByRole('button', { name: 'Help getting started' })).toBeNull()
    // Tutorials first cannot be demanded without the instructor, so the visitor may leave.
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy()
  })

  it('must be answered with the tutorial when the shop demands tutorials first', async () => {
    const { dialog } = await openDialog(shopConfig({ challenges: { restrictToTutorialsFirst: true } }))
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    const backdrop = document.querySelector('.MuiBackdrop-root')
    if (backdrop) fireEvent.click(backdrop)
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(Cookies.get('welcomebanner_status')).toBeUndefined()

    await user().click(screen.getByRole('button', { name: 'Help getting started' }))
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull() })
    expect(currentTutorial()).toMatchObject({ challenge: 'Score Board' })
  })
})

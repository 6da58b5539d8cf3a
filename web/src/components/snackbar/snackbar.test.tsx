// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { SNACKBAR_DURATION_MS, useSnackbar, type SnackbarApi, type SnackbarOptions } from './use-snackbar'

/** Hands the snackbar calls of a screen to the test. */
const api: { current: SnackbarApi | null } = { current: null }
function Caller () {
  api.current = useSnackbar()
  return <p>screen</p>
}

async function showing (call: (snackbar: SnackbarApi) => void, role: 'status' | 'alert' = 'status'): Promise<HTMLElement> {
  renderScreen(<Caller />)
  act(() => { call(api.current as SnackbarApi) })
  return screen.findByRole(role)
}

describe('the snack bar', COMPONENT_TEST, () => {
  it('shows a success in the reader\'s language, with its parameters, and closes on request', async () => {
    const message = await showing(snackbar => { snackbar.showSuccess('DISCOUNT_APPLIED', { discount: 20 }) })
    expect(message.textContent).toBe('Your discount of 20% will be applied during checkout.')
    expect(message.className).toContain('MuiAlert-filledSuccess')
    // At the bottom centre, where the shop's messages always appear (and clear of the side menu).
    expect(message.closest('.MuiSnackbar-root')?.className).toContain('MuiSnackbar-anchorOriginBottomCenter')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => { expect(screen.queryByRole('status')).toBeNull() })
  })

  it('shows an error as an alert, and a server\'s own text as it came', async () => {
    const message = await showing(snackbar => { snackbar.showError('Blocked illegal activity by 10.0.0.1') }, 'alert')
    expect(message.textContent).toBe('Blocked illegal activity by 10.0.0.1')
    expect(message.className).toContain('MuiAlert-filledError')
  })

  it('shows plain information with an action that closes it', async () => {
    const onClick = vi.fn()
    const message = await showing(snackbar => {
      snackbar.show({ message: 'LANGUAGE_CHANGED', params: { language: 'Deutsch' }, action: { label: 'BTN_FORCE_RELOAD', onClick } })
    })
    expect(message.textContent).toBe('Language has been changed to DeutschForce page reload')
    expect(message.className).toContain('MuiAlert-filledInfo')
    fireEvent.click(screen.getByRole('button', { name: 'Force page reload' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    await waitFor(() => { expect(screen.queryByRole('status')).toBeNull() })
  })

  it('has no action button unless given one', async () => {
    await showing(snackbar => { snackbar.show({ message: 'Saved' }) })
    expect(screen.getAllByRole('button').map(button => button.getAttribute('aria-label'))).toEqual(['Close'])
  })

  it('replaces the message shown by a newer one', async () => {
    await showing(snackbar => { snackbar.showSuccess('First') })
    act(() => { api.current?.showSuccess('Second') })
    await waitFor(() => { expect(screen.getByRole('status').textContent).toBe('Second') })
  })

  it('stays while the reader clicks elsewhere, and goes after its time', async () => {
    await showing(snackbar => { snackbar.show({ message: 'Stays a moment', duration: 50 } satisfies SnackbarOptions) })
    fireEvent.click(screen.getByText('screen'))
    expect(screen.getByRole('status')).toBeTruthy()
    await waitFor(() => { expect(screen.queryByRole('status')).toBeNull() })
  })

  it('does not start to close when the reader clicks elsewhere', async () => {
    const message = await showing(snackbar => { snackbar.show({ message: 'Read me first' }) })
    // MUI arms its click-away listener one tick after the message opens.
    await act(async () => { await new Promise(resolve => setTimeout(resolve, 0)) })
    act(() => { fireEvent.click(screen.getByText('screen')) })
    // Closing would start the shrink transition at once, within the same update.
    expect(message.style.opacity).toBe('1')
  })

  it('stays five seconds by default', async () => {
    expect(SNACKBAR_DURATION_MS).toBe(5000)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      renderScreen(<Caller />)
      act(() => { api.current?.showSuccess('Five seconds') })
      await vi.waitFor(() => { expect(screen.getByRole('status')).toBeTruthy() })
      act(() => { vi.advanceTimersByTime(4900) })
      expect(screen.getByRole('status').textContent).toBe('Five seconds')
      act(() => { vi.advanceTimersByTime(200) })
      await vi.waitFor(() => { expect(screen.queryByRole('status')).toBeNull() })
    } finally {
      vi.useRealTimers()
    }
  })

  it('cannot be used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<Caller />)).toThrow('useSnackbar must be used inside <SnackbarProvider>')
    vi.restoreAllMocks()
  })
})

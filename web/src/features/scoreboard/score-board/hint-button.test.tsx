// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { HintButton } from './hint-button'

const HINTS = ['Look at the login form.', 'Try a quote in the e-mail field.']

/** Opens the hints of "Login Admin" and returns the popover they show in. */
async function openHints (hintUrl: string | null): Promise<HTMLElement> {
  renderScreen(<HintButton name="Login Admin" hints={HINTS} hintUrl={hintUrl} />)
  fireEvent.click(screen.getByRole('button', { name: 'Show hints for Login Admin' }))
  return (await screen.findByText('Hints')).parentElement as HTMLElement
}

describe('the hint button', COMPONENT_TEST, () => {
  it('keeps the hints hidden until the player asks for them', () => {
    renderScreen(<HintButton name="Login Admin" hints={HINTS} hintUrl="https://help.test/login-admin" />)
    expect(screen.queryByText('Hints')).toBeNull()
    expect(screen.queryByText(HINTS[0])).toBeNull()
    expect(screen.queryByRole('link', { name: 'More hints' })).toBeNull()
  })

  it('shows the hints as a numbered list, in order', async () => {
    const popover = await openHints(null)
    const list = within(popover).getByRole('list')
    expect(list.tagName).toBe('OL')
    expect(within(list).getAllByRole('listitem').map(item => item.textContent)).toEqual(HINTS)
  })

  it('links to more hints in a new tab that cannot reach back to the shop', async () => {
    const popover = await openHints('https://help.test/login-admin')
    const link = within(popover).getByRole('link', { name: 'More hints' })
    expect(link.getAttribute('href')).toBe('https://help.test/login-admin')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener')
  })

  it('has no link to more hints when the challenge has no hint page', async () => {
    const popover = await openHints(null)
    // By its text: without an address the link would not even count as a link.
    expect(within(popover).queryByText('More hints')).toBeNull()
  })

  it('hides the hints again when the player closes them', async () => {
    await openHints(null)
    fireEvent.keyDown(screen.getByRole('presentation'), { key: 'Escape' })
    await waitFor(() => { expect(screen.queryByText(HINTS[0])).toBeNull() })
    expect(screen.getByRole('button', { name: 'Show hints for Login Admin' })).toBeTruthy()
  })
})

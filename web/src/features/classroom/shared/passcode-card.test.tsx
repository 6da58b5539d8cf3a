// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { PasscodeCard } from './passcode-card'

const PASSCODE = 'a7K2m9Qx4PzB'

function renderCard () {
  window.getSelection()?.removeAllRanges()
  return renderScreen(
    <PasscodeCard team="Blue Kiwis" passcode={PASSCODE}>
      <button type="button">Start playing</button>
    </PasscodeCard>
  )
}

const copy = () => { fireEvent.click(screen.getByRole('button', { name: 'Copy' })) }
const selectedText = () => window.getSelection()?.toString() ?? ''

/** Where the clipboard is not allowed (plain http on another host), writing to it is refused. */
const refuseClipboard = () => vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'))

describe('the passcode card', COMPONENT_TEST, () => {
  afterEach(() => { vi.restoreAllMocks() })

  it('shows the team\'s passcode once, labelled, with a copy button beside what the page adds, and no message yet', () => {
    renderCard()
    expect(screen.getByRole('heading', { name: 'Passcode of Blue Kiwis' })).toBeTruthy()
    expect(screen.getByText(/It is shown only this once/)).toBeTruthy()
    expect(screen.getByLabelText('Team passcode').textContent).toBe(PASSCODE)
    expect(screen.getByRole('button', { name: 'Start playing' })).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('selects the whole passcode when it gets the focus, ready for Ctrl+C', () => {
    renderCard()
    const code = screen.getByTestId('passcode')
    expect(code.tabIndex).toBe(0)
    expect(selectedText()).toBe('')
    fireEvent.focus(code)
    expect(selectedText()).toBe(PASSCODE)
  })

  it('copies the passcode to the clipboard and says so', async () => {
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    renderCard()
    copy()
    const done = await screen.findByRole('status')
    expect(done.textContent).toBe('Copied to the clipboard.')
    expect(done.className).toContain('MuiAlert-colorSuccess')
    expect(write.mock.calls).toEqual([[PASSCODE]])
    // Copied: nothing needs selecting by hand.
    expect(selectedText()).toBe('')
  })

  it('selects the passcode (and only it) and asks for Ctrl+C where the browser refuses the clipboard', async () => {
    refuseClipboard()
    renderCard()
    const range = document.createRange()
    range.selectNodeContents(screen.getByRole('heading'))
    window.getSelection()?.addRange(range)
    copy()
    const hint = await screen.findByRole('status')
    expect(hint.textContent).toBe('The browser does not allow copying here. The passcode is selected: press Ctrl+C (⌘+C on a Mac).')
    expect(hint.className).toContain('MuiAlert-colorInfo')
    expect(selectedText()).toBe(PASSCODE)
  })

  it('falls back the same way where the browser has no clipboard at all', async () => {
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard)
    renderCard()
    copy()
    expect((await screen.findByRole('status')).textContent).toMatch(/does not allow copying here/)
    expect(selectedText()).toBe(PASSCODE)
  })

  it('still shows the hint where the page cannot select text either', async () => {
    refuseClipboard()
    vi.spyOn(window, 'getSelection').mockReturnValue(null)
    renderCard()
    fireEvent.focus(screen.getByTestId('passcode'))
    copy()
    expect((await screen.findByRole('status')).textContent).toMatch(/does not allow copying here/)
  })

  it('says it was copied after a first refusal, once the clipboard works', async () => {
    const write = refuseClipboard()
    renderCard()
    copy()
    expect((await screen.findByRole('status')).textContent).toMatch(/does not allow copying here/)
    write.mockResolvedValue()
    copy()
    expect((await screen.findByText('Copied to the clipboard.'))).toBeTruthy()
  })
})

// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { useTheme, type Palette } from '@mui/material/styles'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { COMPONENT_TEST, fillField, renderScreen } from '@/test-support/render-screen'
import { CouponPanel } from './coupon-panel'

/** The palette the panel is drawn with, to tell a success from an error by its colour. */
const shown: { palette: Palette | null } = { palette: null }
function PaletteProbe () {
  shown.palette = useTheme().palette
  return null
}

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 })

const field = (): HTMLInputElement => screen.getByLabelText('Coupon')
const redeem = (): HTMLButtonElement => screen.getByRole('button', { name: 'Redeem' })
const hint = (): string => document.getElementById('coupon-helper-text')?.textContent ?? ''

async function openPanel (onRedeem: (code: string) => Promise<number> = vi.fn(async () => 10), busy?: boolean) {
  const view = renderScreen(<><CouponPanel onRedeem={onRedeem} busy={busy} /><PaletteProbe /></>)
  const header = screen.getByRole('button', { name: 'Add a coupon' })
  expect(header.getAttribute('aria-expanded')).toBe('false')
  await user().click(header)
  await waitFor(() => { expect(header.getAttribute('aria-expanded')).toBe('true') })
  return { view, header, onRedeem }
}

describe('the coupon panel', COMPONENT_TEST, () => {
  it('opens on request, says what to enter, and remembers being open in this tab', async () => {
    const { header, view } = await openPanel()
    expect(screen.getByText('Got a coupon code? Enter its 10 characters to get your discount.')).toBeTruthy()
    expect(sessionStorage.getItem('couponPanelExpanded')).toBe('true')
    // The header names the region it opens, for screen readers.
    expect(document.getElementById(header.getAttribute('aria-controls') ?? '')?.contains(field())).toBe(true)
    // One element with that id: the region the Accordion names, not a second one inside it.
    expect(document.querySelectorAll(`#${header.getAttribute('aria-controls') ?? ''}`)).toHaveLength(1)
    view.unmount()

    renderScreen(<CouponPanel onRedeem={vi.fn()} />)
    expect(screen.getByRole('button', { name: 'Add a coupon' }).getAttribute('aria-expanded')).toBe('true')
    await user().click(screen.getByRole('button', { name: 'Add a coupon' }))
    expect(sessionStorage.getItem('couponPanelExpanded')).toBe('false')
    expect(header.isConnected).toBe(false)
  })

  it('counts the characters and redeems only a 10-character code', async () => {
    const { onRedeem } = await openPanel()
    expect(hint()).toBe('0/10')
    expect(redeem().disabled).toBe(true)
    await fillField(field(), 'WMNSDY')
    expect(hint()).toBe('Coupon code must be 10 characters long. 6/10')
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(redeem().disabled).toBe(true)
    await user().type(field(), '{Enter}')
    expect(onRedeem).not.toHaveBeenCalled()

    await fillField(field(), 'WMNSDY2019XYZ')
    // Longer input is cut to ten characters.
    expect(field().value).toBe('WMNSDY2019')
    expect(field().maxLength).toBe(10)
    // Codes are one-offs: the browser should not offer earlier ones.
    expect(field().autocomplete).toBe('off')
    expect(hint()).toBe('10/10')
    expect(field().getAttribute('aria-invalid')).toBe('false')
    expect(redeem().disabled).toBe(false)
  })

  it('asks for a code when the field is left empty', async () => {
    await openPanel()
    await fillField(field(), '')
    expect(hint()).toBe('Please provide a coupon code.')
    expect(field().getAttribute('aria-invalid')).toBe('true')
  })

  it('shows the discount of a redeemed code and empties the field', async () => {
    const { onRedeem } = await openPanel(vi.fn(async () => 15))
    await fillField(field(), 'WMNSDY2019')
    await user().click(redeem())
    expect(onRedeem).toHaveBeenCalledWith('WMNSDY2019')
    const status = await screen.findByRole('status')
    expect(status.textContent).toBe('Your discount of 15% will be applied during checkout.')
    expect(getComputedStyle(status).color).toBe(shown.palette?.success.main)
    expect(field().value).toBe('')
    expect(hint()).toBe('0/10')
    expect(field().getAttribute('aria-invalid')).toBe('false')
  })

  it('shows why a code was refused, translated when it is a text key, until the code is changed', async () => {
    await openPanel(vi.fn(async () => { throw new Error('INVALID_COUPON') }))
    await fillField(field(), 'AAAAAAAAAA')
    await user().click(redeem())
    const status = await screen.findByRole('status')
    expect(status.textContent).toBe('Invalid coupon.')
    expect(getComputedStyle(status).color).toBe(shown.palette?.error.main)
    expect(field().value).toBe('AAAAAAAAAA')
    await user().type(field(), '{Backspace}')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows a refusal that is no error object as it came', async () => {
    // A rejection with a bare text, as a caller may give.
    await openPanel(vi.fn(async () => { throw 'Coupon expired' }))
    await fillField(field(), 'AAAAAAAAAA')
    await user().click(redeem())
    expect((await screen.findByRole('status')).textContent).toBe('Coupon expired')
  })

  it('cannot be redeemed while the screen is busy', async () => {
    await openPanel(vi.fn(async () => 10), true)
    await fillField(field(), 'WMNSDY2019')
    expect(redeem().disabled).toBe(true)
  })
})

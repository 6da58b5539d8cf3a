// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react'
import { QRCodeSVG } from 'qrcode.react'
import { describe, expect, it } from 'vitest'
import { user } from '@/test-support/checkout-fixtures'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { OtherPaymentOptions } from './other-payment-options'

// Hidden buttons have no accessible name, so they are found by their text.
const donateButtons = (): HTMLElement[] => screen.getAllByRole('button', { hidden: true }).filter(button => button.textContent.startsWith('Donate'))
const redirect = (url: string): string => `./redirect?to=${encodeURIComponent(url)}`

/** The drawing of a QR code as the library makes it, to compare with the one on screen. */
function qrDrawing (value: string): string {
  const { container, unmount } = render(<QRCodeSVG value={value} size={300} level="M" />)
  const drawing = [...container.querySelectorAll('path')].map(path => path.getAttribute('d')).join(' ')
  unmount()
  return drawing
}

describe('the other payment options', COMPONENT_TEST, () => {
  it('links the card offer and the merchandise through the shop\'s redirect, in a new tab', () => {
    renderScreen(<OtherPaymentOptions />)
    expect(screen.getByRole('heading', { name: 'Other payment options' })).toBeTruthy()
    const card = screen.getByRole('link', { name: 'Apply for the Juice Card' })
    expect(card.getAttribute('href')).toBe(redirect('https://cards.example/apply'))
    expect(card.getAttribute('target')).toBe('_blank')
    expect(card.getAttribute('rel')).toBe('noopener noreferrer')
    const merch = screen.getByRole('link', { name: 'Shop merchandise' })
    expect(merch.getAttribute('href')).toBe(redirect('https://merch.example/juice-shop'))
    expect(merch.getAttribute('target')).toBe('_blank')
    expect(merch.getAttribute('rel')).toBe('noopener noreferrer')
    // Set apart from the payment above; the offers wrap onto a second line on a narrow screen.
    const row = getComputedStyle(card.parentElement as HTMLElement)
    expect([row.display, row.flexWrap, row.gap]).toEqual(['flex', 'wrap', '8px'])
    expect(getComputedStyle(card.parentElement?.parentElement as HTMLElement).marginTop).toBe('24px')
  })

  it('keeps the crypto donations hidden and no dialog open', () => {
    renderScreen(<OtherPaymentOptions />)
    const donate = donateButtons()
    expect(donate.map(button => button.textContent)).toEqual(['Donate Bitcoin', 'Donate Dash', 'Donate Ether'])
    for (const button of donate) expect(getComputedStyle(button).display).toBe('none')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it.each([
    ['Dash', 1, 'XpulpR7wQ2mN8vK4cJ6hT1yB9zF3dLs5gE', 'https://dash.explorer.example/address/XpulpR7wQ2mN8vK4cJ6hT1yB9zF3dLs5gE'],
    ['Ether', 2, '0xpulp5e1b7c2a94d03f86e7a1b2c3d4e5f6071829', 'https://eth.explorer.example/address/0xpulp5e1b7c2a94d03f86e7a1b2c3d4e5f6071829'],
    ['Bitcoin', 0, 'bc1qpulp8d3xq7kz0u5n2wvy6rj4m9tfhs0cgl3e', 'https://btc.explorer.example/address/bc1qpulp8d3xq7kz0u5n2wvy6rj4m9tfhs0cgl3e']
  ])('opens the %s donation: address, wallet link and a QR code of the full redirect address', async (coin, index, address, explorer) => {
    renderScreen(<OtherPaymentOptions />)
    await user().click(donateButtons()[index])
    const dialog = await screen.findByRole('dialog', { name: `Donate ${coin}` })
    expect(within(dialog).getByText(address)).toBeTruthy()
    const link = within(dialog).getByRole('link', { name: 'View wallet page' })
    expect(link.getAttribute('href')).toBe(redirect(explorer))
    expect(link.getAttribute('target')).toBe('_blank')
    const qr = within(dialog).getByTitle(`QR code of the ${coin} address`).closest('svg') as SVGElement
    expect(qr.getAttribute('height')).toBe('300')
    const drawn = [...qr.querySelectorAll('path')].map(path => path.getAttribute('d')).join(' ')
    expect(drawn).toBe(qrDrawing(`http://shop.test/redirect?to=${encodeURIComponent(explorer)}`))
    await user().click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull() })
  })
})

// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { CryptoQrDialog } from './crypto-qr-dialog'

const style = (element: Element | null | undefined): CSSStyleDeclaration => getComputedStyle(element as HTMLElement)

describe('the crypto donation dialog', COMPONENT_TEST, () => {
  it('centres a QR code on white with a quiet border, so a phone reads it on a dark theme too, and breaks the long address anywhere', async () => {
    renderScreen(<CryptoQrDialog coin="Ether" address="0x0f933ab9fcaaa782d0279c300d73750e1311eae6" url="./redirect?to=x" open onClose={() => {}} />)
    await screen.findByRole('dialog', { name: 'Donate Ether' })
    const qr = screen.getByTitle('QR code of the Ether address').closest('svg')?.parentElement
    expect([style(qr).backgroundColor, style(qr).display, style(qr).lineHeight, style(qr).paddingTop]).toEqual(['#fff', 'inline-block', '0', '8px'])
    expect(style(qr?.parentElement).textAlign).toBe('center')
    const address = style(screen.getByText('0x0f933ab9fcaaa782d0279c300d73750e1311eae6'))
    expect([address.marginTop, address.wordBreak]).toEqual(['8px', 'break-all'])
  })
})

// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { HOME } from '@/test-support/checkout-fixtures'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { DEFAULT_WIDTH, setWindowWidth } from '@/test-support/viewport'
import { AddressBeside } from './address-beside'

const grid = (): CSSStyleDeclaration => getComputedStyle(screen.getByText('Delivery Address').parentElement?.parentElement as HTMLElement)

describe('the address beside a second block', COMPONENT_TEST, () => {
  afterEach(() => { setWindowWidth(DEFAULT_WIDTH) })

  it('shows the delivery address on the left and the labelled block on the right of a wide screen', () => {
    renderScreen(<AddressBeside address={HOME} labelKey="LABEL_PAYMENT_METHOD"><p>Visa</p></AddressBeside>)
    expect(screen.getByText('Delivery Address').nextElementSibling?.tagName).toBe('ADDRESS')
    expect(screen.getByText(HOME.fullName)).toBeTruthy()
    expect(screen.getByText('Payment Method').nextElementSibling?.textContent).toBe('Visa')
    expect([grid().display, grid().gridTemplateColumns, grid().gap, grid().marginBottom]).toEqual(['grid', '1fr 1fr', '24px', '24px'])
  })

  it('puts the second block under the address on a phone, and leaves the address out while there is none', () => {
    setWindowWidth(390)
    renderScreen(<AddressBeside address={null} labelKey="LABEL_PAYMENT_METHOD"><p>Visa</p></AddressBeside>)
    expect(grid().gridTemplateColumns).toBe('1fr')
    expect(document.querySelector('address')).toBeNull()
  })
})

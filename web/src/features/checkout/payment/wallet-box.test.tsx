// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { user } from '@/test-support/checkout-fixtures'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { WalletBox } from './wallet-box'

const pay = (): HTMLButtonElement => screen.getByRole('button', { name: 'Pay' })

describe('the wallet box', COMPONENT_TEST, () => {
  it('pays from a balance that covers the total exactly', async () => {
    const onPay = vi.fn()
    renderScreen(<WalletBox balance={51.34} total={51.34} onPay={onPay} />)
    expect(screen.getByText('51.34¤').id).toBe('walletBalance')
    expect(screen.getByText('51.34¤').parentElement?.textContent).toBe('Wallet Balance: 51.34¤')
    expect(screen.queryByText('Insufficient wallet balance.')).toBeNull()
    await user().click(pay())
    expect(onPay).toHaveBeenCalledTimes(1)
  })

  it('refuses a balance a cent short', () => {
    renderScreen(<WalletBox balance={51.33} total={51.34} onPay={() => {}} />)
    expect(screen.getByText('Insufficient wallet balance.')).toBeTruthy()
    expect(pay().disabled).toBe(true)
  })

  it('waits while a payment is under way', () => {
    renderScreen(<WalletBox balance={100} total={1} busy onPay={() => {}} />)
    expect(pay().disabled).toBe(true)
  })

  it('sets the icon, the balance and the button in a row that wraps, the balance taking the room', () => {
    renderScreen(<WalletBox balance={20} total={51.34} onPay={() => {}} />)
    const balance = screen.getByText('20.00¤').closest('div') as HTMLElement
    const row = getComputedStyle(balance.parentElement as HTMLElement)
    expect([row.display, row.alignItems, row.gap, row.flexWrap, row.paddingTop, row.marginTop]).toEqual(['flex', 'center', '16px', 'wrap', '16px', '16px'])
    expect([getComputedStyle(balance).flexGrow, getComputedStyle(balance).minWidth]).toEqual(['1', '160px'])
    expect(screen.getByText(/Insufficient wallet balance/).className).toMatch(/MuiTypography-body2/)
  })
})

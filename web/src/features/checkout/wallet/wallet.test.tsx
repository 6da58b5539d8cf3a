// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answerWallet, user } from '@/test-support/checkout-fixtures'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, fillField, renderScreen } from '@/test-support/render-screen'
import Wallet from './wallet'

const server = mockShopServer()
const amount = (): HTMLInputElement => screen.getByLabelText(/^Amount/)
const continueButton = (): HTMLButtonElement => screen.getByRole('button', { name: 'Continue' })

describe('the digital wallet', COMPONENT_TEST, () => {
  it('shows the balance and the top-up limits as a hint', async () => {
    answerWallet(server, 123.4)
    renderScreen(<Wallet />, { at: '/wallet' })
    expect(screen.getByRole('heading', { name: 'Digital Wallet' })).toBeTruthy()
    expect(screen.getByText('Wallet Balance')).toBeTruthy()
    expect(screen.getByText('0.00¤')).toBeTruthy()
    expect(await screen.findByText('123.40¤')).toBeTruthy()
    expect(screen.getByText('Top up between 10¤ and 1000¤.')).toBeTruthy()
    expect(continueButton().disabled).toBe(true)
    expect(amount().getAttribute('aria-invalid')).toBe('false')
    expect(['type', 'min', 'max', 'step', 'required'].map(name => amount().getAttribute(name))).toEqual(['number', '10', '1000', '1', ''])
    expect(amount().closest('.MuiInputBase-root')?.querySelector('.MuiInputAdornment-positionEnd')?.textContent).toBe('¤')
  })

  it('asks for an amount once the field was left empty', async () => {
    answerWallet(server, 0)
    renderScreen(<Wallet />, { at: '/wallet' })
    await fillField(amount(), '')
    expect(await screen.findByText('Please enter an amount.')).toBeTruthy()
    expect(amount().getAttribute('aria-invalid')).toBe('true')
  })

  it.each([['9'], ['1001'], ['-20']])('refuses a top-up of %s', async value => {
    answerWallet(server, 0)
    renderScreen(<Wallet />, { at: '/wallet' })
    await fillField(amount(), value)
    expect(await screen.findByText('You can add a minimum of 10¤ and only up to 1000¤.')).toBeTruthy()
    expect(continueButton().disabled).toBe(true)
  })

  it.each([['10'], ['1000']])('takes a top-up of %s', async value => {
    answerWallet(server, 0)
    renderScreen(<Wallet />, { at: '/wallet' })
    await fillField(amount(), value)
    await waitFor(() => { expect(continueButton().disabled).toBe(false) })
    expect(screen.getByText('Top up between 10¤ and 1000¤.')).toBeTruthy()
    // Left with a right amount, the field is not marked as wrong.
    expect(amount().getAttribute('aria-invalid')).toBe('false')
  })

  it('hands the amount on to the payment of the top-up', async () => {
    answerWallet(server, 0)
    renderScreen(<Wallet />, { at: '/wallet' })
    await fillField(amount(), '250')
    await user().click(continueButton())
    await waitFor(() => { expect(screen.getByTestId('location').textContent).toBe('/payment/wallet') })
    expect(sessionStorage.getItem('walletTotal')).toBe('250')
  })

  it('does not go on when the form is sent with a wrong amount', async () => {
    answerWallet(server, 0)
    renderScreen(<Wallet />, { at: '/wallet' })
    await fillField(amount(), '5')
    fireEvent.submit(amount().closest('form') as HTMLFormElement)
    expect(screen.getByTestId('location').textContent).toBe('/wallet')
    expect(sessionStorage.getItem('walletTotal')).toBeNull()
  })
})

// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MASTER, VISA, answer, answerCards, answerDeliveries, answerLater, answerWallet, chosen, logIn, user } from '@/test-support/checkout-fixtures'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, fakeToken, renderScreen } from '@/test-support/render-screen'
import Payment from './payment'

const server = mockShopServer()
const continueButton = (): HTMLButtonElement => screen.getByRole('button', { name: 'Continue' })
const payButton = (): HTMLButtonElement => screen.getByRole('button', { name: 'Pay' })
const amountDue = (): string => document.getElementById('amountDue')?.textContent ?? ''
const location = (): string => screen.getByTestId('location').textContent ?? ''
const DELUXE_TOKEN = fakeToken({ id: 1, email: 'kim@shop.test', role: 'deluxe' })
const UPGRADED = { status: 'success', data: { confirmation: 'Congratulations! You are now a deluxe member!', token: DELUXE_TOKEN } }

function pay (entity: 'wallet' | 'deluxe', balance = 100): ReturnType<typeof answerWallet> {
  logIn()
  answerCards(server, [VISA, MASTER])
  answerDeliveries(server)
  if (entity === 'deluxe') answer(server, 'get', 'rest/deluxe-membership', { status: 'success', data: { membershipCost: 49 } })
  const balances = answerWallet(server, balance)
  renderScreen(<Payment />, { at: `/payment/${entity}`, path: '/payment/:entity' })
  return balances
}

describe('paying a wallet top-up', COMPONENT_TEST, () => {
  it('charges the amount chosen on the wallet screen, by card only', async () => {
    chosen({ walletTotal: 250, itemTotal: 40, deliveryMethodId: 1 })
    pay('wallet')
    await screen.findByText('•••• 1111')
    expect(amountDue()).toBe('250.00¤')
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull()
    expect(screen.queryByText('Add a coupon')).toBeNull()
    expect(screen.queryByText('Other payment options')).toBeNull()
    expect(screen.getByText('You will be redirected back to your wallet.')).toBeTruthy()
  })

  it('tops the wallet up from the chosen card and returns to the wallet', async () => {
    chosen({ walletTotal: 250 })
    const charges = answer(server, 'put', 'rest/wallet/balance', { status: 'success', data: 350 })
    const balances = pay('wallet')
    await user().click(await screen.findByText('Sam Lee'))
    await user().click(continueButton())
    expect(await screen.findByText('Wallet successfully charged.')).toBeTruthy()
    await waitFor(() => { expect(location()).toBe('/wallet') })
    expect(charges).toEqual([{ path: '/rest/wallet/balance', body: { balance: 250, paymentId: 8 } }])
    expect(balances.length).toBe(2)
  })

  it('charges 0 when no amount was chosen', async () => {
    const charges = answer(server, 'put', 'rest/wallet/balance', { status: 'success', data: 0 })
    pay('wallet')
    await user().click(await screen.findByText('Kim Berg'))
    expect(amountDue()).toBe('0.00¤')
    await user().click(continueButton())
    await waitFor(() => { expect(location()).toBe('/wallet') })
    expect(charges[0].body).toEqual({ balance: 0, paymentId: 7 })
  })

  it('waits for the charge, then tells why it failed and stays', async () => {
    chosen({ walletTotal: 20 })
    const charge = answerLater(server, 'put', 'rest/wallet/balance', { error: 'Card declined' }, 402)
    pay('wallet')
    await user().click(await screen.findByText('Kim Berg'))
    await user().click(continueButton())
    await waitFor(() => { expect(charge.received).toHaveLength(1) })
    expect(continueButton().disabled).toBe(true)
    charge.release()
    expect(await screen.findByText('Card declined')).toBeTruthy()
    expect(screen.queryByText('Wallet successfully charged.')).toBeNull()
    expect(location()).toBe('/payment/wallet')
    expect(continueButton().disabled).toBe(false)
  })

  it('goes back to the wallet', async () => {
    pay('wallet')
    await user().click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => { expect(location()).toBe('/wallet') })
  })
})

describe('paying the deluxe membership', COMPONENT_TEST, () => {
  it('charges the membership cost, by card or wallet, without coupon', async () => {
    chosen({ itemTotal: 40, deliveryMethodId: 1 })
    pay('deluxe')
    await waitFor(() => { expect(amountDue()).toBe('49.00¤') })
    expect(await screen.findByText('100.00¤', { selector: '#walletBalance' })).toBeTruthy()
    expect(screen.queryByText('Add a coupon')).toBeNull()
    expect(screen.queryByText('Other payment options')).toBeNull()
    expect(screen.getByText('You can review this order before it is finalized.')).toBeTruthy()
  })

  it('upgrades by card, takes the new token and goes to the membership page', async () => {
    const upgrades = answer(server, 'post', 'rest/deluxe-membership', UPGRADED)
    pay('deluxe')
    await user().click(await screen.findByText('Kim Berg'))
    await user().click(continueButton())
    expect(await screen.findByText('Congratulations! You are now a deluxe member!')).toBeTruthy()
    await waitFor(() => { expect(location()).toBe('/deluxe-membership') })
    expect(upgrades).toEqual([{ path: '/rest/deluxe-membership', body: { paymentMode: 'card', paymentId: 7 } }])
    expect(localStorage.getItem('token')).toBe(DELUXE_TOKEN)
  })

  it('upgrades from the wallet, both buttons waiting meanwhile', async () => {
    const upgrade = answerLater(server, 'post', 'rest/deluxe-membership', UPGRADED)
    pay('deluxe', 49)
    await user().click(await screen.findByText('Kim Berg'))
    await waitFor(() => { expect(payButton().disabled).toBe(false) })
    await user().click(payButton())
    await waitFor(() => { expect(upgrade.received).toHaveLength(1) })
    expect(payButton().disabled).toBe(true)
    expect(continueButton().disabled).toBe(true)
    upgrade.release()
    await waitFor(() => { expect(location()).toBe('/deluxe-membership') })
    expect(upgrade.received[0].body).toEqual({ paymentMode: 'wallet' })
    expect(sessionStorage.getItem('paymentId')).toBeNull()
  })

  it('tells why the upgrade failed', async () => {
    answer(server, 'post', 'rest/deluxe-membership', new Error('Insufficient funds in Wallet'), 400)
    pay('deluxe')
    await waitFor(() => { expect(payButton().disabled).toBe(false) })
    await user().click(payButton())
    expect(await screen.findByText('Insufficient funds in Wallet')).toBeTruthy()
    expect(location()).toBe('/payment/deluxe')
  })

  it('goes back to the membership page', async () => {
    pay('deluxe')
    await user().click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => { expect(location()).toBe('/deluxe-membership') })
  })
})

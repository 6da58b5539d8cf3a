// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DELIVERIES, MASTER, VISA, answer, answerCards, answerDeliveries, answerLater, answerWallet, chosen, logIn, requestLog, user } from '@/test-support/checkout-fixtures'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, fillField, renderScreen } from '@/test-support/render-screen'
import Payment from './payment'

const server = mockShopServer()
const requests = requestLog(server)
const continueButton = (): HTMLButtonElement => screen.getByRole('button', { name: 'Continue' })
const payButton = (): HTMLButtonElement => screen.getByRole('button', { name: 'Pay' })
const amountDue = (): string => document.getElementById('amountDue')?.textContent ?? ''
const radio = (name: string): HTMLInputElement => screen.getByRole('radio', { name })
const location = (): string => screen.getByTestId('location').textContent ?? ''

/** The order's payment: 40¤ of items, One Day Delivery (0.99¤) and 25 % off the items. */
function orderPayment ({ cards = [VISA, MASTER], balance = 100, entity = 'shop' } = {}): void {
  logIn()
  chosen({ itemTotal: 40, deliveryMethodId: 1, couponDiscount: 25 })
  answerCards(server, cards)
  answerWallet(server, balance)
  answerDeliveries(server)
  renderScreen(<Payment />, { at: `/payment/${entity}`, path: '/payment/:entity' })
}

describe('paying an order', COMPONENT_TEST, () => {
  it('charges the items less the coupon plus the delivery', async () => {
    orderPayment()
    expect(screen.getByRole('heading', { name: 'My Payment Options' })).toBeTruthy()
    expect(screen.getByText(/^Amount due/)).toBeTruthy()
    await waitFor(() => { expect(amountDue()).toBe('30.99¤') })
    expect(screen.getByRole('heading', { name: 'My cards' })).toBeTruthy()
    expect(await screen.findByText('•••• 4444')).toBeTruthy()
    expect(screen.getByText('You can review this order before it is finalized.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Other payment options' })).toBeTruthy()
    expect(requests).not.toContain('GET /rest/deluxe-membership')
  })

  it('charges only the delivery while no item total is known', async () => {
    logIn()
    chosen({ itemTotal: 'lots', deliveryMethodId: 4 })
    answerCards(server, [])
    answerWallet(server, 0)
    answerDeliveries(server)
    renderScreen(<Payment />, { at: '/payment/shop', path: '/payment/:entity' })
    await waitFor(() => { expect(amountDue()).toBe('2.50¤') })
    expect(screen.getByText('You have not saved a card yet.')).toBeTruthy()
  })

  it('takes the promotion off in whole cents, as the order summary and the server do', async () => {
    logIn()
    chosen({ itemTotal: 1.05, deliveryMethodId: 3, couponDiscount: 10 })
    answerCards(server, [])
    answerWallet(server, 0.94)
    answerDeliveries(server)
    renderScreen(<Payment />, { at: '/payment/shop', path: '/payment/:entity' })
    await waitFor(() => { expect(amountDue()).toBe('0.94¤') })
    await waitFor(() => { expect(payButton().disabled).toBe(false) })
  })

  it('continues with the chosen card to the order summary', async () => {
    orderPayment()
    expect(continueButton().disabled).toBe(true)
    await user().click(await screen.findByText('Sam Lee'))
    expect(radio('4444').checked).toBe(true)
    await user().click(continueButton())
    await waitFor(() => { expect(location()).toBe('/order-summary') })
    expect(sessionStorage.getItem('paymentId')).toBe('8')
  })

  it('starts from the card chosen before', async () => {
    chosen({ paymentId: 7 })
    orderPayment()
    await waitFor(() => { expect(radio('1111').checked).toBe(true) })
    expect(continueButton().disabled).toBe(false)
  })

  it('forgets a chosen card that has since been removed', async () => {
    chosen({ paymentId: 9 })
    orderPayment()
    await screen.findByText('•••• 1111')
    expect(radio('1111').checked).toBe(false)
    expect(continueButton().disabled).toBe(true)
  })

  it('pays from the wallet when its balance covers the amount', async () => {
    orderPayment({ balance: 30.99 })
    expect(await screen.findByText('30.99¤', { selector: '#walletBalance' })).toBeTruthy()
    await waitFor(() => { expect(payButton().disabled).toBe(false) })
    await user().click(payButton())
    await waitFor(() => { expect(location()).toBe('/order-summary') })
    expect(sessionStorage.getItem('paymentId')).toBe('wallet')
  })

  it('refuses the wallet when its balance falls short', async () => {
    orderPayment({ balance: 30.98 })
    expect(await screen.findByText('30.98¤', { selector: '#walletBalance' })).toBeTruthy()
    await waitFor(() => { expect(amountDue()).toBe('30.99¤') })
    expect(screen.getByText('Insufficient wallet balance.')).toBeTruthy()
    expect(payButton().disabled).toBe(true)
  })

  it('takes a coupon redeemed here off the amount due', async () => {
    const redeem = answerLater(server, 'put', 'rest/basket/4/coupon/:code', { discount: 50 })
    orderPayment()
    await waitFor(() => { expect(amountDue()).toBe('30.99¤') })
    await user().click(screen.getByText('Add a coupon'))
    await fillField(screen.getByLabelText('Coupon'), 'PULP4LEMON')
    await user().click(screen.getByRole('button', { name: 'Redeem' }))
    await waitFor(() => { expect(redeem.received).toHaveLength(1) })
    expect((screen.getByRole('button', { name: 'Redeem' }) as HTMLButtonElement).disabled).toBe(true)
    redeem.release()
    expect(await screen.findByText('Your discount of 50% will be applied during checkout.')).toBeTruthy()
    await waitFor(() => { expect(amountDue()).toBe('20.99¤') })
    expect(redeem.received).toEqual([{ path: '/rest/basket/4/coupon/PULP4LEMON', body: null }])
    expect(sessionStorage.getItem('couponDiscount')).toBe('50')
  })

  it('offers no coupon without a basket', async () => {
    logIn('customer', null)
    answerCards(server, [VISA])
    answerWallet(server, 0)
    answerDeliveries(server)
    renderScreen(<Payment />, { at: '/payment/shop', path: '/payment/:entity' })
    await screen.findByText('•••• 1111')
    expect(screen.queryByText('Add a coupon')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Other payment options' })).toBeTruthy()
  })

  it('treats an unknown payment as the order\'s and goes back to the delivery step', async () => {
    orderPayment({ entity: 'lottery' })
    await waitFor(() => { expect(amountDue()).toBe('30.99¤') })
    expect(screen.getByText('Add a coupon')).toBeTruthy()
    await user().click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => { expect(location()).toBe('/delivery-method') })
  })

  it('tells why the cards could not be read', async () => {
    logIn()
    answer(server, 'get', 'api/Cards', new Error('Card vault unavailable'))
    answerWallet(server, 0)
    answerDeliveries(server, DELIVERIES.slice(0, 1))
    renderScreen(<Payment />, { at: '/payment/shop', path: '/payment/:entity' })
    expect((await screen.findByText('Card vault unavailable')).closest('[role="alert"]')).toBeTruthy()
  })
})

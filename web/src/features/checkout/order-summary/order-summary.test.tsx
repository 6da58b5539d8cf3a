// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HOME, MASTER, VISA, answer, answerAddress, answerBasket, answerCards, answerDeliveries, answerLater, chosen, logIn, tableText, user } from '@/test-support/checkout-fixtures'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import OrderSummary from './order-summary'

const server = mockShopServer()
const placeButton = (): HTMLButtonElement => screen.getByRole('button', { name: 'Place your order and pay' })
const priceLines = (): string[] => [...screen.getByLabelText('Price summary').querySelectorAll('p')].map(p => p.textContent ?? '')
const location = (): string => screen.getByTestId('location').textContent ?? ''
const COUPON = 'WMNSDY2019-1552003200000'

/** Kim's order: the basket of two juices to Oslo, One Day Delivery, the Visa card and 10 % off. */
function summary ({ role = 'customer', products = undefined as Parameters<typeof answerBasket>[1], paymentId = 7 as number | string, without = [] as string[] } = {}): void {
  logIn(role)
  chosen({ addressId: 3, deliveryMethodId: 1, paymentId, couponDiscount: 10, couponDetails: COUPON })
  for (const key of without) sessionStorage.removeItem(key)
  answerAddress(server, HOME)
  answerDeliveries(server)
  answerCards(server, [VISA, MASTER])
  answerBasket(server, products)
  renderScreen(<OrderSummary />, { at: '/order-summary' })
}

describe('the order summary', COMPONENT_TEST, () => {
  it('shows the address, payment, delivery, products, bonus and prices', async () => {
    summary()
    expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeTruthy()
    const address = (await screen.findByText('Kim Berg', { selector: 'strong' })).closest('address')
    expect(address?.textContent).toBe('Kim BergKarl Johans gate 10150 OsloNorway4712345678')
    expect(screen.getByText('Delivery Address')).toBeTruthy()
    expect(screen.getByText('Payment Method')).toBeTruthy()
    expect(await screen.findByText('•••• 1111 · Kim Berg')).toBeTruthy()
    expect(await screen.findByText('One Day Delivery · 1 day')).toBeTruthy()
    await screen.findByText('Lemon Juice')
    expect(tableText(screen.getByRole('table', { name: 'Products' }))).toEqual([
      ['Product', 'Price', 'Quantity', 'Total Price'],
      ['Apple Juice', '1.99¤', '3', '5.97¤'],
      ['Lemon Juice', '24.99¤', '2', '49.98¤']
    ])
    expect(screen.getByText('You will gain 4 Bonus Points from this order!')).toBeTruthy()
    expect(priceLines()).toEqual(['Items', '55.95¤', 'Delivery', '0.99¤', 'Promotion', '−5.60¤', 'Total Price', '51.34¤'])
    expect(placeButton().disabled).toBe(false)
  })

  it('charges a deluxe member the deluxe prices', async () => {
    summary({ role: 'deluxe' })
    await screen.findByText('Lemon Juice')
    expect(tableText(screen.getByRole('table', { name: 'Products' })).slice(1)).toEqual([
      ['Apple Juice', '0.99¤', '3', '2.97¤'],
      ['Lemon Juice', '9.99¤', '2', '19.98¤']
    ])
    await waitFor(() => { expect(priceLines()).toEqual(['Items', '22.95¤', 'Delivery', '0.99¤', 'Promotion', '−2.30¤', 'Total Price', '21.64¤']) })
    expect(screen.getByText('You will gain 2 Bonus Points from this order!')).toBeTruthy()
  })

  it('names the wallet as the payment', async () => {
    summary({ paymentId: 'wallet' })
    expect(await screen.findByText('Lemon Juice')).toBeTruthy()
    expect(document.getElementById('paymentMethod')?.textContent).toBe('Digital wallet')
  })

  it('names neither a card no longer saved nor an unknown delivery, and charges no delivery', async () => {
    summary({ paymentId: 9, without: ['couponDiscount'] })
    chosen({ deliveryMethodId: 99 })
    await screen.findByText('Lemon Juice')
    await screen.findByText('Kim Berg', { selector: 'strong' })
    expect(document.getElementById('paymentMethod')?.textContent).toBe('')
    expect(screen.queryByText(/One Day Delivery/)).toBeNull()
    expect(priceLines()).toEqual(['Items', '55.95¤', 'Delivery', '0.00¤', 'Promotion', '0.00¤', 'Total Price', '55.95¤'])
  })

  it('places the order with the choices and the coupon, forgets them and shows the confirmation', async () => {
    const orders = answer(server, 'post', 'rest/basket/4/checkout', { orderConfirmation: '5267-f9cd5882f54c75a3' })
    summary()
    await screen.findByText('Lemon Juice')
    await user().click(placeButton())
    await waitFor(() => { expect(location()).toBe('/order-completion/5267-f9cd5882f54c75a3') })
    expect(orders).toEqual([{ path: '/rest/basket/4/checkout', body: { couponData: btoa(COUPON), orderDetails: { paymentId: 7, addressId: 3, deliveryMethodId: 1 } } }])
    for (const key of ['paymentId', 'addressId', 'deliveryMethodId', 'couponDiscount', 'couponDetails']) expect(sessionStorage.getItem(key)).toBeNull()
  })

  it('places a wallet order without a coupon, and waits for the answer', async () => {
    const order = answerLater(server, 'post', 'rest/basket/4/checkout', { orderConfirmation: '77' })
    summary({ paymentId: 'wallet', without: ['couponDetails'] })
    await screen.findByText('Lemon Juice')
    await user().click(placeButton())
    await waitFor(() => { expect(order.received).toHaveLength(1) })
    expect(placeButton().disabled).toBe(true)
    order.release()
    await waitFor(() => { expect(location()).toBe('/order-completion/77') })
    expect(order.received[0].body).toEqual({ orderDetails: { paymentId: 'wallet', addressId: 3, deliveryMethodId: 1 } })
  })

  it('tells why the order failed and keeps the choices', async () => {
    answer(server, 'post', 'rest/basket/4/checkout', new Error('Insufficient wallet balance'), 402)
    summary()
    await screen.findByText('Lemon Juice')
    await user().click(placeButton())
    expect(await screen.findByText('Insufficient wallet balance')).toBeTruthy()
    expect(location()).toBe('/order-summary')
    expect(sessionStorage.getItem('paymentId')).toBe('7')
    expect(sessionStorage.getItem('couponDetails')).toBe(COUPON)
  })

  it('cannot place an empty basket', async () => {
    summary({ products: [] })
    expect(await screen.findByText('•••• 1111 · Kim Berg')).toBeTruthy()
    expect(within(screen.getByRole('table', { name: 'Products' })).getAllByRole('row')).toHaveLength(1)
    expect(priceLines()).toEqual(['Items', '0.00¤', 'Delivery', '0.99¤', 'Promotion', '0.00¤', 'Total Price', '0.99¤'])
    expect(placeButton().disabled).toBe(true)
  })

  it.each([['addressId'], ['deliveryMethodId'], ['paymentId']])('cannot place the order without %s', async key => {
    summary({ without: [key] })
    expect(await screen.findByText('Lemon Juice')).toBeTruthy()
    expect(placeButton().disabled).toBe(true)
  })

  it('cannot place the order without a basket id', async () => {
    logIn('customer', null)
    chosen({ addressId: 3, deliveryMethodId: 1, paymentId: 7 })
    answerAddress(server, HOME)
    answerDeliveries(server)
    answerCards(server, [VISA])
    renderScreen(<OrderSummary />, { at: '/order-summary' })
    expect(await screen.findByText('•••• 1111 · Kim Berg')).toBeTruthy()
    expect(placeButton().disabled).toBe(true)
  })

  it('sets the bonus and the button apart from the price box, the delivery under the payment', async () => {
    summary()
    const style = (element: Element | null | undefined): CSSStyleDeclaration => getComputedStyle(element as HTMLElement)
    expect(style(await screen.findByText('One Day Delivery · 1 day')).marginTop).toBe('8px')
    expect(style(placeButton()).marginTop).toBe('16px')
    const row = style(screen.getByLabelText('Price summary').parentElement)
    expect([row.display, row.flexWrap, row.justifyContent, row.alignItems, row.gap, row.marginTop]).toEqual(['flex', 'wrap', 'space-between', 'flex-end', '16px', '24px'])
  })
})

// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HOME, PLACED_ORDER, answer, answerAddress, requestLog, tableText } from '@/test-support/checkout-fixtures'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import OrderCompletion from './order-completion'

const server = mockShopServer()
const requests = requestLog(server)
const tweetHref = (): string => screen.getByRole('link', { name: 'Tweet' }).getAttribute('href') ?? ''
const tweeted = (): string => decodeURIComponent(tweetHref().replace('https://twitter.com/intent/tweet?text=', ''))

function complete (orders: unknown[], id = '5267-f9cd5882f54c75a3', at = `/order-completion/${id}`, config: object = { application: { name: 'OWASP Juice Shop' } }): ReturnType<typeof answer> {
  answer(server, 'get', 'rest/admin/application-configuration', { config })
  const tracked = answer(server, 'get', 'rest/track-order/:id', { status: 'success', data: orders })
  renderScreen(<OrderCompletion />, { at, path: '/order-completion/:id' })
  return tracked
}

describe('the order completion', COMPONENT_TEST, () => {
  it('thanks, names the order and shows where and when it arrives', async () => {
    answerAddress(server, HOME)
    const tracked = complete([PLACED_ORDER])
    expect(screen.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeTruthy()
    expect(screen.getByText('Your order has been placed and is being processed.')).toBeTruthy()
    expect(screen.getByText('5267-f9cd5882f54c75a3').id).toBe('orderId')
    expect(screen.getByText('5267-f9cd5882f54c75a3').parentElement?.textContent).toBe('Order ID: 5267-f9cd5882f54c75a3')
    expect(await screen.findByText('Arrives in 2 days')).toBeTruthy()
    const address = (await screen.findByText('Kim Berg', { selector: 'strong' })).closest('address')
    expect(address?.textContent).toBe('Kim BergKarl Johans gate 10150 OsloNorway4712345678')
    expect(screen.getByText('Delivery Address')).toBeTruthy()
    expect(screen.getByText('Delivery')).toBeTruthy()
    expect(tracked).toEqual([{ path: '/rest/track-order/5267-f9cd5882f54c75a3', body: null }])
  })

  it('lists the products with the total and the bonus earned', async () => {
    answerAddress(server, HOME)
    complete([PLACED_ORDER])
    await screen.findByText('Lemon Juice')
    expect(tableText(screen.getByRole('table', { name: 'Products' }))).toEqual([
      ['Product', 'Price', 'Quantity', 'Total Price'],
      ['Apple Juice', '1.99¤', '3', '5.97¤'],
      ['Lemon Juice', '24.99¤', '2', '49.98¤'],
      ['Total Price', '51.34¤']
    ])
    expect(screen.getByText('You earned 4 bonus points with this order; they are now in your wallet as 4¤.')).toBeTruthy()
  })

  it('links the PDF confirmation, the tracking and a tweet naming the products and the shop', async () => {
    answerAddress(server, HOME)
    complete([PLACED_ORDER])
    await screen.findByText('Lemon Juice')
    const pdf = screen.getByRole('link', { name: 'Print order confirmation' })
    expect(pdf.getAttribute('href')).toBe('./ftp/order_5267-f9cd5882f54c75a3.pdf')
    expect([pdf.getAttribute('target'), pdf.getAttribute('rel')]).toEqual(['_blank', 'noopener'])
    expect(screen.getByRole('link', { name: 'Track your orders' }).getAttribute('href')).toBe('/track-result/new?id=5267-f9cd5882f54c75a3')
    await waitFor(() => { expect(tweeted()).toBe('I just bought Apple Juice, Lemon Juice at the OWASP Juice Shop!') })
    const tweet = screen.getByRole('link', { name: 'Tweet' })
    expect([tweet.getAttribute('target'), tweet.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer'])
  })

  it('cuts a long tweet to 140 characters', async () => {
    const many = ['Melon Bike', 'Strawberry Juice', 'Orange Juice', 'Eggfruit Juice', 'Raspberry Juice', 'Carrot Juice', 'Green Smoothie']
      .map(name => ({ name, price: 2, quantity: 1, total: 2 }))
    complete([{ ...PLACED_ORDER, products: many, addressId: null }])
    await screen.findByText('Green Smoothie')
    expect(tweeted()).toHaveLength(140)
    expect(tweeted().endsWith('…')).toBe(true)
    expect(requests.some(request => request.includes('/api/Addresss'))).toBe(false)
  })

  it('keeps a strange order id intact in every address', async () => {
    const tracked = complete([{ ...PLACED_ORDER, addressId: null, eta: '1' }], '52#67', '/order-completion/52%2367', {})
    expect(await screen.findByText('Arrives in 1 day')).toBeTruthy()
    expect(tracked[0].path).toBe('/rest/track-order/52%2367')
    expect(screen.getByRole('link', { name: 'Print order confirmation' }).getAttribute('href')).toBe('./ftp/order_52%2367.pdf')
    expect(screen.getByRole('link', { name: 'Track your orders' }).getAttribute('href')).toBe('/track-result/new?id=52%2367')
    // A configuration without the shop's name leaves the name out rather than making one up.
    expect(tweeted()).toBe('I just bought Apple Juice, Lemon Juice at the !')
  })

  it('shows no arrival day while the order does not know it', async () => {
    complete([{ ...PLACED_ORDER, addressId: null, eta: '?' }])
    await screen.findByText('Lemon Juice')
    expect(screen.queryByText(/Arrives in/)).toBeNull()
    expect(screen.getByRole('link', { name: 'Track your orders' }).closest('div')?.querySelector('p')?.textContent).toBe('')
  })

  it('shows the thanks alone for an order the server does not know', async () => {
    const tracked = complete([])
    await waitFor(() => { expect(tracked).toHaveLength(1) })
    expect(await screen.findByText('You earned 0 bonus points with this order; they are now in your wallet as 0¤.')).toBeTruthy()
    expect(tableText(screen.getByRole('table', { name: 'Products' }))).toEqual([['Product', 'Price', 'Quantity', 'Total Price']])
    expect(screen.queryByText(/Arrives in/)).toBeNull()
  })

  it('lays the thanks out beside a large tick, and the delivery, bonus and buttons with room between', async () => {
    answerAddress(server, HOME)
    complete([PLACED_ORDER])
    await screen.findByText('Arrives in 2 days')
    const style = (element: Element | null | undefined): CSSStyleDeclaration => getComputedStyle(element as HTMLElement)
    const thanks = screen.getByText('Your order has been placed and is being processed.').parentElement?.parentElement
    expect([style(thanks).display, style(thanks).alignItems, style(thanks).gap, style(thanks).marginBottom]).toEqual(['flex', 'center', '16px', '16px'])
    expect(style(thanks?.querySelector('svg')).fontSize).toBe('48px')
    expect(screen.getByText('Your order has been placed and is being processed.').tagName).toBe('P')
    const eta = style(screen.getByText('Arrives in 2 days'))
    expect([eta.display, eta.alignItems, eta.gap]).toEqual(['flex', 'center', '8px'])
    const track = style(screen.getByRole('link', { name: 'Track your orders' }))
    expect([track.marginTop, track.paddingLeft]).toEqual(['8px', '0px'])
    expect(style(screen.getByText(/bonus points with this order/)).marginTop).toBe('16px')
    const buttons = style(screen.getByRole('link', { name: 'Tweet' }).parentElement)
    expect([buttons.display, buttons.flexWrap, buttons.gap, buttons.marginTop]).toEqual(['flex', 'wrap', '16px', '24px'])
  })
})

// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { gate } from '@/test-support/gate'
import { logIn, SearchProbe } from '@/test-support/shop-session'
import { usePlaceOrder } from '@/features/basket/api/place-order'
import type { Order } from '../api/get-order-history'
import { historyOrder } from '@/test-support/order-fixtures'
import OrderHistory from './order-history'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 })

function open (orders: Order[]) {
  server.use(http.get(shopUrl('rest/order-history'), () => HttpResponse.json({ data: orders })))
  // Mounted everywhere, so the test can follow where its buttons lead.
  return renderScreen(<><OrderHistory /><SearchProbe /></>, { at: '/order-history', path: '*' })
}

function OrderButton () {
  const { mutate } = usePlaceOrder()
  return <button onClick={() => { mutate({ bid: 4, orderDetails: { paymentId: 7, addressId: 3, deliveryMethodId: 1 } }) }}>Order</button>
}

const chip = (order: HTMLElement): HTMLElement => order.querySelector<HTMLElement>('.MuiChip-root') as HTMLElement
const search = (): string => screen.getByTestId('location-search').textContent ?? ''

describe('the order history', COMPONENT_TEST, () => {
  it('shows each order with its date, total, bonus, delivery state and lines', async () => {
    open([
      historyOrder('5267-f9cd5882f54c75a3', { delivered: true }),
      historyOrder('5267-00aa', { totalPrice: 12.5, bonus: 1, createdAt: undefined, products: [{ name: 'Lemon Juice', price: 2.5, quantity: 5, total: 12.5 }] })
    ])
    expect(screen.getByRole('heading', { name: 'Order History' })).toBeTruthy()
    const first = await screen.findByLabelText('Order ID 5267-f9cd5882f54c75a3')
    expect(within(first).getByText('#5267-f9cd5882f54c75a3')).toBeTruthy()
    expect(within(first).getByText('Mar 4, 2026')).toBeTruthy()
    expect(within(first).getByText('3002.98¤')).toBeTruthy()
    expect(within(first).getByText('Bonus: 300')).toBeTruthy()
    expect(within(first).getByText('Delivered')).toBeTruthy()
    // Delivered in green, still on its way in amber.
    expect(chip(first).className).toContain('MuiChip-colorSuccess')
    expect(within(first).getByRole('row', { name: /Apple Juice/ }).textContent).toBe('Apple Juice2 × 1.99¤3.98¤')
    expect(within(first).getByRole('row', { name: /Melon Bike/ }).textContent).toBe('Melon Bike1 × 2999.00¤2999.00¤')

    const second = screen.getByLabelText('Order ID 5267-00aa')
    expect(within(second).getByText('In transit')).toBeTruthy()
    expect(chip(second).className).toContain('MuiChip-colorWarning')
    expect(within(second).queryByText('Delivered')).toBeNull()
    expect(within(second).getByText('Bonus: 1')).toBeTruthy()
    expect(within(second).getByRole('row').textContent).toBe('Lemon Juice5 × 2.50¤12.50¤')
    expect(within(second).queryByText(/2026/)).toBeNull()
    expect(screen.queryByText('You have not placed any orders yet.')).toBeNull()
  })

  it('links each order\'s printable confirmation, its id made safe for the address', async () => {
    open([historyOrder('ab#12')])
    const pdf = await screen.findByRole('link', { name: 'Print order confirmation' })
    expect(pdf.getAttribute('href')).toBe('./ftp/order_ab%2312.pdf')
    expect(pdf.getAttribute('target')).toBe('_blank')
  })

  it('tracks an order on the tracking page', async () => {
    const view = open([historyOrder('ab#12')])
    await user().click(await screen.findByRole('button', { name: 'Track Order' }))
    expect(view.path()).toBe('/track-result')
    expect(search()).toBe('?id=ab%2312')
  })

  it('opens the product search with the review form for a line\'s product', async () => {
    const view = open([historyOrder('5267-f9cd5882f54c75a3')])
    const line = within(await screen.findByLabelText('Order ID 5267-f9cd5882f54c75a3')).getByRole('row', { name: /Melon Bike/ })
    const write = within(line).getByRole('button', { name: 'Write a review' })
    await user().hover(write)
    expect(await screen.findByRole('tooltip', { name: 'Write a review' })).toBeTruthy()
    await user().click(write)
    expect(view.path()).toBe('/search')
    expect(search()).toBe('?q=Melon%20Bike&review=1')
  })

  it('says when there are no orders yet, once it knows', async () => {
    const answer = gate()
    server.use(http.get(shopUrl('rest/order-history'), async () => {
      await answer.wait()
      return HttpResponse.json({ data: [] })
    }))
    renderScreen(<OrderHistory />, { at: '/order-history' })
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    expect(screen.queryByText('You have not placed any orders yet.')).toBeNull()
    answer.open()
    expect(await screen.findByText('You have not placed any orders yet.')).toBeTruthy()
    await waitFor(() => { expect(screen.queryByRole('progressbar')).toBeNull() })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows an order just placed, asking the server again', async () => {
    logIn()
    let orders = [historyOrder('5267-0001')]
    let loads = 0
    server.use(
      http.get(shopUrl('rest/order-history'), () => {
        loads++
        return HttpResponse.json({ data: orders })
      }),
      http.post(shopUrl('rest/basket/4/checkout'), () => {
        orders = [historyOrder('5267-0002'), ...orders]
        return HttpResponse.json({ orderConfirmation: '5267-0002' })
      })
    )
    renderScreen(<><OrderHistory /><OrderButton /></>, { at: '/order-history' })
    await screen.findByLabelText('Order ID 5267-0001')
    await user().click(screen.getByRole('button', { name: 'Order' }))
    expect(await screen.findByLabelText('Order ID 5267-0002')).toBeTruthy()
    expect(loads).toBe(2)
  })

  it('shows the server\'s error', async () => {
    server.use(http.get(shopUrl('rest/order-history'), () => HttpResponse.json({ error: 'Blocked illegal activity' }, { status: 403 })))
    renderScreen(<OrderHistory />, { at: '/order-history' })
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Blocked illegal activity')
    expect(screen.getByText('You have not placed any orders yet.')).toBeTruthy()
  })
})

// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, fillField, renderScreen } from '@/test-support/render-screen'
import { gate } from '@/test-support/gate'
import { logIn } from '@/test-support/shop-session'
import { DEFAULT_WIDTH, setWindowWidth } from '@/test-support/viewport'
import { answerBasket, basketFixture, basketLine } from '@/test-support/basket-fixtures'
import BasketPage from './basket-page'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 })

// Prices whose per-unit bonus rounds differently (1.25 → 1, 2.999 → 3), so a wrong rounding or quantity shows.
const juice = (quantity = 3) => basketLine(11, 1, 'Apple Juice', quantity, { price: 12.5, deluxePrice: 10 })
const melon = (quantity = 1) => basketLine(12, 2, 'Melon Bike', quantity, { price: 29.99, deluxePrice: 24.99 })

const row = (name: string): HTMLElement => screen.getByRole('row', { name: new RegExp(name) })
const button = (name: string): HTMLButtonElement => screen.getByRole('button', { name })
const checkout = (): HTMLButtonElement => button('Checkout')

describe('the basket page', COMPONENT_TEST, () => {
  it('shows an empty basket to a visitor without asking the server, with checkout off and no coupon', async () => {
    const view = renderScreen(<BasketPage />, { at: '/basket' })
    expect(screen.getByRole('heading', { name: 'Your Basket' })).toBeTruthy()
    expect(screen.getByText('Your basket is empty.')).toBeTruthy()
    expect(screen.getByText('Total Price: 0.00¤')).toBeTruthy()
    expect(screen.queryByText(/Bonus Points/)).toBeNull()
    expect(checkout().disabled).toBe(true)
    expect(screen.queryByText('Add a coupon')).toBeNull()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(sessionStorage.getItem('itemTotal')).toBeNull()
    expect(view.path()).toBe('/basket')
  })

  it('shows that the basket is loading rather than calling it empty', async () => {
    logIn()
    const answer = gate()
    server.use(http.get(shopUrl('rest/basket/:bid'), async () => {
      await answer.wait()
      return HttpResponse.json({ status: 'success', data: basketFixture([juice()]) })
    }))
    renderScreen(<BasketPage />, { at: '/basket' })
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    expect(screen.queryByText('Your basket is empty.')).toBeNull()
    expect(screen.queryByText('Add a coupon')).toBeNull()
    answer.open()
    expect(await screen.findByText('Total Price: 37.50¤')).toBeTruthy()
    await waitFor(() => { expect(screen.queryByRole('progressbar')).toBeNull() })
  })

  it('lists each line with its quantity and price, sums the total and bonus, and hands the total to checkout', async () => {
    logIn()
    answerBasket(server, () => basketFixture([juice(), melon()]))
    const view = renderScreen(<BasketPage />, { at: '/basket' })
    expect(await screen.findByRole('heading', { name: 'Your Basket (kim@shop.test)' })).toBeTruthy()
    expect(await screen.findByText('Total Price: 67.49¤')).toBeTruthy()
    expect(within(row('Apple Juice')).getByText('3')).toBeTruthy()
    expect(within(row('Apple Juice')).getByText('37.50¤')).toBeTruthy()
    expect(within(row('Melon Bike')).getByText('29.99¤')).toBeTruthy()
    expect(screen.getByText('You will gain 6 Bonus Points from this order!')).toBeTruthy()
    expect(screen.getAllByRole('columnheader').map(cell => cell.textContent)).toEqual(['', 'Product', 'Quantity', 'Price', ''])
    expect(screen.getByRole('img', { name: 'Apple Juice' }).getAttribute('src')).toBe('assets/public/images/products/1.jpg')
    expect(screen.queryByText('Your basket is empty.')).toBeNull()
    expect(screen.getByRole('table', { name: 'Your Basket' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(sessionStorage.getItem('itemTotal')).toBe('67.49')
    // One unit cannot be decreased further; more can.
    expect(button('Decrease quantity of Melon Bike').disabled).toBe(true)
    expect(button('Decrease quantity of Apple Juice').disabled).toBe(false)
    expect(button('Increase quantity of Melon Bike').disabled).toBe(false)
    expect(button('Remove Melon Bike from basket').disabled).toBe(false)
    expect(checkout().disabled).toBe(false)
    await user().click(checkout())
    expect(view.path()).toBe('/address/select')
  })

  it('charges a deluxe member the deluxe prices, on each line, in the total and in the bonus', async () => {
    logIn({ role: 'deluxe' })
    answerBasket(server, () => basketFixture([juice(), melon()]))
    renderScreen(<BasketPage />, { at: '/basket' })
    expect(await screen.findByText('Total Price: 54.99¤')).toBeTruthy()
    expect(within(row('Apple Juice')).getByText('30.00¤')).toBeTruthy()
    expect(within(row('Melon Bike')).getByText('24.99¤')).toBeTruthy()
    expect(screen.getByText('You will gain 5 Bonus Points from this order!')).toBeTruthy()
    expect(sessionStorage.getItem('itemTotal')).toBe('54.99')
  })

  it('adds and takes away one unit with the item\'s own id, keeping that line\'s buttons off until the answer', async () => {
    logIn()
    let lines = [juice(3), melon(1)]
    answerBasket(server, () => basketFixture(lines))
    const sent: Array<{ id: string, body: unknown }> = []
    let answer = (): void => {}
    server.use(http.put(shopUrl('api/BasketItems/:id'), async ({ request, params }) => {
      const body = await request.json() as { quantity: number }
      sent.push({ id: String(params.id), body })
      await new Promise<void>(resolve => { answer = resolve })
      lines = lines.map(line => line.BasketItem.id === Number(params.id) ? (line.id === 1 ? juice(body.quantity) : melon(body.quantity)) : line)
      return HttpResponse.json({ status: 'success', data: { id: Number(params.id), quantity: body.quantity } })
    }))
    const view = renderScreen(<BasketPage />, { at: '/basket' })
    view.queryClient.setQueryData(['quantities'], new Map())
    await screen.findByText('Total Price: 67.49¤')

    await user().click(button('Increase quantity of Melon Bike'))
    await waitFor(() => { expect(sent).toEqual([{ id: '12', body: { quantity: 2 } }]) })
    await waitFor(() => { expect(button('Increase quantity of Melon Bike').disabled).toBe(true) })
    expect(button('Remove Melon Bike from basket').disabled).toBe(true)
    expect(button('Increase quantity of Apple Juice').disabled).toBe(false)
    answer()
    expect(await screen.findByText('Total Price: 97.48¤')).toBeTruthy()
    expect(button('Increase quantity of Melon Bike').disabled).toBe(false)
    expect(button('Decrease quantity of Melon Bike').disabled).toBe(false)

    await user().click(button('Decrease quantity of Apple Juice'))
    await waitFor(() => { expect(sent[1]).toEqual({ id: '11', body: { quantity: 2 } }) })
    await waitFor(() => { expect(button('Decrease quantity of Apple Juice').disabled).toBe(true) })
    answer()
    expect(await screen.findByText('Total Price: 84.98¤')).toBeTruthy()
    expect(sessionStorage.getItem('itemTotal')).toBe('84.98')
    // Only the basket is read again, not what a change of quantity leaves alone.
    expect(view.queryClient.getQueryState(['quantities'])?.isInvalidated).toBe(false)
  })

  it('removes a line and shows the basket the server then holds', async () => {
    logIn()
    let lines = [melon(2)]
    const basket = answerBasket(server, () => basketFixture(lines))
    const removed: string[] = []
    server.use(http.delete(shopUrl('api/BasketItems/:id'), ({ params }) => {
      removed.push(String(params.id))
      lines = []
      return HttpResponse.json({ status: 'success' })
    }))
    const view = renderScreen(<BasketPage />, { at: '/basket' })
    view.queryClient.setQueryData(['quantities'], new Map())
    await screen.findByText('Total Price: 59.98¤')
    await user().click(button('Remove Melon Bike from basket'))
    expect(await screen.findByText('Your basket is empty.')).toBeTruthy()
    expect(removed).toEqual(['12'])
    expect(basket.loads).toBe(2)
    expect(screen.getByText('Total Price: 0.00¤')).toBeTruthy()
    expect(checkout().disabled).toBe(true)
    expect(sessionStorage.getItem('itemTotal')).toBe('0')
    expect(view.queryClient.getQueryState(['quantities'])?.isInvalidated).toBe(false)
  })

  it.each([
    { who: 'a customer without a basket id', session: () => { logIn({ bid: null }) } },
    { who: 'a visitor with a basket id left in the session', session: () => { sessionStorage.setItem('bid', '4') } }
  ])('asks for no basket for $who', ({ session }) => {
    session()
    renderScreen(<BasketPage />, { at: '/basket' })
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByText('Your basket is empty.')).toBeTruthy()
  })

  it('says why a change failed and lets the customer try again', async () => {
    logIn()
    answerBasket(server, () => basketFixture([juice(1)]))
    server.use(http.put(shopUrl('api/BasketItems/:id'), () => HttpResponse.json({ error: 'You can order only up to 5 items of this product.' }, { status: 400 })))
    renderScreen(<BasketPage />, { at: '/basket' })
    await screen.findByText('Total Price: 12.50¤')
    await user().click(button('Increase quantity of Apple Juice'))
    expect(await screen.findByText('You can order only up to 5 items of this product.')).toBeTruthy()
    await waitFor(() => { expect(button('Increase quantity of Apple Juice').disabled).toBe(false) })
  })

  it('shows the server\'s error when the basket cannot be loaded', async () => {
    logIn()
    server.use(http.get(shopUrl('rest/basket/:bid'), () => HttpResponse.json({ error: 'Basket of another user' }, { status: 401 })))
    renderScreen(<BasketPage />, { at: '/basket' })
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Basket of another user')
    expect(screen.getByText('Your basket is empty.')).toBeTruthy()
  })

  it('on a phone lists each line as a card with the same buttons', async () => {
    setWindowWidth(400)
    try {
      logIn()
      answerBasket(server, () => basketFixture([juice(2), melon(1)]))
      renderScreen(<BasketPage />, { at: '/basket' })
      const list = await screen.findByRole('list', { name: 'Your Basket' })
      expect(screen.queryByRole('table')).toBeNull()
      const card = within(list).getByRole('listitem', { name: 'Apple Juice' })
      expect(within(card).getByText('25.00¤')).toBeTruthy()
      expect(within(card).getByText('2')).toBeTruthy()
      expect(within(card).getByRole('img', { name: 'Apple Juice' })).toBeTruthy()
      expect(within(card).getByRole('button', { name: 'Decrease quantity of Apple Juice' })).toHaveProperty('disabled', false)
      expect(within(list).getByRole('button', { name: 'Decrease quantity of Melon Bike' })).toHaveProperty('disabled', true)
      expect(within(card).getByRole('button', { name: 'Remove Apple Juice from basket' })).toBeTruthy()
    } finally {
      setWindowWidth(DEFAULT_WIDTH)
    }
  })

  it('on a phone keeps a card\'s buttons off while its change waits, and only that card\'s', async () => {
    setWindowWidth(400)
    try {
      logIn()
      answerBasket(server, () => basketFixture([juice(2), melon(1)]))
      const sent: unknown[] = []
      const answer = gate()
      server.use(http.put(shopUrl('api/BasketItems/:id'), async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() })
        await answer.wait()
        return HttpResponse.json({ status: 'success', data: {} })
      }))
      renderScreen(<BasketPage />, { at: '/basket' })
      const card = await screen.findByRole('listitem', { name: 'Apple Juice' })
      await user().click(within(card).getByRole('button', { name: 'Increase quantity of Apple Juice' }))
      await waitFor(() => { expect(within(card).getByRole('button', { name: 'Decrease quantity of Apple Juice' })).toHaveProperty('disabled', true) })
      expect(within(card).getByRole('button', { name: 'Increase quantity of Apple Juice' })).toHaveProperty('disabled', true)
      expect(within(card).getByRole('button', { name: 'Remove Apple Juice from basket' })).toHaveProperty('disabled', true)
      expect(button('Increase quantity of Melon Bike').disabled).toBe(false)
      expect(sent).toEqual([{ id: '11', body: { quantity: 3 } }])
      answer.open()
      await waitFor(() => { expect(within(card).getByRole('button', { name: 'Increase quantity of Apple Juice' })).toHaveProperty('disabled', false) })
    } finally {
      setWindowWidth(DEFAULT_WIDTH)
    }
  })
})

describe('the basket\'s coupon panel', COMPONENT_TEST, () => {
  afterEach(() => { vi.useRealTimers() })

  async function redeem (code: string): Promise<void> {
    await user().click(await screen.findByText('Add a coupon'))
    await fillField(screen.getByLabelText('Coupon'), code)
    await user().click(button('Redeem'))
  }

  it('has the server check a code for this basket and keeps the discount for the payment step', async () => {
    logIn({ bid: 7 })
    answerBasket(server, () => basketFixture([juice()], 7))
    const asked: string[] = []
    const answer = gate()
    server.use(http.put(shopUrl('rest/basket/:bid/coupon/:code'), async ({ request }) => {
      asked.push(new URL(request.url).pathname)
      await answer.wait()
      return HttpResponse.json({ discount: 15 })
    }))
    renderScreen(<BasketPage />, { at: '/basket' })
    await redeem('pEw9o1/f2w')
    // One code at a time.
    await waitFor(() => { expect(button('Redeem').disabled).toBe(true) })
    answer.open()
    expect(await screen.findByText('Your discount of 15% will be applied during checkout.')).toBeTruthy()
    // The code is one path segment, whatever it holds.
    expect(asked).toEqual(['/rest/basket/7/coupon/pEw9o1%2Ff2w'])
    expect(sessionStorage.getItem('couponDiscount')).toBe('15')
    expect(sessionStorage.getItem('couponDetails')).toMatch(/^PEW9O1\/F2W-\d+$/)
  })

  it('shows the server\'s refusal of a code', async () => {
    logIn()
    answerBasket(server, () => basketFixture([juice()]))
    server.use(http.put(shopUrl('rest/basket/:bid/coupon/:code'), () => HttpResponse.json({ error: 'INVALID_COUPON' }, { status: 404 })))
    renderScreen(<BasketPage />, { at: '/basket' })
    await redeem('aaaaaaaaaa')
    expect(await screen.findByText('Invalid coupon.')).toBeTruthy()
    expect(sessionStorage.getItem('couponDiscount')).toBeNull()
  })

  it('refuses a campaign code off its day without asking the server', async () => {
    logIn()
    answerBasket(server, () => basketFixture([juice()]))
    renderScreen(<BasketPage />, { at: '/basket' })
    await redeem('WMNSDY2019')
    expect(await screen.findByText('Invalid coupon.')).toBeTruthy()
    expect(sessionStorage.getItem('couponDiscount')).toBeNull()
  })

  it('grants a campaign code on its day, from the browser\'s own table, stamped with that moment', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2019-03-08T12:00:00Z') })
    logIn()
    answerBasket(server, () => basketFixture([juice()]))
    renderScreen(<BasketPage />, { at: '/basket' })
    await redeem('wmnsdy2019')
    expect(await screen.findByText('Your discount of 75% will be applied during checkout.')).toBeTruthy()
    expect(sessionStorage.getItem('couponDiscount')).toBe('75')
    expect(sessionStorage.getItem('couponDetails')).toBe(`WMNSDY2019-${Date.parse('2019-03-08T12:00:00Z')}`)
  })
})

// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { logIn } from '@/test-support/shop-session'
import { answerBasket, basketFixture, basketLine } from '@/test-support/basket-fixtures'
import { CAMPAIGNS, campaignDiscount, clearCoupon, storeCoupon, storedDiscount } from './coupon-storage'
import { useBasketItemCount, type BasketProduct } from './get-basket'
import { usePlaceOrder, type OrderDetails } from './place-order'

const server = mockShopServer()

function ItemCount () {
  return <p data-testid="count">{useBasketItemCount()}</p>
}

function PlaceOrder ({ details, coupon }: { details: OrderDetails, coupon?: string }) {
  const order = usePlaceOrder()
  const { mutate } = order
  useEffect(() => { mutate({ bid: 4, couponData: coupon, orderDetails: details }) }, [mutate, details, coupon])
  return <p data-testid="order">{order.data ?? ''}</p>
}

describe('the basket\'s item count', COMPONENT_TEST, () => {
  it('is 0 for a visitor, who has no basket to ask for', () => {
    renderScreen(<ItemCount />)
    expect(screen.getByTestId('count').textContent).toBe('0')
  })

  it('adds up the units of every line', async () => {
    logIn()
    answerBasket(server, () => basketFixture([
      basketLine(11, 1, 'Apple Juice', 3, { price: 1, deluxePrice: 1 }),
      basketLine(12, 2, 'Melon Bike', 2, { price: 1, deluxePrice: 1 })
    ]))
    renderScreen(<ItemCount />)
    await waitFor(() => { expect(screen.getByTestId('count').textContent).toBe('5') })
  })

  it('counts a line the server sends without its basket item as no units', async () => {
    logIn()
    const { BasketItem: _dropped, ...bare } = basketLine(12, 2, 'Melon Bike', 2, { price: 1, deluxePrice: 1 })
    answerBasket(server, () => basketFixture([basketLine(11, 1, 'Apple Juice', 3, { price: 1, deluxePrice: 1 }), bare as BasketProduct]))
    renderScreen(<ItemCount />)
    await waitFor(() => { expect(screen.getByTestId('count').textContent).toBe('3') })
  })
})

describe('placing an order', COMPONENT_TEST, () => {
  it('sends the coupon and the order details to the basket\'s checkout and answers the order id', async () => {
    let sent: unknown
    server.use(http.post(shopUrl('rest/basket/4/checkout'), async ({ request }) => {
      sent = await request.json()
      return HttpResponse.json({ orderConfirmation: '5267-f9cd5882f54c75a3' })
    }))
    const details: OrderDetails = { paymentId: 'wallet', addressId: 3, deliveryMethodId: 2 }
    const view = renderScreen(<PlaceOrder details={details} coupon="WMNSDY2019-1552003200000" />)
    view.queryClient.setQueryData(['order-history'], [])
    view.queryClient.setQueryData(['wallet'], 10)
    view.queryClient.setQueryData(['basket', 4], basketFixture([]))
    view.queryClient.setQueryData(['quantities'], new Map())
    await waitFor(() => { expect(screen.getByTestId('order').textContent).toBe('5267-f9cd5882f54c75a3') })
    expect(sent).toEqual({ couponData: 'WMNSDY2019-1552003200000', orderDetails: details })
    // The order changes all three, so none of them may be shown from the cache afterwards.
    await waitFor(() => {
      expect([['basket', 4], ['wallet'], ['order-history']].map(key => view.queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, true])
    })
    // What an order does not change stays as it is.
    expect(view.queryClient.getQueryState(['quantities'])?.isInvalidated).toBe(false)
  })
})

describe('the coupon kept for checkout', () => {
  it('is remembered with its code in capitals and the moment, and forgotten again', () => {
    expect(storedDiscount()).toBe(0)
    storeCoupon('orange2020', 50, new Date(1_600_000_000_000))
    expect(storedDiscount()).toBe(50)
    expect(sessionStorage.getItem('couponDetails')).toBe('ORANGE2020-1600000000000')
    clearCoupon()
    expect(sessionStorage.getItem('couponDiscount')).toBeNull()
    expect(sessionStorage.getItem('couponDetails')).toBeNull()
    expect(storedDiscount()).toBe(0)
  })

  it('counts a discount that is not a number as none', () => {
    sessionStorage.setItem('couponDiscount', 'lots')
    expect(storedDiscount()).toBe(0)
  })

  it('grants a campaign code only on its own day in UTC, and knows nothing of other codes', () => {
    for (const [code, { discount, year, month, day }] of Object.entries(CAMPAIGNS)) {
      expect(campaignDiscount(code, new Date(Date.UTC(year, month - 1, day, 0, 0))), code).toBe(discount)
      expect(campaignDiscount(code.toLowerCase(), new Date(Date.UTC(year, month - 1, day, 23, 59))), code).toBe(discount)
      expect(campaignDiscount(code, new Date(Date.UTC(year, month - 1, day + 1))), code).toBeNull()
      expect(campaignDiscount(code, new Date(Date.UTC(year, month - 1, day - 1, 23, 59))), code).toBeNull()
      expect(campaignDiscount(code, new Date(Date.UTC(year, month, day))), code).toBeNull()
      expect(campaignDiscount(code, new Date(Date.UTC(year + 1, month - 1, day))), code).toBeNull()
    }
    expect(campaignDiscount('ABCDEFGHIJ', new Date())).toBeUndefined()
  })
})

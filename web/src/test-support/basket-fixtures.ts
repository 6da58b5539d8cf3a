import { http, HttpResponse } from 'msw'
import type { setupServer } from 'msw/node'
import { productFixture } from './catalogue-fixtures'
import { shopUrl } from './mock-server'
import type { Basket, BasketProduct } from '@/features/basket/api/get-basket'

type ShopServer = ReturnType<typeof setupServer>

/** A product in basket `bid` as line `itemId` with `quantity` units. */
export function basketLine (itemId: number, productId: number, name: string, quantity: number, prices: { price: number, deluxePrice: number }, bid = 4): BasketProduct {
  return {
    ...productFixture(productId, name, prices),
    BasketItem: { id: itemId, BasketId: bid, ProductId: productId, quantity, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }
  }
}

export function basketFixture (products: BasketProduct[], id = 4): Basket {
  return { id, UserId: 5, coupon: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', Products: products }
}

/** Answers GET rest/basket/{id} with whatever `current()` holds at the time; counts the loads. */
export function answerBasket (server: ShopServer, current: () => Basket): { loads: number } {
  const counter = { loads: 0 }
  server.use(http.get(shopUrl('rest/basket/:bid'), () => {
    counter.loads++
    return HttpResponse.json({ status: 'success', data: current() })
  }))
  return counter
}

import { http, HttpResponse } from 'msw'
import type { setupServer } from 'msw/node'
import { shopUrl } from './mock-server'
import type { Product } from '@/features/catalogue/api/search-products'
import type { Review } from '@/features/catalogue/api/get-reviews'

type ShopServer = ReturnType<typeof setupServer>

/** A catalogue product with every field the contract requires. */
export function productFixture (id: number, name: string, over: Partial<Product> = {}): Product {
  return {
    id, name, description: `<p>All about <em>${name}</em></p>`, price: 1.99, deluxePrice: 0.99, image: `${id}.jpg`,
    createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', deletedAt: null, ...over
  }
}

export function reviewFixture (id: string, author: string, message: string, over: Partial<Review> = {}): Review {
  return { _id: id, product: 1, message, author, likesCount: 0, likedBy: [], ...over }
}

/** Answers GET rest/products/search with `products`, recording each q the screen asked for. */
export function answerSearch (server: ShopServer, products: Product[]): string[] {
  const asked: string[] = []
  server.use(http.get(shopUrl('rest/products/search'), ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('q') ?? '(none)')
    return HttpResponse.json({ status: 'success', data: products })
  }))
  return asked
}

/** Answers GET api/Quantitys/ with one stock row per [productId, quantity]. */
export function answerStock (server: ShopServer, stock: Array<[number, number]>): void {
  server.use(http.get(shopUrl('api/Quantitys/'), () => HttpResponse.json({
    status: 'success',
    data: stock.map(([ProductId, quantity], index) => ({ id: index + 1, ProductId, quantity, limitPerUser: null }))
  })))
}

/** Answers GET rest/products/{id}/reviews with `reviews` (read when asked, so a test may change it); counts the requests. */
export function answerReviews (server: ShopServer, reviews: () => Review[]): { loads: number } {
  const counter = { loads: 0 }
  server.use(http.get(shopUrl('rest/products/:id/reviews'), () => {
    counter.loads++
    return HttpResponse.json({ status: 'success', data: reviews() })
  }))
  return counter
}

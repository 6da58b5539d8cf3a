// @vitest-environment happy-dom
import { keepPreviousData, QueryObserver } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { productSearchQuery, productSearchQueryKey } from '@/features/catalogue/api/search-products'
import { queryClient } from '@/lib/query-client'
import { COMPONENT_TEST } from '@/test-support/render-screen'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { preloadStartScreen } from './router'

const server = mockShopServer()

const apple = { id: 1, name: 'Apple Juice', description: 'Fresh', price: 1.99, deluxePrice: 0.99, image: 'apple_juice.jpg' }

describe('the landing screen\'s data', COMPONENT_TEST, () => {
  it('is fetched once: taken into the cache before the first render, and not asked for again when the screen mounts', async () => {
    let searches = 0
    server.use(
      http.get(shopUrl('rest/products/search'), () => { searches++; return HttpResponse.json({ status: 'success', data: [apple] }) }),
      http.get(shopUrl('api/Quantitys/'), () => HttpResponse.json({ status: 'success', data: [{ id: 1, ProductId: 1, quantity: 3 }] }))
    )
    await preloadStartScreen('#/search')
    await vi.waitFor(() => { expect(queryClient.getQueryData(productSearchQueryKey(''))).toEqual([apple]) })
    expect(queryClient.getQueryData(['quantities'])).toEqual(new Map([[1, 3]]))

    // What useProductSearch does when the screen mounts: a fetch on mount would start at subscribe.
    const observer = new QueryObserver(queryClient, { ...productSearchQuery(''), placeholderData: keepPreviousData })
    const unsubscribe = observer.subscribe(() => undefined)
    try {
      expect(observer.getCurrentResult()).toMatchObject({ data: [apple], isFetching: false })
      expect(searches).toBe(1)
    } finally {
      unsubscribe()
    }
  })

  it('is not fetched ahead for another screen', async () => {
    queryClient.clear()
    await preloadStartScreen('#/score-board')
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
  })
})

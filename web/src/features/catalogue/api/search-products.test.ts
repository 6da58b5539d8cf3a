import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerSearch, productFixture } from '@/test-support/catalogue-fixtures'
import { mockShopServer } from '@/test-support/mock-server'
import { productSearchQuery } from './search-products'

const server = mockShopServer()

afterEach(() => { vi.useRealTimers() })

describe('a product search', () => {
  it('serves only its first answer from the cache, for three seconds, and asks the server for every later one', async () => {
    // The clock stands still unless the test moves it, however slow the machine.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-01T10:00:00Z') })
    const juice = productFixture(1, 'Apple Juice')
    const asked = answerSearch(server, [juice])
    const client = new QueryClient()
    try {
      expect(await client.fetchQuery(productSearchQuery('apple'))).toEqual([juice])
      await client.fetchQuery(productSearchQuery('apple'))
      expect(asked).toEqual(['apple'])

      vi.setSystemTime(new Date('2026-05-01T10:00:03.001Z'))
      await client.fetchQuery(productSearchQuery('apple'))
      expect(asked).toEqual(['apple', 'apple'])
      // A second answer is stale at once: the XSS claim needs a search the server has just served.
      await client.fetchQuery(productSearchQuery('apple'))
      expect(asked).toEqual(['apple', 'apple', 'apple'])
    } finally {
      client.clear()
    }
  })
})

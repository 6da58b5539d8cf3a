import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { Product } from '@shop/contract'

export type { Product }

export function productSearchQueryKey (q: string) {
  return ['products', 'search', q] as const
}

/** GET rest/products/search?q= — an empty q lists the whole catalogue. */
export function useProductSearch (q: string): UseQueryResult<Product[]> {
  return useQuery({
    queryKey: productSearchQueryKey(q),
    queryFn: async () => (await apiFetch<{ status: string; data: Product[] }>('rest/products/search', { query: { q } })).data,
    // Keep the old grid on screen while the next search runs instead of flashing an empty page.
    placeholderData: keepPreviousData,
    // Each search is a fresh server round trip: the server only accepts a localXss claim for a
    // search it has served itself within the last minute.
    staleTime: 0
  })
}

import { keepPreviousData, queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { Product } from '@shop/contract'

export type { Product }

export function productSearchQueryKey (q: string) {
  return ['products', 'search', q] as const
}

/*
 * Each search is a fresh server round trip: the server only accepts a localXss claim for a search it
 * has served itself within the last minute. Only a first answer stays fresh a moment, so that the
 * landing screen's answer, fetched just before its first render (app/router.tsx), is not asked
 * for a second time when the screen mounts.
 */
const FIRST_ANSWER_FRESH_MS = 3_000

/** GET rest/products/search?q= — an empty q lists the whole catalogue. */
export function productSearchQuery (q: string) {
  return queryOptions({
    queryKey: productSearchQueryKey(q),
    queryFn: async () => (await apiFetch<{ status: string; data: Product[] }>('rest/products/search', { query: { q } })).data,
    staleTime: query => query.state.dataUpdateCount === 1 ? FIRST_ANSWER_FRESH_MS : 0
  })
}

export function useProductSearch (q: string): UseQueryResult<Product[]> {
  return useQuery({
    ...productSearchQuery(q),
    // Keep the old grid on screen while the next search runs instead of flashing an empty page.
    placeholderData: keepPreviousData
  })
}

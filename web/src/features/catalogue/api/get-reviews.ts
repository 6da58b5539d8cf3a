import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { Review } from '@shop/contract'

export type { Review }

export function reviewsQueryKey (productId: number) {
  return ['reviews', productId] as const
}

/** GET rest/products/{id}/reviews. */
export function useProductReviews (productId: number): UseQueryResult<Review[]> {
  return useQuery({
    queryKey: reviewsQueryKey(productId),
    queryFn: async () => (await apiFetch<{ status: string; data: Review[] }>(`rest/products/${productId}/reviews`)).data ?? [],
    staleTime: 0
  })
}

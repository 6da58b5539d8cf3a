import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { reviewsQueryKey } from './get-reviews'

/** The list is reloaded 200 ms after a like. */
export const LIKE_REFRESH_DELAY_MS = 200

export interface ReviewLike {
  productId: number
  reviewId: string
}

/** POST rest/products/reviews {id}; 403 when the user has already liked the review. */
export function useLikeReview () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ reviewId }: ReviewLike) => apiFetch<unknown>('rest/products/reviews', { method: 'POST', body: { id: reviewId } }),
    onSettled: (_data, _error, { productId }) => {
      setTimeout(() => { void queryClient.invalidateQueries({ queryKey: reviewsQueryKey(productId) }) }, LIKE_REFRESH_DELAY_MS)
    }
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { reviewsQueryKey } from './get-reviews'

export interface ReviewEdit {
  productId: number
  reviewId: string
  message: string
}

/** PATCH rest/products/reviews {id, message}. */
export function useEditReview () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ reviewId, message }: ReviewEdit) =>
      apiFetch<unknown>('rest/products/reviews', { method: 'PATCH', body: { id: reviewId, message } }),
    onSuccess: (_data, { productId }) => queryClient.invalidateQueries({ queryKey: reviewsQueryKey(productId) })
  })
}

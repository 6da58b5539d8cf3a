import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { reviewsQueryKey } from './get-reviews'

export interface NewReview {
  productId: number
  message: string
  author: string
}

/** PUT rest/products/{id}/reviews {message, author}. */
export function useCreateReview () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ productId, message, author }: NewReview) =>
      apiFetch<unknown>(`rest/products/${productId}/reviews`, { method: 'PUT', body: { message, author } }),
    onSuccess: (_data, { productId }) => queryClient.invalidateQueries({ queryKey: reviewsQueryKey(productId) })
  })
}

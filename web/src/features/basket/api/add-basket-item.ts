import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { BasketItem } from './get-basket'

export interface NewBasketItem {
  ProductId: number
  BasketId: number
  quantity: number
}

/** POST api/BasketItems/; the server answers 400 when the product is already in the basket or sold out. */
export function useAddBasketItem () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (item: NewBasketItem) =>
      (await apiFetch<{ status: string; data: BasketItem }>('api/BasketItems/', { method: 'POST', body: item })).data,
    // Also on failure: the basket may have changed elsewhere, and the top-bar count must match it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['basket'] })
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { BasketItem } from './get-basket'

export interface BasketItemUpdate {
  id: number
  quantity: number
}

/** PUT api/BasketItems/{id} with the new quantity. */
export function useUpdateBasketItem () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, quantity }: BasketItemUpdate) =>
      (await apiFetch<{ status: string; data: BasketItem }>(`api/BasketItems/${id}`, { method: 'PUT', body: { quantity } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['basket'] })
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

/** DELETE api/BasketItems/{id}. */
export function useDeleteBasketItem () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiFetch<unknown>(`api/BasketItems/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['basket'] })
  })
}

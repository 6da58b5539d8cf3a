import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { cardsKey } from './get-cards'

/** DELETE api/Cards/{id}. */
export function useDeleteCard () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => { await apiFetch(`api/Cards/${id}`, { method: 'DELETE' }) },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardsKey })
  })
}

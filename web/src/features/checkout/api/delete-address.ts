import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { addressesKey } from './get-addresses'

/** DELETE api/Addresss/{id}. */
export function useDeleteAddress () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => { await apiFetch(`api/Addresss/${id}`, { method: 'DELETE' }) },
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesKey })
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { addressesKey, type Address } from './get-addresses'

export type AddressInput = Omit<Address, 'id' | 'UserId' | 'createdAt' | 'updatedAt'>

/** POST api/Addresss (create) or PUT api/Addresss/{id} (edit). */
export function useSaveAddress () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, address }: { id: number | null, address: AddressInput }) =>
      (await apiFetch<{ data: Address }>(id === null ? 'api/Addresss' : `api/Addresss/${id}`, { method: id === null ? 'POST' : 'PUT', body: address })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesKey })
  })
}

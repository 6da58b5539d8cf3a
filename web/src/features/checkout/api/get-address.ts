import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { addressesKey, type Address } from './get-addresses'

/** GET api/Addresss/{id}; disabled while there is no id. */
export function useAddress (id: number | null) {
  return useQuery({
    queryKey: [...addressesKey, id],
    queryFn: async () => (await apiFetch<{ data: Address }>(`api/Addresss/${id}`)).data,
    enabled: id !== null
  })
}

import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { Address } from '@shop/contract'

export type { Address }

export const addressesKey = ['addresses'] as const

/** GET api/Addresss: the customer's saved addresses. */
export function useAddresses () {
  return useQuery({ queryKey: addressesKey, queryFn: async () => (await apiFetch<{ data: Address[] }>('api/Addresss')).data })
}

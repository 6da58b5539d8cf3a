import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { Address as SavedAddress } from '@shop/contract'

/** A saved address: the contract's Address. */
export type { SavedAddress }

/** GET /api/Addresss: the caller's saved addresses (an empty list when the shop has none yet). */
export function useSavedAddresses () {
  return useQuery({
    queryKey: ['addresses'],
    queryFn: async () => (await apiFetch<{ data: SavedAddress[] }>('api/Addresss')).data
  })
}

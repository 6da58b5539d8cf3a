import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export interface SavedAddress { id: number, fullName: string, streetAddress: string, city: string, state?: string, zipCode: string, country: string }

/** GET /api/Addresss: the caller's saved addresses (an empty list when the shop has none yet). */
export function useSavedAddresses () {
  return useQuery({
    queryKey: ['addresses'],
    queryFn: async () => (await apiFetch<{ data: SavedAddress[] }>('api/Addresss')).data
  })
}

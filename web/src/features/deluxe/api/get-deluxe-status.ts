import { useQuery } from '@tanstack/react-query'
import type { DeluxeStatus } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

/** GET rest/deluxe-membership: what the membership costs. */
export function useDeluxeStatus () {
  return useQuery({ queryKey: ['deluxe-membership'], queryFn: async () => (await apiFetch<{ data: DeluxeStatus }>('rest/deluxe-membership')).data, retry: false })
}

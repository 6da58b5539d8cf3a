import { useQuery } from '@tanstack/react-query'
import type { DeluxeStatus } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

/** GET rest/deluxe-membership, for the amount the deluxe payment charges. */
export function useDeluxeCost (enabled: boolean) {
  return useQuery({ queryKey: ['deluxe-membership', 'cost'], queryFn: async () => (await apiFetch<{ data: DeluxeStatus }>('rest/deluxe-membership')).data.membershipCost, enabled })
}

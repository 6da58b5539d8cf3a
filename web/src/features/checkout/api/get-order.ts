import { useQuery } from '@tanstack/react-query'
import type { TrackedOrder } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'
import { etaDays } from '@/lib/eta'

/** The tracked order (docs/api.md, Records: TrackedOrder) with its text `eta` read as days. */
export type PlacedOrder = Omit<TrackedOrder, 'eta'> & { eta: number | null }

/** The order just placed, read through GET rest/track-order/{id}. */
export function usePlacedOrder (orderId: string) {
  return useQuery({
    queryKey: ['placed-order', orderId],
    queryFn: async () => {
      const order = (await apiFetch<{ data: TrackedOrder[] }>(`rest/track-order/${encodeURIComponent(orderId)}`)).data[0]
      return order === undefined ? null : { ...order, eta: etaDays(order.eta) }
    }
  })
}

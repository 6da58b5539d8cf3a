import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { etaDays } from '@/lib/eta'
import type { TrackedOrder } from '@shop/contract'
import type { Order } from './get-order-history'

export async function fetchTrackedOrder (id: string): Promise<Order | null> {
  const res = await apiFetch<{ data: TrackedOrder[] }>(`rest/track-order/${encodeURIComponent(id)}`)
  const order = res.data[0]
  return order === undefined ? null : { ...order, eta: etaDays(order.eta) }
}

/** GET rest/track-order/{id} (id URL-encoded); the first entry is the order. */
export function useTrackOrder (id: string) {
  return useQuery({ queryKey: ['track-order', id], queryFn: async () => await fetchTrackedOrder(id), enabled: id !== '' })
}

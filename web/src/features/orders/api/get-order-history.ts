import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { Order as HistoryOrder, TrackedOrderLine } from '@shop/contract'

/**
 * An order as the order screens show it: from the history, or tracked (a tracked order carries no
 * date, and its lines no product id).
 */
export type Order = Omit<HistoryOrder, 'createdAt' | 'products'> & Partial<Pick<HistoryOrder, 'createdAt'>> & { products: TrackedOrderLine[] }

/** GET rest/order-history: the customer's orders, newest first. */
export function useOrderHistory () {
  return useQuery({ queryKey: ['order-history'], queryFn: async () => (await apiFetch<{ data: Order[] }>('rest/order-history')).data })
}

import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { Order as HistoryOrder } from '@shop/contract'

/** An order as the order screens show it: from the history, or tracked (a tracked order carries no date). */
export type Order = Omit<HistoryOrder, 'createdAt'> & Partial<Pick<HistoryOrder, 'createdAt'>>

/** GET rest/order-history: the customer's orders, newest first. */
export function useOrderHistory () {
  return useQuery({ queryKey: ['order-history'], queryFn: async () => (await apiFetch<{ data: Order[] }>('rest/order-history')).data })
}

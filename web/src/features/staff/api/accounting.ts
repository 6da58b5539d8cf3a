import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { Order, Product, StockRow } from '@shop/contract'

export type { Product, StockRow }

export function useProducts () {
  return useQuery({ queryKey: ['accounting', 'products'], queryFn: async () => (await apiFetch<{ data: Product[] }>('api/Products/')).data })
}

export function useStock () {
  return useQuery({ queryKey: ['accounting', 'stock'], queryFn: async () => (await apiFetch<{ data: StockRow[] }>('api/Quantitys/')).data })
}

/** GET /rest/order-history/orders: every order, for accounting. */
export function useAllOrders () {
  return useQuery({ queryKey: ['accounting', 'orders'], queryFn: async () => (await apiFetch<{ data: Order[] }>('rest/order-history/orders')).data })
}

/** PUT /api/Products/{id} with the new price. */
export function useUpdatePrice () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, price }: { id: number, price: number }) => { await apiFetch(`api/Products/${id}`, { method: 'PUT', body: { price } }) },
    onSuccess: async () => { await queryClient.invalidateQueries({ queryKey: ['accounting', 'products'] }) }
  })
}

/** PUT /api/Quantitys/{id} with the new stock. */
export function useUpdateStock () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, quantity }: { id: number, quantity: number }) => { await apiFetch(`api/Quantitys/${id}`, { method: 'PUT', body: { quantity } }) },
    onSuccess: async () => { await queryClient.invalidateQueries({ queryKey: ['accounting', 'stock'] }) }
  })
}

/** PUT /rest/order-history/{id}/delivery-status; the body carries the current value, the server flips it. */
export function useToggleDelivery () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, delivered }: { id: string, delivered: boolean }) => {
      await apiFetch(`rest/order-history/${encodeURIComponent(id)}/delivery-status`, { method: 'PUT', body: { deliveryStatus: delivered } })
    },
    onSuccess: async () => { await queryClient.invalidateQueries({ queryKey: ['accounting', 'orders'] }) }
  })
}

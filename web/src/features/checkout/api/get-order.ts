import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { etaDays } from '@/lib/eta'

export interface PlacedOrder {
  orderId: string
  email: string
  totalPrice: number
  bonus: number
  eta: number | null
  addressId: number | null
  promotionalAmount: number
  deliveryPrice: number
  products: Array<{ name: string, price: number, quantity: number, total: number }>
}

/** The order just placed, read through GET rest/track-order/{id}. */
export function usePlacedOrder (orderId: string) {
  return useQuery({
    queryKey: ['placed-order', orderId],
    queryFn: async () => {
      const order = (await apiFetch<{ data: Array<Omit<PlacedOrder, 'eta'> & { eta: unknown }> }>(`rest/track-order/${encodeURIComponent(orderId)}`)).data[0]
      return order === undefined ? null : { ...order, eta: etaDays(order.eta) }
    }
  })
}

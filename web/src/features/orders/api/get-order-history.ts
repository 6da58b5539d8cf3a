import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

interface OrderProduct { id?: number, name: string, price: number, quantity: number, total: number }
export interface Order {
  orderId: string
  totalPrice: number
  bonus: number
  delivered: boolean
  eta: number | null
  promotionalAmount: number
  deliveryPrice: number
  createdAt?: string
  email?: string
  products: OrderProduct[]
}

/** GET rest/order-history: the customer's orders, newest first. */
export function useOrderHistory () {
  return useQuery({ queryKey: ['order-history'], queryFn: async () => (await apiFetch<{ data: Order[] }>('rest/order-history')).data })
}

import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export interface DeliveryMethod { id: number, name: string, price: number, eta: number, icon: string }

/** GET api/Deliverys: methods with the price this customer pays. */
export function useDeliveries () {
  return useQuery({ queryKey: ['deliveries'], queryFn: async () => (await apiFetch<{ data: DeliveryMethod[] }>('api/Deliverys')).data })
}

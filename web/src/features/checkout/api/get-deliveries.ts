import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { DeliveryMethod } from '@shop/contract'

export type { DeliveryMethod }

/** GET api/Deliverys: methods with the price this customer pays. */
export function useDeliveries () {
  return useQuery({ queryKey: ['deliveries'], queryFn: async () => (await apiFetch<{ data: DeliveryMethod[] }>('api/Deliverys')).data })
}

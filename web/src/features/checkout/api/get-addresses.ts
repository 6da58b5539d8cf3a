import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export interface Address {
  id: number
  fullName: string
  mobileNum: number
  zipCode: string
  streetAddress: string
  city: string
  state: string
  country: string
}

export const addressesKey = ['addresses'] as const

/** GET api/Addresss: the customer's saved addresses. */
export function useAddresses () {
  return useQuery({ queryKey: addressesKey, queryFn: async () => (await apiFetch<{ data: Address[] }>('api/Addresss')).data })
}

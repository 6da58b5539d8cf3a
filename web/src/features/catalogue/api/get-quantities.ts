import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { StockRow } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

/** GET api/Quantitys/ as a ProductId → stock map. */
export const productQuantitiesQuery = queryOptions({
  queryKey: ['quantities'],
  queryFn: async () => {
    const res = await apiFetch<{ status: string; data: StockRow[] }>('api/Quantitys/')
    return new Map(res.data.map(entry => [entry.ProductId, entry.quantity]))
  }
})

export function useProductQuantities (): UseQueryResult<Map<number, number>> {
  return useQuery(productQuantitiesQuery)
}

import { useQuery } from '@tanstack/react-query'
import type { TokenSaleTeaser } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

export type { TokenSaleTeaser }

/** GET rest/token-sale/teaser: only the token-sale page asks for it. */
export function useTokenSaleTeaser () {
  return useQuery({
    queryKey: ['token-sale-teaser'],
    queryFn: async () => (await apiFetch<{ data: TokenSaleTeaser }>('rest/token-sale/teaser')).data,
    staleTime: Infinity
  })
}

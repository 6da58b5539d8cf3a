import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export interface TokenSaleTeaser {
  coin: string
  symbol: string
  presaleEnds: string
  bonusPercent: number
  whitepaper: string
}

/** GET rest/token-sale/teaser: only the token-sale page asks for it. */
export function useTokenSaleTeaser () {
  return useQuery({
    queryKey: ['token-sale-teaser'],
    queryFn: async () => (await apiFetch<{ data: TokenSaleTeaser }>('rest/token-sale/teaser')).data,
    staleTime: Infinity
  })
}

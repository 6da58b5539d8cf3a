import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { useBasketId, useSession } from '@/lib/session'
import type { BasketItem, BasketProduct, Basket } from '@shop/contract'

export type { BasketItem, BasketProduct, Basket }

/** Shared with every screen that changes the basket, so they can invalidate it. */
export function basketQueryKey (bid: number | null) {
  return ['basket', bid] as const
}

export async function fetchBasket (bid: number): Promise<Basket> {
  const res = await apiFetch<{ status: string; data: Basket }>(`rest/basket/${bid}`)
  return res.data
}

export function useBasket (): UseQueryResult<Basket> {
  const { isLoggedIn } = useSession()
  const bid = useBasketId()
  return useQuery({
    queryKey: basketQueryKey(bid),
    queryFn: () => fetchBasket(bid as number),
    enabled: isLoggedIn && bid !== null
  })
}

/** Number of units in the basket (sum of BasketItem.quantity); 0 while unknown. */
export function useBasketItemCount (): number {
  const { data } = useBasket()
  if (!data) return 0
  return data.Products.reduce((sum, product) => sum + (product.BasketItem?.quantity ?? 0), 0)
}

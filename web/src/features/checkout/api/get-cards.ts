import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { Card } from '@shop/contract'

export type { Card }

export const cardsKey = ['cards'] as const

/** GET api/Cards: saved cards, numbers masked to the last four digits. */
export function useCards () {
  return useQuery({ queryKey: cardsKey, queryFn: async () => (await apiFetch<{ data: Card[] }>('api/Cards')).data })
}

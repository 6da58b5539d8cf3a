import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export interface Card { id: number, fullName: string, cardNum: string, expMonth: number, expYear: number }

export const cardsKey = ['cards'] as const

/** GET api/Cards: saved cards, numbers masked to the last four digits. */
export function useCards () {
  return useQuery({ queryKey: cardsKey, queryFn: async () => (await apiFetch<{ data: Card[] }>('api/Cards')).data })
}

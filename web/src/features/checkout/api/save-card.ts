import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { cardsKey, type Card } from './get-cards'

/** The card number goes as its 16 digits: a JSON number would round those above 2^53. */
export interface CardInput { fullName: string, cardNum: string, expMonth: number, expYear: number }

/** POST api/Cards. */
export function useSaveCard () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (card: CardInput) => (await apiFetch<{ data: Card }>('api/Cards', { method: 'POST', body: card })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardsKey })
  })
}

import { useMutation } from '@tanstack/react-query'
import type { FixItVerdict as ShopFixItVerdict } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

/** The peer's server may leave the explanation out. */
export type FixItVerdict = Omit<ShopFixItVerdict, 'explanation'> & Partial<Pick<ShopFixItVerdict, 'explanation'>>

/** POST /snippets/fixes: is the chosen option (its index in the server's order) the right fix? */
export function useCheckFixIt (key: string) {
  return useMutation({
    mutationFn: (selectedFix: number) =>
      apiFetch<FixItVerdict>('snippets/fixes', { body: { key, selectedFix } })
  })
}
